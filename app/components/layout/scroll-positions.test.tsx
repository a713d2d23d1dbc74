import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ScrollPositions } from "./scroll-positions";

/** One scroll the page made: where to, and the page's scroll-behavior at that moment. */
type Scroll = { to: number | string; behavior: string };

let scrolls: Scroll[] = [];
const jsdomScrollY = Object.getOwnPropertyDescriptor(window, "scrollY");
const behavior = () => document.documentElement.style.scrollBehavior;

/** jsdom lays nothing out and scrolls nowhere: these stand in, keeping scrollY as a browser would. */
function setScrollY(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}

beforeEach(() => {
  scrolls = [];
  setScrollY(0);
  vi.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => {
    scrolls.push({ to: y, behavior: behavior() });
    setScrollY(y);
  }) as typeof window.scrollTo);
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolls.push({ to: `#${this.id}`, behavior: behavior() });
  };
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  if (jsdomScrollY) Object.defineProperty(window, "scrollY", jsdomScrollY);
  document.documentElement.style.scrollBehavior = "";
});

function Shell() {
  return (
    <>
      <Outlet />
      <ScrollPositions />
    </>
  );
}

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <h2 id="prices">Prices</h2>
    </>
  );
}

/** The root layout's arrangement: every page inside a shell that holds ScrollPositions. */
async function openSite() {
  const router = createMemoryRouter([
    {
      Component: Shell,
      children: [
        { path: "/", element: <Page name="Home" /> },
        { path: "/about/", element: <Page name="About" /> },
        { path: "/search/", element: <Page name="Search" /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  await screen.findByRole("heading", { name: "Home" });
  scrolls = [];
  return {
    async go(to: string | number, heading: string) {
      await act(() => router.navigate(to as string));
      expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(heading);
    },
  };
}

it("starts a new page at the top, jumping there rather than gliding", async () => {
  const site = await openSite();
  setScrollY(1500);
  await site.go("/about/", "About");
  expect(scrolls).toEqual([{ to: 0, behavior: "auto" }]);
  // Smooth scrolling (app.css) is back for moves within the page.
  expect(behavior()).toBe("");
});

it("starts at the top for another query on the same path, as for a new search", async () => {
  const site = await openSite();
  await site.go("/search/?q=packing", "Search");
  setScrollY(900);
  await site.go("/search/?q=storage", "Search");
  expect(scrolls.at(-1)).toEqual({ to: 0, behavior: "auto" });
});

it("returns to where the visitor was on Back and Forward, jumping there", async () => {
  const site = await openSite();
  setScrollY(1200);
  await site.go("/about/", "About");
  setScrollY(400);
  await site.go(-1, "Home");
  expect(scrolls.at(-1)).toEqual({ to: 1200, behavior: "auto" });
  await site.go(1, "About");
  expect(scrolls.at(-1)).toEqual({ to: 400, behavior: "auto" });
  expect(behavior()).toBe("");
});

it("goes to a new page's #fragment, and moves to a part of the same page smoothly", async () => {
  const site = await openSite();
  await site.go("/about/#prices", "About");
  expect(scrolls).toEqual([{ to: "#prices", behavior: "auto" }]);
  scrolls = [];
  await site.go("/", "Home");
  await site.go("/#prices", "Home");
  // The scroll-behavior left alone: the page's own smooth scrolling applies.
  expect(scrolls.at(-1)).toEqual({ to: "#prices", behavior: "" });
});
