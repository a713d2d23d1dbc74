import { act, fireEvent, render, screen } from "@testing-library/react";
import { startTransition } from "react";
import { describe, expect, it } from "vitest";
import { estimateContent } from "../../content/content.server";
import { presetInventory } from "../../lib/estimate";
import { fillPlaceholders } from "../../lib/fill-placeholders";
import { InventoryFieldset } from "./inventory-fieldset";

const { catalogue, words } = estimateContent;

function inventory(quantities: Readonly<Record<string, number>>) {
  return (
    <InventoryFieldset
      id={(name) => `estimate-${name}`}
      words={words.inventory}
      categories={catalogue.categories}
      items={catalogue.items}
      quantities={quantities}
      onStep={() => {}}
      locale="en-IN"
    />
  );
}

describe("a category's list", () => {
  it("is drawn with the quantities of the render that draws it, not those it was asked for in", () => {
    const twoBhk = presetInventory("2bhk", catalogue.homeSizes);
    const fourBhk = presetInventory("4bhk", catalogue.homeSizes);
    // The case this guards: the two home sizes differ in their beds.
    expect(fourBhk["double-bed"]).not.toBe(twoBhk["double-bed"]);
    const bed = catalogue.items.find((item) => item.id === "double-bed");
    const bedroom = catalogue.categories.find((category) => category.id === bed?.category);
    if (!bed || !bedroom) throw new Error("the catalogue has no double bed in a category");

    const { rerender } = render(inventory(twoBhk));
    // As on a landing: the list is asked for as the calculator hydrates with the pre-rendered
    // estimate, and the link's estimate comes in the same transition.
    act(() => {
      fireEvent.click(screen.getByText(bedroom.name, { exact: true }));
      startTransition(() => rerender(inventory(fourBhk)));
    });
    expect(
      screen.getByRole("spinbutton", { name: fillPlaceholders(words.inventory.quantity, { item: bed.name }) }),
    ).toHaveValue(fourBhk["double-bed"]);
  });
});
