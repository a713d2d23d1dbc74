// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { linkedTotals } from "../../lib/estimate-landing";
import { data } from "../../lib/estimate-test-data";
import { landingFor, showLinkedEstimate, takeLandedChoices, totalAttribute } from "./estimate-landing";

const landing = linkedTotals(data);

describe("landingFor", () => {
  it("shows a city page's link, with or without a home size, from the totals worked out in advance", () => {
    expect(landingFor("?from=hyderabad&to=pune", landing)).toEqual({
      from: "hyderabad",
      to: "pune",
      home: "2bhk",
      total: landing.totals.pune?.["2bhk"],
    });
    expect(landingFor("?from=hyderabad&to=pune&home=3bhk", landing)).toMatchObject({
      home: "3bhk",
      total: landing.totals.pune?.["3bhk"],
    });
  });

  it("waits for the calculator for any link it has no total for", () => {
    for (const search of [
      "?from=hyderabad&to=pune&home=2bhk&items=double-bed_1",
      "?from=hyderabad&to=pune&value=300000",
      "?from=pune&to=hyderabad",
      "?from=hyderabad&to=atlantis",
      "?from=hyderabad&to=pune&home=castle",
      "?from=hyderabad&to=pune&to=pune",
      "?from=hyderabad&to=hyderabad&km=12",
      "?from=Hyderabad&to=Pune",
      "?to=pune",
    ]) {
      expect(landingFor(search, landing), search).toBe("wait");
    }
  });
});

/** A pre-rendered calculator as far as the landing reads it: the route's fields and the two totals. */
function prerenderedCalculator(): HTMLElement {
  const root = document.createElement("div");
  const cities = data.cities.map((city) => `<option value="${city.slug}">${city.name}</option>`).join("");
  const homes = data.homeSizes
    .map((home) => `<input type="radio" name="home" value="${home.id}"${home.id === "2bhk" ? " checked" : ""}>`)
    .join("");
  root.innerHTML = `<div><form><select name="from">${cities}</select><select name="to">${cities}</select>${homes}
    <a ${totalAttribute}>₹7,300 – ₹9,000</a></form><output ${totalAttribute}>₹7,300 – ₹9,000</output></div>`;
  return root;
}

describe("showLinkedEstimate", () => {
  it("writes a link's route, home size and total into the waiting calculator, and keeps its choices for the calculator", () => {
    const root = prerenderedCalculator();
    showLinkedEstimate(root, "?from=hyderabad&to=pune&home=3bhk", landing);
    const form = root.querySelector("form") as HTMLFormElement;
    expect((form.elements.namedItem("to") as HTMLSelectElement).value).toBe("pune");
    expect((form.elements.namedItem("home") as RadioNodeList).value).toBe("3bhk");
    for (const total of root.querySelectorAll(`[${totalAttribute}]`)) {
      expect(total.textContent).toBe(landing.totals.pune?.["3bhk"]);
    }
    expect(root.dataset.landing).toBe("shown");
    expect(takeLandedChoices()).toEqual({ from: "hyderabad", to: "pune", home: "3bhk" });
    // Once: a later visit to the page starts from its own pre-rendered form.
    expect(takeLandedChoices()).toBeUndefined();
  });

  it("leaves a link it has no total for to the calculator, hiding what was pre-rendered", () => {
    const root = prerenderedCalculator();
    showLinkedEstimate(root, "?from=hyderabad&to=pune&items=double-bed_1", landing);
    expect(root.dataset.landing).toBe("wait");
    expect(root.querySelector("output")?.textContent).toBe("₹7,300 – ₹9,000");
    expect(takeLandedChoices()).toBeUndefined();
  });
});
