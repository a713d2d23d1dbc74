import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createRoutesStub, RouterProvider, useLocation } from "react-router";
import { beforeAll, beforeEach, expect, it, onTestFinished, vi } from "vitest";
import { content } from "../../content/content.server";
import { searchAliases } from "../../content/search-aliases";
import { selectLayoutContent } from "../../lib/layout-data";
import { cityPagePath } from "../../lib/page-registry";
import { paths } from "../../lib/paths";
import { buildSearchDocuments } from "../../lib/search-documents";
import { createSearchIndexData, openSiteSearch } from "../../lib/site-search";
import { loadSiteSearch } from "../search/load-site-search";
import { SearchToggle } from "./search-toggle";

// The real search over the real content, without a server to fetch the index from.
vi.mock("../search/load-site-search", () => ({ loadSiteSearch: vi.fn() }));

const layout = selectLayoutContent(content);

function Toggle() {
  return <SearchToggle words={layout.words.header.search} />;
}

function Where() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

function Header() {
  return (
    <>
      <Toggle />
      <Where />
    </>
  );
}

function Nothing() {
  return null;
}

function renderToggle() {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => layout,
      HydrateFallback: Nothing,
      Component: Header,
      children: [{ path: "*", Component: Nothing }],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

beforeAll(async () => {
  // The list is its own chunk, loaded with import() on first use; compile it once up front so
  // no test's timing depends on how long Vite takes to transform it.
  await import("./search-suggestions");
});

beforeEach(() => {
  const run = openSiteSearch(
    createSearchIndexData(
      buildSearchDocuments(content, content.cityResultText),
      searchAliases,
      content.interface.searchStopWords,
    ),
  );
  vi.mocked(loadSiteSearch).mockResolvedValue(run);
  // jsdom has no popover API and no layout; the browser tests cover the real opening, closing,
  // scrolling and the loading of the search code only when the box is first opened.
  HTMLElement.prototype.hidePopover = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
});

it("toggles a search box that submits to the search page without JavaScript", async () => {
  renderToggle();
  const button = await screen.findByRole("button", { name: "Search" });
  // A combobox once its effect has run.
  const box = await screen.findByRole("combobox", { name: /Search services/, hidden: true });
  const panel = box.closest("[popover]");
  expect(panel).not.toBeNull();
  // A popovertarget button without an action toggles: the same icon opens and closes the box.
  expect(button).toHaveAttribute("popovertarget", panel?.id);
  expect(button).not.toHaveAttribute("popovertargetaction");
  const form = box.closest("form");
  expect(form).toHaveAttribute("action", paths.search);
  expect(form).toHaveAttribute("method", "get");
  expect(box).toHaveAttribute("name", "q");
  expect(box).toHaveAttribute("type", "search");
});

it("hydrates the pre-rendered box unchanged, and loads the list only when the box is first used", async () => {
  // The root route's data as the pre-rendered page carries it, so nothing waits for a loader.
  const page = () =>
    createMemoryRouter([{ id: "root", path: "/", Component: Toggle }], {
      hydrationData: { loaderData: { root: layout } },
    });
  const html = renderToString(<RouterProvider router={page()} />);
  // Pre-rendered: a plain search field in a GET form, no combobox and no list.
  expect(html).toContain('type="search"');
  expect(html).not.toContain("combobox");
  expect(html).not.toContain("listbox");
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  onTestFinished(() => container.remove());
  // A hydration mismatch would be logged with console.error, which fails the test.
  const root = await act(async () => hydrateRoot(container, <RouterProvider router={page()} />));
  onTestFinished(() => act(() => root.unmount()));
  const box = screen.getByRole("combobox", { hidden: true });
  expect(box).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("listbox", { hidden: true })).toBeNull();
  expect(loadSiteSearch).not.toHaveBeenCalled();

  await userEvent.setup().click(box);
  // The empty list is hidden, and a hidden element has no accessible name to query by.
  const listbox = await screen.findByRole("listbox", { hidden: true });
  expect(listbox).toHaveAttribute("id", box.getAttribute("aria-controls"));
  expect(listbox).toHaveAttribute("aria-label", "Search results");
  expect(loadSiteSearch).toHaveBeenCalled();
});

it("keeps what was typed before hydration and lists results for it once hydrated", async () => {
  const page = () =>
    createMemoryRouter([{ id: "root", path: "/", Component: Toggle }], {
      hydrationData: { loaderData: { root: layout } },
    });
  const container = document.createElement("div");
  container.innerHTML = renderToString(<RouterProvider router={page()} />);
  document.body.append(container);
  onTestFinished(() => container.remove());
  // Typed into the plain search field while the page's JavaScript was still on its way.
  const field = screen.getByRole("searchbox", { hidden: true });
  field.focus();
  await userEvent.setup().type(field, "godown");

  const root = await act(async () => hydrateRoot(container, <RouterProvider router={page()} />));
  onTestFinished(() => act(() => root.unmount()));
  const box = screen.getByRole("combobox", { hidden: true });
  expect(box).toHaveValue("godown");
  expect(await screen.findAllByRole("option", { name: /Warehousing/, hidden: true })).not.toEqual([]);
  expect(box).toHaveAttribute("aria-expanded", "true");
  expect(loadSiteSearch).toHaveBeenCalled();

  // From here React hears the typing: the list follows the text.
  await userEvent.setup().clear(box);
  await userEvent.setup().type(box, "baroda");
  expect(await screen.findByRole("option", { name: /Vadodara/, hidden: true })).toBeInTheDocument();
});

