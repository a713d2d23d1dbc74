import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { faq, homeSections, reasons } from "../../content/home";
import { FaqSection } from "./faq-section";
import { ReasonsSection } from "./reasons-section";

it("groups the six reasons and the six questions as two separate one-open groups, all closed", () => {
  const { container } = render(
    <>
      <ReasonsSection copy={homeSections.reasons} reasons={reasons} />
      <FaqSection copy={homeSections.faq} faq={faq} />
    </>,
  );
  const details = [...container.querySelectorAll("details")];
  expect(details).toHaveLength(12);
  const names = new Set(details.map((item) => item.getAttribute("name")));
  expect(names.size).toBe(2);
  for (const name of names) expect(details.filter((item) => item.getAttribute("name") === name)).toHaveLength(6);
  expect(details.some((item) => item.open)).toBe(false);
});

it("puts each answer's full text in the page, for search engines and find-in-page", () => {
  render(<FaqSection copy={homeSections.faq} faq={faq} />);
  for (const item of faq) {
    expect(screen.getByText(item.question)).toBeInTheDocument();
    expect(screen.getByText(item.answer)).toBeInTheDocument();
  }
});
