import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, Outlet, RouterProvider, ScrollRestoration } from "react-router";
import { expect, it, vi } from "vitest";

/** The root layout relies on ScrollRestoration for "every route change scrolls to the top". */
function Shell() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

function HomePage() {
  return <Link to="/about">About</Link>;
}

function AboutPage() {
  return <h1>About page</h1>;
}

it("scrolls to the top on every route change", async () => {
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  const router = createMemoryRouter([
    {
      Component: Shell,
      children: [
        { path: "/", Component: HomePage },
        { path: "/about", Component: AboutPage },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  scrollTo.mockClear();
  await userEvent.click(screen.getByRole("link", { name: "About" }));
  expect(await screen.findByRole("heading", { name: "About page" })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
