/**
 * Looks for layout shifts while a page loads and hydrates on the slowed phone: opens each route in
 * a fresh browser (fonts and caches cold, as Lighthouse's runs are), records every `layout-shift`
 * entry from navigation until some seconds after hydration, and prints each shift with the
 * elements that moved (their tag, id or class, and the rectangles before and after).
 *
 *   node scripts/bench/layout-shifts.ts --origin http://localhost:4661 --routes /,/te/cities/vadodara/ \
 *     [--cpu 4.7] [--runs 5] [--wait 3000]
 *
 * A tool for decision records (docs/decisions/049-main-thread-on-the-phone.md), not a test.
 */
import { loadUntilHydrated, phonePage, toolOptions, withBrowser } from "./trace-options.ts";

const options = toolOptions(
  { cpu: "4.7", runs: "5" },
  {
    /** Several pages, comma-separated; `--route` for one. */
    routes: { type: "string" },
    wait: { type: "string", default: "3000" },
  },
);

/** Runs in the page before its own scripts: keeps every shift with a description of its sources. */
const recorder = `
  window.__shifts = [];
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : "(gone)";
    const id = node.id ? "#" + node.id : "";
    const cls = typeof node.className === "string" && node.className ? "." + node.className.trim().split(/\\s+/).slice(0, 4).join(".") : "";
    return node.tagName.toLowerCase() + id + cls;
  };
  const rect = (r) => [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join(",");
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        hydrated: document.documentElement.dataset.hydrated === "true",
        sources: (entry.sources || []).map((s) => describe(s.node) + " " + rect(s.previousRect) + " -> " + rect(s.currentRect)),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

async function main() {
  const routes = (options.routes ?? options.route).split(",").map((route) => route.trim());
  for (const route of routes) {
    let total = 0;
    for (let run = 1; run <= options.runs; run++) {
      // A fresh browser each run: fonts and caches cold, as Lighthouse's runs are.
      await withBrowser(async (browser) => {
        const { page } = await phonePage(browser, { cpu: options.cpu, initScript: recorder, deviceScaleFactor: 1.75 });
        await loadUntilHydrated(page, `${options.origin}${route}`);
        await page.waitForTimeout(Number(options.wait));
        const shifts = (await page.evaluate("window.__shifts")) as Array<{
          at: number;
          value: number;
          hadRecentInput: boolean;
          hydrated: boolean;
          sources: string[];
        }>;
        const sum = shifts.filter((shift) => !shift.hadRecentInput).reduce((a, shift) => a + shift.value, 0);
        total += sum;
        console.log(`${route} run ${run}: CLS ${sum.toFixed(4)}${shifts.length === 0 ? "" : ":"}`);
        for (const shift of shifts) {
          console.log(
            `  at ${shift.at} ms ${shift.hydrated ? "(hydrated)" : "(before hydration)"}: ${shift.value.toFixed(4)}` +
              `${shift.hadRecentInput ? " after input" : ""}`,
          );
          for (const source of shift.sources) console.log(`    ${source}`);
        }
      });
    }
    console.log(`${route}: mean CLS ${(total / options.runs).toFixed(4)} over ${options.runs} runs`);
  }
}

await main();
