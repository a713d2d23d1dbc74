import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { content } from "../../content/content.server";
import { cityStripLinks } from "../cities/city-page-data";
import { CityStrip } from "./city-strip";

const { homeSections } = content;
const words = content.interface.home.cityStrip;
const cities = cityStripLinks(content);
const names = cities.map((city) => city.name);

it("gives screen readers the list of cities once, and the moving copy to the eye only", () => {
  const { container } = render(<CityStrip headingWords={homeSections.cities} words={words} cities={cities} />);
  const list = screen.getByRole("list", { name: words.listLabel });
  expect(
    within(list)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(names);
  expect(screen.getAllByRole("list")).toHaveLength(1);
  const copy = container.querySelector('ul[aria-hidden="true"]');
  expect(copy?.querySelectorAll("li")).toHaveLength(cities.length);
  expect(copy?.querySelector("a, button, input, [tabindex]")).toBeNull();
});

it("has a control that stops the strip, which works without JavaScript (a checkbox read by CSS)", () => {
  render(<CityStrip headingWords={homeSections.cities} words={words} cities={cities} />);
  const hold = screen.getByRole("checkbox", { name: words.holdLabel });
  expect(hold).toHaveClass("city-strip__hold");
  expect(hold).not.toBeChecked();
});

it("links each name to its page once, in the list screen readers and the keyboard reach", () => {
  const links = [
    { name: "Pune", href: "/cities/pune/" },
    { name: "All South BR", href: "/cities/" },
  ];
  const { container } = render(<CityStrip headingWords={homeSections.cities} words={words} cities={links} />);
  const list = screen.getByRole("list", { name: words.listLabel });
  expect(within(list).getByRole("link", { name: "Pune" })).toHaveAttribute("href", "/cities/pune/");
  expect(within(list).getByRole("link", { name: "All South BR" })).toHaveAttribute("href", "/cities/");
  expect(screen.getAllByRole("link")).toHaveLength(links.length);
  const copy = container.querySelector('ul[aria-hidden="true"]');
  expect(copy?.textContent).toBe("PuneAll South BR");
  expect(copy?.querySelector("a, button, input, [tabindex]")).toBeNull();
});
