import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, expect, it } from "vitest";
import { content } from "../../content/content.server";
import { resetVisitorCountForTests, visitorCountKey } from "../../lib/visitor-count";
import { VisitorCounter as Counter } from "./visitor-counter";

const words = { visitors: content.interface.footer.visitors, countLabel: content.interface.footer.visitorCountLabel };

function VisitorCounter() {
  return <Counter words={words} />;
}

afterEach(() => resetVisitorCountForTests());

it("shows the incremented count once, even under StrictMode's double effects", async () => {
  render(
    <StrictMode>
      <VisitorCounter />
    </StrictMode>,
  );
  expect(await screen.findByText("8,799")).toBeInTheDocument();
  expect(localStorage.getItem(visitorCountKey)).toBe("8799");
});

it("keeps the number when the footer mounts again after a client navigation", async () => {
  const first = render(<VisitorCounter />);
  expect(await screen.findByText("8,799")).toBeInTheDocument();
  first.unmount();
  render(<VisitorCounter />);
  expect(await screen.findByText("8,799")).toBeInTheDocument();
  expect(localStorage.getItem(visitorCountKey)).toBe("8799");
});
