import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { content } from "../../content/content.server";
import { resultCountText, SearchResultText } from "./search-result-text";

const { kinds, count } = content.interface.searchResults;

it("counts the results for the live region that announces them", () => {
  expect(resultCountText(0, count)).toBe("No results");
  expect(resultCountText(1, count)).toBe("1 result");
  expect(resultCountText(12, count)).toBe("12 results");
});

it("shows a result's title, what kind of thing it is, and a line of its text", () => {
  render(
    <SearchResultText
      kinds={kinds}
      result={{ id: "city-pune", kind: "city", title: "Pune", href: "/contact/", excerpt: "We move to and from Pune." }}
    />,
  );
  expect(screen.getByText("Pune")).toBeInTheDocument();
  expect(screen.getByText("City we serve")).toBeInTheDocument();
  expect(screen.getByText(/We move to and from Pune\./)).toBeInTheDocument();
});

it("counts in the page's language by its plural forms: Hindi's one is 0 and 1, nothing is none", () => {
  const hindi = { none: "कोई परिणाम नहीं", one: "{count} परिणाम", other: "{count} परिणाम" };
  expect(resultCountText(0, hindi, "hi-IN")).toBe("कोई परिणाम नहीं");
  expect(resultCountText(1, hindi, "hi-IN")).toBe("1 परिणाम");
  const telugu = { none: "ఫలితాలు లేవు", one: "ఒక ఫలితం", other: "{count} ఫలితాలు" };
  expect(resultCountText(1, telugu, "te-IN")).toBe("ఒక ఫలితం");
  expect(resultCountText(12, telugu, "te-IN")).toBe("12 ఫలితాలు");
  expect(resultCountText(123456, telugu, "te-IN")).toBe("1,23,456 ఫలితాలు");
});

it("says the other form where the words leave a form out", () => {
  expect(resultCountText(1, { none: "कुछ नहीं", other: "{count} परिणाम" }, "hi-IN")).toBe("1 परिणाम");
});
