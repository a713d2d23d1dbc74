import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { content, estimateContent } from "../../content/content.server";
import { countText } from "../../lib/count-text";
import { type EstimateData, estimateMove } from "../../lib/estimate";
import { parseEstimateQuery } from "../../lib/estimate-query";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { pagePath } from "../../lib/paths";
import { formatRupeeRange } from "../../lib/rupees";
import { EstimateCalculator } from "./estimate-calculator";

const { rates, catalogue, cities, words } = estimateContent;
const data: EstimateData = { rates, items: catalogue.items, homeSizes: catalogue.homeSizes, cities };

function totalFor(query: string): string {
  const { total } = estimateMove(parseEstimateQuery(query, data).input, data);
  return formatRupeeRange(total.low, total.high);
}

// Every test opens the calculator at an address of its own; put the address back after each, even
// when one fails, since the files of a worker share one window (isolate: false).
afterEach(() => {
  window.history.replaceState(null, "", "/");
});

/** Opens the calculator at `query` and records every text its polite announcement shows. */
function openCalculator(query: string) {
  window.history.replaceState(null, "", `${pagePath("estimate")}${query}`);
  // The router only gives the result's links their context; the calculator keeps the address itself.
  render(
    <MemoryRouter>
      <EstimateCalculator
        data={data}
        categories={catalogue.categories}
        words={words}
        company={content.company}
        routeLinks={{
          cities: pagePath("cities"),
          cityPages: { pune: "/cities/pune/" },
          verifyUs: pagePath("verifyUs"),
          bookSurvey: pagePath("bookSurvey"),
          contact: pagePath("contact"),
        }}
        locale="en-IN"
        ratesAsOf={fillPlaceholders(words.honesty.ratesAsOf, { date: "1 January 2026" })}
      />
    </MemoryRouter>,
  );
  const announcement = screen.getByRole("status", { name: "" });
  const announced: string[] = [];
  new MutationObserver(() => announced.push(announcement.textContent ?? "")).observe(announcement, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return { announcement, announced };
}

/** The name of the inventory category an item is listed under. */
function categoryOf(itemId: string): string {
  const item = catalogue.items.find((candidate) => candidate.id === itemId);
  const category = catalogue.categories.find((candidate) => candidate.id === item?.category);
  if (!category) throw new Error(`no category for ${itemId}`);
  return category.name;
}

/** Lets timers run for `ms`, then delivers the mutation records the change queued. */
async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe("the estimate's announcement of its total", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits until 1.2 s after the last of several quick changes, then reads the total out once", async () => {
    const { announcement, announced } = openCalculator("?from=hyderabad&to=pune&home=2bhk");
    // A category's steppers are drawn when it is opened.
    fireEvent.click(screen.getByText(categoryOf("double-bed")));
    const addBed = screen.getByRole("button", {
      name: fillPlaceholders(words.inventory.increase, { item: "Double bed" }),
    });

    for (let step = 0; step < 3; step++) {
      fireEvent.click(addBed);
      await wait(800);
      expect(announcement).toHaveTextContent("");
    }
    await wait(399);
    expect(announcement).toHaveTextContent("");
    await wait(1);
    const shown = new URL(window.location.href).search;
    const expected = fillPlaceholders(words.result.announcement, { total: totalFor(shown) });
    expect(announcement).toHaveTextContent(expected);

    await wait(5000);
    expect(announced).toEqual([expected]);
  });

  it("announces nothing when a shared link is read on opening", async () => {
    const query = "?from=hyderabad&to=pune&home=2bhk";
    const { announcement, announced } = openCalculator(query);
    // The link was read: the total is the link's, not the pre-rendered one.
    expect(screen.getByRole("status", { name: words.result.total })).toHaveTextContent(totalFor(query));
    expect(totalFor(query)).not.toBe(totalFor(""));

    await wait(5000);
    expect(announcement).toHaveTextContent("");
    expect(announced).toEqual([]);
  });
});

describe("the total's words about insurance", () => {
  it("match the insurance line: not insured, with the one step to insure, until a value is entered", () => {
    openCalculator("?from=hyderabad&to=pune&home=2bhk");
    // Queries within the result: a role query over the whole form names its 140 stepper buttons
    // each time, which took this test to its time limit on a busy machine.
    const result = within(screen.getByRole("region", { name: words.result.heading }));
    const insuranceRow = () => result.getByRole("row", { name: new RegExp(`^${words.result.lines.insurance}`) });
    expect(screen.getByText(words.result.totalNoteUninsured)).toBeInTheDocument();
    expect(screen.queryByText(words.result.totalNote)).not.toBeInTheDocument();
    expect(insuranceRow()).toHaveTextContent(words.result.insuranceNone);
    expect(insuranceRow()).toHaveTextContent(formatRupeeRange(0, 0));

    const valueField = screen.getByLabelText(words.extras.declaredValue.label);
    const addInsurance = result.getByRole("button", {
      name: fillPlaceholders(words.result.addInsurance, { rate: `${rates.insurance.percent}%` }),
    });
    fireEvent.click(addInsurance);
    expect(valueField).toHaveFocus();

    fireEvent.change(valueField, { target: { value: "200000" } });
    expect(screen.getByText(words.result.totalNote)).toBeInTheDocument();
    expect(screen.queryByText(words.result.totalNoteUninsured)).not.toBeInTheDocument();
    expect(result.queryByRole("button", { name: addInsurance.textContent ?? "" })).not.toBeInTheDocument();
    const premium = (200_000 * rates.insurance.percent) / 100;
    expect(insuranceRow()).toHaveTextContent(formatRupeeRange(premium, premium));
    // The whole calculator in jsdom, queried by role: 5 to 18 s on the shared machine (unit suite runs
    // at load 15 to 35), too close to the 20 s default.
  }, 60_000);
});

it("links an estimate between Hyderabad and a city to that route's page", () => {
  openCalculator("?from=hyderabad&to=pune&home=2bhk");
  expect(
    screen.getByRole("link", { name: fillPlaceholders(words.result.routeLink, { hub: "Hyderabad", city: "Pune" }) }),
  ).toHaveAttribute("href", "/cities/pune/");
});

it("says how many days longer a part load takes", () => {
  openCalculator("?from=hyderabad&to=delhi&home=1rk");
  expect(
    screen.getByText(
      `${words.result.sharedLoad} ${countText(words.result.sharedLoadDays, rates.sharedLoad.extraTransitDays)}`,
    ),
  ).toBeInTheDocument();
});
