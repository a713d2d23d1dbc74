import { readFileSync } from "node:fs";
import { join } from "node:path";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { check, LinkState } from "linkinator";
import { company } from "../../app/content/company";
import { expect, test } from "./fixtures";
import { allRoutes } from "./routes";

const pagesAsServed = [...allRoutes, "/no-such-page/"];

// The crawl and the markup checks read what the server sends; the screen width makes no difference.
test.skip(({ isMobile }) => isMobile, "the served files are the same at every width");

test("the pre-rendered HTML validates (html-validate, .htmlvalidate.json)", async ({ request }) => {
  const config = JSON.parse(readFileSync(join(import.meta.dirname, "../../.htmlvalidate.json"), "utf8"));
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const problems: string[] = [];
  for (const route of pagesAsServed) {
    const html = await (await request.get(route)).text();
    const report = await validator.validateString(html, `${route}index.html`);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${route} ${message.ruleId}: ${message.message} (at ${message.selector ?? message.line})`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("every external link opens without handing the site's window or address to the other side", async ({
  request,
}) => {
  const ownOrigin = new URL(company.siteUrl).origin;
  const careless: string[] = [];
  let externalLinks = 0;
  for (const route of pagesAsServed) {
    const html = await (await request.get(route)).text();
    for (const [anchor] of html.matchAll(/<a\b[^>]*>/gi)) {
      const href = /\shref="([^"]*)"/i.exec(anchor)?.[1] ?? "";
      const external = /^https?:\/\//i.test(href) && new URL(href).origin !== ownOrigin;
      const newWindow = /\starget="_blank"/i.test(anchor);
      if (!external && !newWindow) continue;
      externalLinks++;
      const rel = (/\srel="([^"]*)"/i.exec(anchor)?.[1] ?? "").split(/\s+/);
      if (!rel.includes("noopener") || !rel.includes("noreferrer")) careless.push(`${route}: ${anchor}`);
    }
  }
  expect(externalLinks, "the pages link out (WhatsApp, social profiles, translation)").toBeGreaterThan(0);
  expect(careless).toEqual([]);
});

test("a crawl of the served site finds no broken internal link, picture or PDF", async ({ baseURL }) => {
  test.setTimeout(180_000);
  const result = await check({
    // /thank-you/ and /search/ are reached by forms, not links, so every page is a starting point.
    path: allRoutes.map((route) => `${baseURL}${route}`),
    recurse: true,
    concurrency: 4,
    // Only this site: the browser tests run without the outside network.
    linksToSkip: async (link) => !link.startsWith(`${baseURL}/`),
  });
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  const broken = new Map<string, string>();
  for (const link of checked) {
    if (link.state === LinkState.BROKEN && !broken.has(link.url)) {
      broken.set(link.url, `${link.url} (${link.status}), linked from ${link.parent} and maybe elsewhere`);
    }
  }
  expect([...broken.values()]).toEqual([]);
  // The crawl really reached the pages, their pictures and the PDFs.
  const urls = checked.map((link) => new URL(link.url).pathname);
  for (const route of allRoutes) expect(urls, route).toContain(route);
  expect(urls.length, "pages, scripts, styles, pictures and documents").toBeGreaterThan(allRoutes.length * 2);
  expect(urls.some((url) => url.endsWith(".pdf"))).toBe(true);
  expect(urls.some((url) => /\.(svg|png|jpe?g|webp|avif)$/.test(url))).toBe(true);
});
