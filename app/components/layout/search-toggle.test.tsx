import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { beforeEach, expect, it, vi } from "vitest";
import { content } from "../../content/content.server";
import { selectLayoutContent } from "../../content/layout-content";
import { cityResultText, searchAliases } from "../../content/search-aliases";
import { paths } from "../../lib/paths";
import { buildSearchDocuments } from "../../lib/search-documents";
import { createSearchIndexData, openSiteSearch } from "../../lib/site-search";
import { loadSiteSearch } from "../search/load-site-search";
import { SearchToggle } from "./search-toggle";

// The real search over the real content, without a server to fetch the index from.
vi.mock("../search/load-site-search", () => ({ loadSiteSearch: vi.fn() }));

const layout = selectLayoutContent(content);

function Where() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

function Header() {
  return (
    <>
      <SearchToggle />
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

beforeEach(() => {
  const run = openSiteSearch(createSearchIndexData(buildSearchDocuments(content, cityResultText), searchAliases));
  vi.mocked(loadSiteSearch).mockResolvedValue(run);
  // jsdom has no popover API and no layout; the browser tests cover the real opening, closing,
  // scrolling and the loading of the search code only when the box is first opened.
  HTMLElement.prototype.hidePopover = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
});

it("toggles a search box that submits to the search page without JavaScript", async () => {
  renderToggle();
  const button = await screen.findByRole("button", { name: "Search" });
  const box = screen.getByRole("combobox", { name: /Search services/, hidden: true });
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

it("lists results as you type and wires them to the combobox", async () => {
  const user = userEvent.setup();
  renderToggle();
  const box = await screen.findByRole("combobox", { hidden: true });
  expect(box).toHaveAttribute("aria-expanded", "false");
  await user.type(box, "vadodara");
  const listbox = screen.getByRole("listbox", { name: "Search results", hidden: true });
  expect(box).toHaveAttribute("aria-controls", listbox.id);
  const option = await within(listbox).findByRole("option", { name: /Baroda/, hidden: true });
  expect(option).toHaveAttribute("href", expect.stringMatching(/^\/#/));
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
