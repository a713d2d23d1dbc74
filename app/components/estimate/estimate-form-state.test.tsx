import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { estimateContent } from "../../content/content.server";
import type { EstimateData, EstimateInput } from "../../lib/estimate";
import { defaultEstimateInput, parseEstimateQuery } from "../../lib/estimate-query";
import { EstimateForm } from "./estimate-form";
import { adoptEarlyChoices, readEstimateForm, typedCount, writeEstimateForm } from "./estimate-form-state";

const { rates, catalogue, cities, words } = estimateContent;
const data: EstimateData = { rates, items: catalogue.items, homeSizes: catalogue.homeSizes, cities };
const prerendered = defaultEstimateInput(data);

function renderForm(): HTMLFormElement {
  const formRef = createRef<HTMLFormElement>();
  render(
    <EstimateForm
      formRef={formRef}
      idPrefix="test"
      page={{ data, categories: catalogue.categories, words, locale: "en-IN" }}
      initial={prerendered}
      input={prerendered}
      onChange={() => {}}
      onStep={() => {}}
    />,
  );
  if (!formRef.current) throw new Error("the form did not render");
  return formRef.current;
}

const linked = (query: string): EstimateInput => parseEstimateQuery(query, data).input;

describe("the estimate form's state", () => {
  it("reads back exactly what was pre-rendered", () => {
    expect(readEstimateForm(renderForm(), data, prerendered)).toEqual(prerendered);
  });

  it("reads back what is written into it, for every input a link can carry", () => {
    const form = renderForm();
    for (const category of catalogue.categories) fireEvent.click(screen.getByText(category.name));
    const input = linked(
      "from=pune&to=pune&km=12.5&home=1bhk&items=double-bed_2.carton-medium_9&cars=1&bikes=2&fromfloor=3&fromlift=yes&tofloor=7&packing=premium&value=250000&storage=30&date=2026-03-14",
    );
    writeEstimateForm(form, input, data);
    expect(readEstimateForm(form, data, prerendered)).toEqual(input);
  });

  it("keeps the quantities of the categories whose lists are not drawn yet, and reads the drawn ones", () => {
    const form = renderForm();
    const previous = linked("from=hyderabad&to=pune&home=1bhk&items=double-bed_2.carton-medium_9");
    expect(form.querySelector("input[name^='item-']")).toBeNull();
    expect(readEstimateForm(form, data, previous).items).toEqual(previous.items);

    const bed = catalogue.items.find((item) => item.id === "double-bed");
    const category = catalogue.categories.find((candidate) => candidate.id === bed?.category);
    fireEvent.click(screen.getByText(category?.name ?? ""));
    // Drawn with the quantities of the state it was opened in (here the pre-rendered 2 BHK's).
    const read = readEstimateForm(form, data, previous).items;
    expect(read["double-bed"]).toBe(prerendered.items["double-bed"]);
    expect(read["carton-medium"]).toBe(9);
  });

  it("counts typed quantities as whole numbers within bounds", () => {
    expect(typedCount("1,50,000", 20_000_000)).toBe(150000);
    expect(typedCount("-3", 99)).toBe(0);
    expect(typedCount("2.7", 99)).toBe(2);
    expect(typedCount("abc", 99)).toBe(0);
    expect(typedCount("500", 99)).toBe(99);
  });
});

describe("adoptEarlyChoices", () => {
  it("keeps what the visitor changed before hydration and takes the rest from the link", () => {
    const early = { ...prerendered, to: "pune" };
    const fromLink = linked("from=hyderabad&to=kolkata&home=1bhk&packing=premium");
    const adopted = adoptEarlyChoices(prerendered, early, fromLink, data);
    expect(adopted.to).toBe("pune");
    expect(adopted.packing).toBe("premium");
    expect(adopted.homeSize).toBe("1bhk");
    expect(adopted.items).toEqual(fromLink.items);
  });

  it("brings a home size's list when the size was chosen early and the list left alone", () => {
    const early = { ...prerendered, homeSize: "3bhk" };
    const adopted = adoptEarlyChoices(prerendered, early, linked("home=1bhk"), data);
    expect(adopted.homeSize).toBe("3bhk");
    expect(adopted.items).toEqual(catalogue.homeSizes.find((home) => home.id === "3bhk")?.items);
  });

  it("keeps a list changed early, whatever the link says", () => {
    const early = { ...prerendered, items: { ...prerendered.items, "king-bed": 1 } };
    const adopted = adoptEarlyChoices(prerendered, early, linked("home=1bhk"), data);
    expect(adopted.items).toEqual(early.items);
  });

  it("is the link's input when nothing was changed early", () => {
    const fromLink = linked("from=hyderabad&to=pune&home=2bhk&fromfloor=2");
    expect(adoptEarlyChoices(prerendered, prerendered, fromLink, data)).toEqual(fromLink);
  });
});
