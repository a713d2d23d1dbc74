import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { content } from "../../content/content.server";
import { filePaths } from "../../lib/file-paths";
import { languageLinks, selectLayoutContent } from "../../lib/layout-data";
import { pagePath, paths, type RoutedPageKey } from "../../lib/paths";
import { SiteHeader } from "./site-header";

const { company, mainNavigation, menuNavigation, words } = selectLayoutContent(content);

function Header() {
  return (
    <SiteHeader
      company={company}
      mainNavigation={mainNavigation}
      menuNavigation={menuNavigation}
      languageLinks={languageLinks(paths.about, "en")}
      brochureHref={filePaths.brochure("en")}
      words={words.header}
    />
  );
}

/** The header as the root layout renders it, on the page at `path`. */
async function renderHeader(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: Header }]);
  render(<Stub initialEntries={[path]} />);
  return screen.findByRole("banner");
}

const dialled = (number: string) => `tel:${number.replace(/[^+\d]/g, "")}`;

it("gives the number the call buttons use, and the first e-mail address", async () => {
  const header = await renderHeader(paths.about);
  expect(within(header).getByRole("link", { name: company.mainPhone.number })).toHaveAttribute(
    "href",
    dialled(company.mainPhone.number),
  );
  const [email] = company.emails;
  expect(within(header).getByRole("link", { name: email?.address })).toHaveAttribute(
    "href",
    `mailto:${email?.address}`,
  );
});

it("shows the Udyam and GST registration numbers, their abbreviations explained", async () => {
  const header = await renderHeader(paths.home);
  expect(within(header).getByText(company.udyamNumber)).toBeInTheDocument();
  expect(within(header).getByText(company.gstin)).toBeInTheDocument();
  expect(within(header).getByTitle(words.header.udyamTitle)).toHaveTextContent(words.header.udyam);
  expect(within(header).getByTitle(words.header.gstinTitle)).toHaveTextContent(words.header.gstin);
});

it("offers the brochure as a download", async () => {
  const header = await renderHeader(paths.home);
  const brochure = within(header).getByRole("link", { name: words.header.brochure });
  expect(brochure).toHaveAttribute("href", filePaths.brochure("en"));
  expect(brochure).toHaveAttribute("download");
});

it("links every page of the main navigation, marking the current one, in the bar and in the menu", async () => {
  const header = await renderHeader(paths.about);
  const bar = within(header).getByRole("navigation", { name: words.header.navigationLabel });
  // The menu is a closed popover until the hamburger opens it (the browser tests open it), and a
  // hidden element has no accessible name to find it by.
  const menu = within(header)
    .getAllByRole("navigation", { hidden: true })
    .find((navigation) => navigation.getAttribute("aria-label") === "Main menu");
  if (!menu) throw new Error("no Main menu in the header");
  for (const [navigation, items] of [
    [bar, mainNavigation],
    [
      menu,
      [
        ...mainNavigation,
        ...content.moreNavigation.map((item) => ({ label: item.label, href: pagePath(item.page as RoutedPageKey) })),
      ],
    ],
  ] as const) {
    const links = within(navigation).getAllByRole("link", { hidden: true });
    const pages = links.filter((link) => link.getAttribute("href")?.startsWith("/"));
    expect(pages.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      items.map((item) => [item.label, item.href]),
    );
    const current = pages.filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.getAttribute("href"))).toEqual([paths.about]);
  }
});

it("has the search button and the menu button, each wired to its popover", async () => {
  const header = await renderHeader(paths.home);
  // The search box's code loads once the page is idle (when-idle.ts).
  const search = await within(header).findByRole("button", { name: "Search" }, { timeout: 5000 });
  expect(document.getElementById(search.getAttribute("popovertarget") ?? "")).toContainElement(
    within(header).getByLabelText("Search services, cities and questions"),
  );
  // jsdom applies no style sheet, so the button's name holds both its phone and its wide-screen words.
  const hamburger = within(header).getByRole("button", { name: /^Open menu/ });
  expect(document.getElementById(hamburger.getAttribute("popovertarget") ?? "")).toHaveAttribute(
    "aria-label",
    "Main menu",
  );
});
