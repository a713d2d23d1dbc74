import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { Sentence, sentenceText } from "./sentence";

it("fills each slot with its element and keeps the words around it", () => {
  const { container } = render(
    <p>
      <Sentence text="Call us on {phone}: we are happy to help." slots={{ phone: <a href="tel:+91">+91</a> }} />
    </p>,
  );
  expect(container.innerHTML).toBe('<p>Call us on <a href="tel:+91">+91</a>: we are happy to help.</p>');
});

it("fills plain-text slots and leaves unknown ones as written", () => {
  expect(sentenceText("See all {count} services of {company}.", { count: 8, company: "Godavari" })).toBe(
    "See all 8 services of Godavari.",
  );
  expect(sentenceText("Results for {query} and {other}", { query: "pune" })).toBe("Results for pune and {other}");
});
