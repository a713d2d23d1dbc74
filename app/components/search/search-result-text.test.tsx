import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { interfaceCopy } from "../../content/interface";
import { resultCountText, SearchResultText } from "./search-result-text";

const { kinds, count } = interfaceCopy.searchResults;

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
