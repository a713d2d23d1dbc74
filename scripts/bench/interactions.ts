/**
 * What the benchmark does on a page once it has hydrated, as a visitor on a phone would: each step
 * is one or a few real (trusted) inputs, so Event Timing records them as INP counts them. Steps
 * find their controls by the form's field names and the header's ids, which are the same in every
 * language.
 */
import type { Page } from "playwright-core";

export type Interaction = {
  name: string;
  /** Brings the control into view or opens what holds it: not measured. */
  prepare?: (page: Page) => Promise<void>;
  run: (page: Page) => Promise<void>;
};

/** Changes a closed `<select>` by the keyboard, as a trusted input (Playwright's selectOption is not). */
async function stepSelect(page: Page, selector: string, presses: number): Promise<void> {
  await page.focus(selector);
  for (let press = 0; press < presses; press++) await page.keyboard.press("ArrowDown");
}

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.click(selector);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text, { delay: 60 });
}

const estimate: Interaction[] = [
  {
    name: "choose the destination city",
    prepare: (page) => page.locator('select[name="to"]').scrollIntoViewIfNeeded(),
    run: (page) => stepSelect(page, 'select[name="to"]', 2),
  },
  {
    name: "choose the origin city",
    run: (page) => stepSelect(page, 'select[name="from"]', 1),
  },
  {
    name: "change the home size",
    prepare: (page) => page.locator('input[name="home"] >> nth=3').scrollIntoViewIfNeeded(),
    run: (page) => page.locator('input[name="home"] >> nth=3').click(),
  },
  {
    name: "open a category of items",
    prepare: (page) => page.locator("form details > summary >> nth=0").scrollIntoViewIfNeeded(),
    run: (page) => page.locator("form details > summary >> nth=0").click(),
  },
  {
    name: "add an item",
    run: async (page) => {
      const add = page.locator("form details[open] li button >> nth=1");
      await add.click();
      await add.click();
    },
  },
  {
    name: "type an item's quantity",
    run: (page) => typeInto(page, "form details[open] li input >> nth=0", "12"),
  },
  {
    name: "type the declared value",
    run: (page) => typeInto(page, 'input[name="value"]', "450000"),
  },
];

const enquiry: Interaction[] = [
  { name: "type a name", run: (page) => typeInto(page, 'input[name="name"]', "Lakshmi Rao") },
  {
    name: "choose a service",
    prepare: (page) => page.locator('select[name="service"]').scrollIntoViewIfNeeded(),
    run: (page) => stepSelect(page, 'select[name="service"]', 2),
  },
  {
    name: "type a message",
    run: (page) => typeInto(page, 'textarea[name="message"]', "2 BHK from Kukatpally to Pune"),
  },
];

const search: Interaction[] = [
  { name: "open the search box", run: (page) => page.click('button[popovertarget="site-search"]') },
  { name: "type a search", run: (page) => page.keyboard.type("packing", { delay: 80 }) },
];

const byName: Record<string, Interaction[]> = { estimate, enquiry, search };

/** The named scripts, comma-separated: `estimate`, `enquiry`, `search`. */
export function interactionsFor(names: string): Interaction[] {
  return names.split(",").flatMap((name) => {
    const steps = byName[name.trim()];
    if (!steps) throw new Error(`no interactions named "${name}" (known: ${Object.keys(byName).join(", ")})`);
    return steps;
  });
}
