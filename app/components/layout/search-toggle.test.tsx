import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { paths } from "../../lib/paths";
import { SearchToggle } from "./search-toggle";

it("toggles a search box that submits to the search page without JavaScript", () => {
  render(<SearchToggle />);
  const button = screen.getByRole("button", { name: "Search" });
  const box = screen.getByRole("searchbox", { name: /Search services/, hidden: true });
  const panel = box.closest("[popover]");
  expect(panel).not.toBeNull();
  // A popovertarget button without an action toggles: the same icon opens and closes the box.
  expect(button).toHaveAttribute("popovertarget", panel?.id);
  expect(button).not.toHaveAttribute("popovertargetaction");
  const form = box.closest("form");
  expect(form).toHaveAttribute("action", paths.search);
  expect(form).toHaveAttribute("method", "get");
  expect(box).toHaveAttribute("name", "q");
});
