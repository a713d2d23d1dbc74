import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, MemoryRouter, Outlet, UNSAFE_FrameworkContext } from "react-router";
import { expect, it } from "vitest";
import { CurrentPageLink } from "./current-page-link";

function Navigation() {
  return (
    <nav>
      <CurrentPageLink to="/" className="link">
        Home
      </CurrentPageLink>
      <CurrentPageLink to="/gallery/" className="link">
        Gallery
      </CurrentPageLink>
    </nav>
  );
}

function Layout() {
  return (
    <>
      <Navigation />
      <Outlet />
    </>
  );
}

function GalleryPage() {
  return <p>Gallery page</p>;
}

/** What the pre-rendering writes, with React Router rendering the SPA fallback (404.html) or not. */
function prerender(renderingFallback: boolean) {
  return renderToStaticMarkup(
    // Only the flag this component reads; the rest of the framework context plays no part here.
    <UNSAFE_FrameworkContext.Provider value={{ isSpaMode: renderingFallback } as never}>
      <MemoryRouter initialEntries={["/"]}>
        <Navigation />
      </MemoryRouter>
    </UNSAFE_FrameworkContext.Provider>,
  );
}

it("marks the link to the page being shown as the current page", async () => {
  const Stub = createRoutesStub([
    { id: "root", path: "/", Component: Layout, children: [{ path: "gallery", Component: GalleryPage }] },
  ]);
  render(<Stub initialEntries={["/gallery/"]} />);
  expect(await screen.findByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
});

it("marks no link in the pre-rendered SPA fallback, which is rendered at / for every unknown address", () => {
  expect(prerender(false)).toContain('aria-current="page"');
  expect(prerender(true)).not.toContain("aria-current");
});
