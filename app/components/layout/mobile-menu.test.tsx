import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import { content } from "../../content/content.server";
import { MobileMenu } from "./mobile-menu";

const items = [
  { label: "Home", href: "/", inBar: true },
  { label: "Services", href: "/services", inBar: true },
  { label: "Gallery", href: "/gallery" },
];

function MenuPage() {
  return (
    <MobileMenu
      items={items}
      phone={{ href: "tel:+919000000001", label: "+91 90000 00001" }}
      words={content.interface.header.menu}
    />
  );
}

function ServicesPage() {
  return <p>Services page</p>;
}

function renderMenu() {
  const Stub = createRoutesStub([
    { path: "/", Component: MenuPage },
    { path: "/services", Component: ServicesPage },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

it("wires the hamburger and the close button to the menu popover", async () => {
  renderMenu();
  // jsdom applies no style sheet, so the button's name holds both its phone and its wide-screen words.
  const hamburger = await screen.findByRole("button", { name: /^Open menu/ });
  const menu = document.getElementById(hamburger.getAttribute("popovertarget") ?? "");
  expect(menu).toHaveAttribute("popover", "auto");
  expect(menu).toHaveAttribute("aria-label", "Main menu");
  const close = within(menu as HTMLElement).getByRole("button", { name: "Close menu", hidden: true });
  expect(close).toHaveAttribute("popovertarget", menu?.id);
  expect(close).toHaveAttribute("popovertargetaction", "hide");
});

it("closes the menu when a link is chosen", async () => {
  // jsdom has no popover API; the browser tests cover the real opening and closing.
  const hidePopover = vi.fn();
  HTMLElement.prototype.hidePopover = hidePopover;
  renderMenu();
  await userEvent.click(await screen.findByRole("link", { name: "Services", hidden: true }));
  expect(hidePopover).toHaveBeenCalledTimes(1);
  expect(await screen.findByText("Services page")).toBeInTheDocument();
});

it("marks the current page", async () => {
  renderMenu();
  expect(await screen.findByRole("link", { name: "Home", hidden: true })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("link", { name: "Services", hidden: true })).not.toHaveAttribute("aria-current");
});

it("lists the bar's pages and then the others", async () => {
  renderMenu();
  // A closed popover has no accessible name to find it by; the button names it.
  const hamburger = await screen.findByRole("button", { name: /^Open menu/ });
  const menu = document.getElementById(hamburger.getAttribute("popovertarget") ?? "") as HTMLElement;
  expect(
    within(menu)
      .getAllByRole("link", { hidden: true })
      .filter((link) => link.getAttribute("href")?.startsWith("/"))
      .map((link) => link.getAttribute("href")),
  ).toEqual(["/", "/services", "/gallery"]);
});

it("is laid out, unseen, once the page has been touched or is idle, not before", async () => {
  // Pre-rendered (and so without JavaScript) the closed menu is not rendered at all.
  const html = renderToString(
    <MemoryRouter>
      <MenuPage />
    </MemoryRouter>,
  );
  expect(html).toContain('id="mobile-menu"');
  expect(html).not.toContain("data-laid-out");
  renderMenu();
  const hamburger = await screen.findByRole("button", { name: /^Open menu/ });
  const menu = document.getElementById(hamburger.getAttribute("popovertarget") ?? "") as HTMLElement;
  fireEvent.pointerDown(document.body);
  await waitFor(() => expect(menu).toHaveAttribute("data-laid-out"));
});
