/**
 * What the benchmark does on a page once it has hydrated, as a visitor on a phone would: each step
 * is one or a few real (trusted) inputs, so Event Timing records them as INP counts them. Steps
 * find their controls by the form's field names and the header's ids, which are the same in every
 * language.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumPath } from "../chromium-path.ts";

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
    // Scrolling to the form is the visitor's first sign of use: the calculator's code loads then
    // (docs/decisions/023-estimate-main-thread.md), and is running before the first choice.
    prepare: async (page) => {
      await page.locator('select[name="to"]').scrollIntoViewIfNeeded();
      await page.locator("[data-calculator='running']").waitFor({ timeout: 60_000 });
    },
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
  {
    name: "type a name",
    // As on the estimate: scrolling to the form is the first sign of use that loads its code
    // (app/components/forms/until-needed.ts), which is running before the first keystroke.
    prepare: async (page) => {
      await page.mouse.wheel(0, 200);
      await page.locator('input[name="name"]').scrollIntoViewIfNeeded();
      await page.locator("[data-form='running']").waitFor({ timeout: 60_000 });
    },
    run: (page) => typeInto(page, 'input[name="name"]', "Lakshmi Rao"),
  },
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
  {
    name: "open the search box",
    // After the page's other steps the header may be scrolled away; a visitor scrolls back first.
    prepare: (page) => page.locator('button[popovertarget="site-search"]').scrollIntoViewIfNeeded(),
    run: (page) => page.click('button[popovertarget="site-search"]'),
  },
  { name: "type a search", run: (page) => page.keyboard.type("packing", { delay: 80 }) },
];

// The slide-in menu, as a phone shows it (the benchmark's page is phone-sized: the hamburger).
const menu: Interaction[] = [
  {
    name: "open the menu",
    prepare: (page) => page.locator('button[popovertarget="mobile-menu"] >> nth=0').scrollIntoViewIfNeeded(),
    run: (page) => page.click('button[popovertarget="mobile-menu"] >> nth=0'),
  },
  { name: "close the menu", run: (page) => page.click('#mobile-menu button[popovertargetaction="hide"]') },
];

// The home page's questions: one answer opened, then another (which closes the first).
const faq: Interaction[] = [
  {
    name: "open an answer",
    prepare: (page) => page.locator("details[name] > summary >> nth=0").scrollIntoViewIfNeeded(),
    run: (page) => page.click("details[name] > summary >> nth=0"),
  },
  {
    name: "open another answer",
    prepare: (page) => page.locator("details[name] > summary >> nth=1").scrollIntoViewIfNeeded(),
    run: (page) => page.click("details[name] > summary >> nth=1"),
  },
];

// The header's switcher: plain links, so the tap leaves the page. The next page's load is the other
// language's route, which Lighthouse measures; what is measured here is the tap on this page (its
// own handlers, the frame after it), so the benchmark cancels the link's navigation (a listener
// of its own, after the page's) and the page stays to draw the tap.
const language: Interaction[] = [
  {
    name: "choose another language",
    prepare: async (page) => {
      // An open popover (the search box) would be closed by the tap, which is another interaction's work.
      await page.keyboard.press("Escape");
      await page.evaluate(() =>
        window.addEventListener("click", (event) => {
          if (event.target instanceof Element && event.target.closest("a[hreflang]")) event.preventDefault();
        }),
      );
      await page.locator("header a[hreflang] >> nth=0").scrollIntoViewIfNeeded();
    },
    run: (page) => page.click("header a[hreflang] >> nth=0"),
  },
];

const byName: Record<string, Interaction[]> = { estimate, enquiry, search, menu, faq, language };

/** The scripts' names, as `--interactions` takes them. */
export const interactionScripts = Object.keys(byName);

/**
 * The named scripts, comma-separated: `estimate`, `enquiry`, `search`, `menu`, `faq`, `language`.
 */
export function interactionsFor(names: string): Interaction[] {
  return names.split(",").flatMap((name) => {
    const steps = byName[name.trim()];
    if (!steps) throw new Error(`no interactions named "${name}" (known: ${Object.keys(byName).join(", ")})`);
    return steps;
  });
}

/** Records Event Timing entries (every interaction's, from 16 ms) and long tasks from the first byte. */
export const observerScript = `
  window.__longTasks = [];
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__events.push({ name: e.name, id: e.interactionId, start: e.startTime,
      duration: e.duration, input: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart,
      presentation: e.startTime + e.duration - e.processingEnd });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

export type EventEntry = {
  name: string;
  id: number;
  start: number;
  duration: number;
  input: number;
  processing: number;
  presentation: number;
};

/**
 * The interaction's latency as INP counts it: the longest Event Timing entry with an interaction
 * id since `since` (entries under 16 ms are not reported, so 0 means under 16 ms).
 */
export async function interactionLatency(page: Page, since: number) {
  const events = (await page.evaluate("window.__events")) as EventEntry[];
  const mine = events.filter((event) => event.start >= since && event.id > 0);
  const worst = mine.reduce<EventEntry | undefined>((a, b) => (!a || b.duration > a.duration ? b : a), undefined);
  return worst
    ? {
        ms: Math.round(worst.duration),
        event: worst.name,
        input: Math.round(worst.input),
        processing: Math.round(worst.processing),
        presentation: Math.round(worst.presentation),
      }
    : { ms: 0, event: "(none over 16 ms)", input: 0, processing: 0, presentation: 0 };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
}

/** Opens `url` at phone size with the CPU slowed `cpu` times and waits until it has hydrated. */
export async function openPhonePage(browser: Browser, url: string, cpu: number) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(observerScript);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, {
    timeout: 60_000,
  });
  return { context, page, cdp };
}

export type InteractionResult = { route: string; name: string; latencies: number[] };

/**
 * Runs the named interactions on `route` `runs` times, each run in a fresh page, and returns each
 * interaction's latency of every run.
 */
export async function measureInteractions(options: {
  browser: Browser;
  origin: string;
  route: string;
  script: string;
  cpu: number;
  runs: number;
}): Promise<InteractionResult[]> {
  const steps = interactionsFor(options.script);
  const results = steps.map((step) => ({ route: options.route, name: step.name, latencies: [] as number[] }));
  for (let run = 0; run < options.runs; run++) {
    const { context, page } = await openPhonePage(options.browser, `${options.origin}${options.route}`, options.cpu);
    try {
      for (const [index, step] of steps.entries()) {
        if (step.prepare) await step.prepare(page);
        await page.waitForTimeout(300);
        const since = (await page.evaluate("performance.now()")) as number;
        await step.run(page);
        await page.waitForTimeout(600);
        results[index]?.latencies.push((await interactionLatency(page, since)).ms);
      }
    } finally {
      await context.close();
    }
  }
  return results;
}