it("lists results as you type and wires them to the combobox", async () => {
  const user = userEvent.setup();
  renderToggle();
  const box = await screen.findByRole("combobox", { hidden: true });
  expect(box).toHaveAttribute("aria-expanded", "false");
  await user.type(box, "baroda");
  const listbox = screen.getByRole("listbox", { name: "Search results", hidden: true });
  expect(box).toHaveAttribute("aria-controls", listbox.id);
  const option = await within(listbox).findByRole("option", { name: /Vadodara/, hidden: true });
  // Another spelling of a served city finds its page.
  const vadodara = content.servedCities.find((city) => city.name === "Vadodara");
  expect(option).toHaveAttribute("href", cityPagePath(vadodara?.slug ?? ""));
  expect(box).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("1 result");
  expect(box).not.toHaveAttribute("aria-activedescendant");

  await user.keyboard("{ArrowDown}");
  expect(box).toHaveAttribute("aria-activedescendant", option.id);
  expect(option).toHaveAttribute("aria-selected", "true");
});

it("opens the chosen result with Enter and closes the box", async () => {
  const user = userEvent.setup();
  renderToggle();
  const box = await screen.findByRole("combobox", { hidden: true });
  await user.type(box, "godown");
  const options = await screen.findAllByRole("option", { hidden: true });
  expect(options.length).toBeGreaterThan(2);
  await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}");
  expect(options[1]).toHaveAttribute("aria-selected", "true");
  await user.keyboard("{Enter}");
  expect(await screen.findByText(`Now at ${options[1]?.getAttribute("href")}`)).toBeInTheDocument();
  expect(HTMLElement.prototype.hidePopover).toHaveBeenCalled();
});

it("opens the first result when Enter is pressed without choosing", async () => {
  const user = userEvent.setup();
  renderToggle();
  const box = await screen.findByRole("combobox", { hidden: true });
  await user.type(box, "wharehouse");
  await screen.findAllByRole("option", { hidden: true });
  await user.keyboard("{Enter}");
  expect(await screen.findByText(`Now at ${paths.service("warehousing")}`)).toBeInTheDocument();
});

it("offers the phone number when nothing matches, and Enter goes to the search page", async () => {
  const user = userEvent.setup();
  renderToggle();
  const box = await screen.findByRole("combobox", { hidden: true });
  await user.type(box, "xylophone");
  expect(await screen.findByText(/Nothing found for “xylophone”/)).toBeInTheDocument();
  expect(screen.getByRole("status", { hidden: true })).toHaveTextContent("No results");
  const phone = layout.company.phones[0]?.number ?? "";
  expect(screen.getByRole("link", { name: phone, hidden: true })).toHaveAttribute(
    "href",
    `tel:${phone.replace(/\s/g, "")}`,
  );
  expect(box).toHaveAttribute("aria-expanded", "false");
  await user.keyboard("{Enter}");
  expect(await screen.findByText(`Now at ${paths.search}?q=xylophone`)).toBeInTheDocument();
});

it("closes on Escape and gives focus back to the search icon", async () => {
  const user = userEvent.setup();
  renderToggle();
  const box = await screen.findByRole("combobox", { hidden: true });
  await user.type(box, "pune");
  await user.keyboard("{Escape}");
  expect(HTMLElement.prototype.hidePopover).toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
});

it("says when the search cannot load, and Enter goes to the search page", async () => {
  vi.mocked(loadSiteSearch).mockRejectedValue(new Error("offline"));
  const user = userEvent.setup();
  renderToggle();
  const box = await screen.findByRole("combobox", { hidden: true });
  await user.type(box, "pune");
  expect(await screen.findByText(/The search could not load/)).toBeInTheDocument();
  const phone = layout.company.phones[0]?.number ?? "";
  expect(screen.getByRole("link", { name: phone, hidden: true })).toBeInTheDocument();
  expect(box).toHaveAttribute("aria-expanded", "false");
  await user.keyboard("{Enter}");
  expect(await screen.findByText(`Now at ${paths.search}?q=pune`)).toBeInTheDocument();
});

it("starts choosing again when the text changes", async () => {
  const user = userEvent.setup();
  renderToggle();
  const box = await screen.findByRole("combobox", { hidden: true });
  await user.type(box, "godown");
  await screen.findAllByRole("option", { hidden: true });
  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(box).toHaveAttribute("aria-activedescendant");
  await user.type(box, "s");
  expect(box).not.toHaveAttribute("aria-activedescendant");
  expect(screen.queryAllByRole("option", { selected: true, hidden: true })).toEqual([]);
});
