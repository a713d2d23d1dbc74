/**
 * What must hold on every page of the site, checked on every route of `allRoutes` (new pages join
 * by being routes) and on the not-found page: as served (status, headers, the page's script
 * policy, head, structured data, valid markup), rendered at phone and desktop widths (landmarks,
 * headings, axe, touch targets, pictures, reflow, no console errors; a template's later pages get
 * axe and touch targets at desktop width), and with JavaScript off.
 * What a page does beyond that is tested in its own spec.
 */

import type { Page } from "@playwright/test";
import { check, LinkState } from "linkinator";
import { content } from "../../app/content/content.server";
import { filePaths } from "../../app/lib/file-paths.ts";
import { sitePages } from "../../app/lib/page-registry";
import { pagePath, paths } from "../../app/lib/paths";
import { axeViolations } from "./axe";
import { expectSecurityHeaders, expectStrictScripts, parsePolicy } from "./expect-headers";
import { expect, nextFrames, test, testOnWorkerPage, waitForHydration } from "./fixtures";
import { allRoutes, oneRoutePerTemplate } from "./routes";
import {
  absolute,
  fetchPage,
  hiddenByMarkup,
  horizontalOverflow,
  htmlValidator,
  local,
  noindexRoutes,
  parsePage,
  pngSize,
  textOf,
} from "./served-page";

const { company, enquiry } = content;

const { services } = content;
const words = content.interface;
const footerGallery = content.footerNavigation.find((item) => item.page === "gallery")?.label ?? "no Gallery";

const notFound = "/no-such-page/";
const sweep = [...allRoutes.map((route) => ({ route, status: 200 })), { route: notFound, status: 404 }];
/** The pages a template makes: each service's and each city's. */
const templateRoutes = new Set(
  sitePages(content)
    .filter((page) => page.template)
    .map((page) => page.path),
);
const serviceRoutes = new Map(services.map((service) => [paths.service(service.slug), service]));
const indianNumber = /^\d{1,3}(,\d{2})*,\d{3}$/;

test.describe("as served", () => {
  for (const { route, status } of sweep) {
    test(`${route}: status, security headers, script policy, valid markup, safe links out`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(status);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers()["cache-control"]).toBe("no-cache");
      expectStrictScripts(expectSecurityHeaders(response));

      const html = await response.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
        .exec(html)?.[1]
        ?.replace(/&#x27;|&#39;/g, "'");
      expect(meta, "the page carries its policy for hosts that cannot send per-page headers").toBeTruthy();
      expectStrictScripts(parsePolicy(meta ?? ""));
      // The <meta> must come before the first script, or it would not cover it.
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf("<script"));

      // The first paint waits until the last visible element is parsed: after the footer, the call
      // and WhatsApp bar fixed to the screen is the markup's last part.
      const target = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(html)?.[1];
      expect(target, "a render-blocking <link rel=expect>").toBeTruthy();
      expect(html.indexOf("</footer>")).toBeGreaterThan(0);
      expect(html.indexOf(`id="${target}"`)).toBeGreaterThan(html.indexOf("</footer>"));

      const report = await htmlValidator().validateString(html, `${route}index.html`);
      const problems = report.results.flatMap((result) =>
        result.messages.map(
          (message) => `${message.ruleId}: ${message.message} (at ${message.selector ?? message.line})`,
        ),
      );
      expect(problems, "html-validate").toEqual([]);

      // A link out, or one opening a new window, hands neither the window nor the address over.
      const ownOrigin = new URL(company.siteUrl).origin;
      const linksOut = [...html.matchAll(/<a\b[^>]*>/gi)]
        .map(([anchor]) => anchor)
        .filter((anchor) => {
          const href = /\shref="([^"]*)"/i.exec(anchor)?.[1] ?? "";
          const external = /^https?:\/\//i.test(href) && new URL(href).origin !== ownOrigin;
          return external || /\starget="_blank"/i.test(anchor);
        });
      expect(linksOut.length, "the page links out (WhatsApp, social profiles, translation)").toBeGreaterThan(0);
      const careless = linksOut.filter((anchor) => {
        const rel = (/\srel="([^"]*)"/i.exec(anchor)?.[1] ?? "").split(/\s+/);
        return !rel.includes("noopener") || !rel.includes("noreferrer");
      });
      expect(careless).toEqual([]);
    });

    test(`${route}: one title and description, canonical, social cards, structured data`, async ({ request }) => {
      const { response, count, attribute, jsonLd, html } = await fetchPage(request, route);
      expect(response.status()).toBe(status);
      expect(count(/<title>[^<]+<\/title>/), "one <title>").toBe(1);
      const robots = attribute(/<meta name="robots"[^>]*>/, "content");

      if (route === notFound) {
        // It is the answer to many addresses, so it claims none of them.
        expect(count(/<meta name="description"/)).toBe(1);
        expect(count(/<link rel="canonical"/)).toBe(0);
        expect(robots).toMatch(/noindex/);
        return;
      }

      expect(count(/<meta name="description" content="[^"]{50,160}"/), "a description of 50-160 characters").toBe(1);
      expect(count(/<link rel="canonical"/), "one canonical").toBe(1);
      expect(attribute(/<link rel="canonical"[^>]*>/, "href")).toBe(absolute(route));
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        expect(count(new RegExp(`<meta property="${property}"`)), property).toBe(1);
      }
      for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
        expect(count(new RegExp(`<meta name="${name}"`)), name).toBe(1);
      }
      expect(attribute(/<meta property="og:url"[^>]*>/, "content")).toBe(absolute(route));
      const image = attribute(/<meta property="og:image"[^>]*>/, "content") ?? "";
      expect(image).toMatch(/^https:\/\/.+\/social\/(?:[a-z]{2}\/)?[\w-]+\.png$/);
      expect(attribute(/<meta name="twitter:image"[^>]*>/, "content")).toBe(image);
      const picture = await request.get(local(image));
      expect(picture.status(), `${image} is published`).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await picture.body()), "a 1200×630 share picture").toEqual({ width: 1200, height: 630 });
      if (noindexRoutes.has(route)) expect(robots).toMatch(/noindex/);
      else expect(robots ?? "").not.toMatch(/noindex/);

      // Structured data: the company on every page, breadcrumbs on inner pages, a Service on a service's page.
      expect(html).not.toMatch(/aggregateRating|"review"/i);
      for (const node of jsonLd) expect(node["@context"]).toBe("https://schema.org");
      const companies = jsonLd.filter((node) => node["@type"] === "MovingCompany");
      expect(companies).toHaveLength(1);
      const breadcrumbs = jsonLd.filter((node) => node["@type"] === "BreadcrumbList");
      const trail = (breadcrumbs[0]?.itemListElement ?? []) as Array<{ position: number; name: string; item: string }>;
      // Outside the site's tree (the home page, a form's thank-you page) there is no trail; a city's
      // page kept out of search engines until its guide is written (decision 013) is still in it.
      if (route === paths.home || (noindexRoutes.has(route) && !templateRoutes.has(route))) {
        expect(breadcrumbs).toHaveLength(0);
      } else {
        expect(breadcrumbs).toHaveLength(1);
        expect(trail[0]?.item).toBe(absolute(paths.home));
        expect(trail.at(-1)?.item).toBe(absolute(route));
        expect(trail.map((item) => item.position)).toEqual(trail.map((_, index) => index + 1));
        for (const item of trail) expect(item.name).not.toBe("");
      }
      // A page offering a service (a service's page, a city's page) describes it once, as this
      // page's, provided by the company; a service's page names the service.
      const serviceNodes = jsonLd.filter((node) => node["@type"] === "Service");
      expect(serviceNodes.length).toBeLessThanOrEqual(1);
      for (const node of serviceNodes) {
        expect(node).toMatchObject({
          url: absolute(route),
          provider: { "@type": "MovingCompany", "@id": companies[0]?.["@id"], name: company.name },
        });
      }
      const service = serviceRoutes.get(route);
      if (service) {
        expect(serviceNodes[0]).toMatchObject({ name: service.title });
        expect(trail.map((item) => item.item)).toEqual([
          absolute(paths.home),
          absolute(paths.services),
          absolute(route),
        ]);
      }
    });
  }
});

/** Links, buttons and fields smaller than 24×24 CSS px (WCAG 2.5.8), except links inside a sentence. */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest("[inert], [aria-hidden='true']") || !element.checkVisibility({ visibilityProperty: true }))
        continue;
      // A box or radio inside its label is hit anywhere on the label.
      const target = element.matches("input") ? (element.closest("label") ?? element) : element;
      const box = target.getBoundingClientRect();
      // Visually hidden until focused (the skip link).
      if (box.width <= 1 && box.height <= 1) continue;
      // WCAG 2.5.8 exempts a link inside a sentence: its size is set by the text's line height.
      const style = getComputedStyle(target);
      const parentText = target.parentElement?.textContent?.trim() ?? "";
      const inSentence =
        style.display === "inline" && parentText.length > (target.textContent?.trim().length ?? 0) + 10;
      if (inSentence) continue;
      if (box.width < 24 || box.height < 24) {
        const name = (target.textContent || target.getAttribute("aria-label") || "").trim().slice(0, 40);
        found.push(`${target.tagName.toLowerCase()} "${name}" ${box.width.toFixed(0)}×${box.height.toFixed(0)}`);
      }
    }
    return found;
  });

/**
 * Tables that do not read whole: wider than the box they sit in, or with a cell whose content runs
 * out of it, unless the box is a scroll region that says so: a labelled, focusable region with a
 * visible cue (a background that shades the edge where more is hidden).
 */
const cutTables = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const table of document.querySelectorAll<HTMLTableElement>("main table")) {
      if (!table.checkVisibility({ visibilityProperty: true })) continue;
      const name = (table.caption?.textContent || table.rows[0]?.textContent || "").trim().slice(0, 40);
      const box = table.parentElement;
      const region =
        box?.matches('[tabindex="0"]:is([role="region"], section):is([aria-label], [aria-labelledby])') &&
        getComputedStyle(box).backgroundImage.includes("gradient");
      if (box && !region && table.getBoundingClientRect().width > box.clientWidth + 1) {
        found.push(`"${name}" is ${table.getBoundingClientRect().width.toFixed(0)} px in a ${box.clientWidth} px box`);
      }
      for (const cell of table.querySelectorAll<HTMLElement>("th, td")) {
        if (cell.checkVisibility() && cell.scrollWidth > cell.clientWidth + 1 && !region) {
          found.push(`"${name}": "${cell.textContent?.trim().slice(0, 30)}" runs out of its cell`);
        }
      }
    }
    return found;
  });

/** Running text (paragraphs and the like with a sentence of their own) set smaller than 16 px. */
const smallText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (Number.parseFloat(getComputedStyle(document.body).fontSize) < 16) found.push("body");
    // 40+ characters of its own text, as opposed to labels, kickers and captions.
    for (const element of document.querySelectorAll<HTMLElement>(
      "main p, main li, main dd, main blockquote, main td",
    )) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (ownText.length < 40) continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < 16) found.push(`${element.tagName.toLowerCase()} ${size}px "${ownText.slice(0, 40)}"`);
    }
    return found;
  });

/** Heading levels as a screen reader gets them (hidden slides and closed popovers left out). */
async function headingLevels(page: Page): Promise<number[]> {
  const snapshot = await page.locator("body").ariaSnapshot();
  // A heading with a colon in it is a quoted line of the snapshot's YAML: - 'heading "Gallery: …" [level=1]'.
  return [...snapshot.matchAll(/- '?heading .*\[level=(\d)\]/g)].map((match) => Number(match[1]));
}

/** Pictures already fetched by this worker: the header's logo and the like are on every page. */
const checkedPictures = new Set<string>();

/**
 * A page drawn by a template whose first page is checked in full (each city's page after the
 * first) differs from that page in words, not layout, so at desktop width it gets axe and touch
 * targets only; at phone width it gets every check.
 */
const sharesCheckedTemplate = (route: string) => route !== notFound && !oneRoutePerTemplate.includes(route);

// One page per worker walks the routes (see testOnWorkerPage): these tests only open a page and look.
test.describe("rendered", () => {
  for (const { route, status } of sweep) {
    const widths = { tag: sharesCheckedTemplate(route) ? [] : ["@both"] };
    testOnWorkerPage(
      `${route} at this width: landmarks, headings, axe, touch targets, pictures, reflow`,
      widths,
      async ({ page, isMobile, request }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(status);
        await waitForHydration(page);
        // The pointer must not rest on content that pauses or changes while hovered.
        await page.mouse.move(0, 0);

        // The layout on every page: the header's phone and brochure, the footer's counter, and
        // the floating call and WhatsApp buttons.
        const header = page.getByRole("banner");
        await expect(header.getByRole("link", { name: /^\+91/ }).first()).toHaveAttribute("href", /^tel:\+91\d{10}$/);
        await expect(header.getByRole("link", { name: words.header.brochure })).toHaveAttribute(
          "href",
          filePaths.brochure("en"),
        );
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page.getByRole("contentinfo").getByLabel(words.footer.visitorCountLabel)).toHaveText(indianNumber);
        await expect(page.getByRole("link", { name: words.contactButtons.call }).last()).toHaveAttribute(
          "href",
          /^tel:\+91\d{10}$/,
        );
        await expect(page.getByRole("link", { name: words.contactButtons.whatsapp }).last()).toHaveAttribute(
          "href",
          /^https:\/\/wa\.me\/91\d{10}\?text=/,
        );

        const levels = await headingLevels(page);
        expect(
          levels.filter((level) => level === 1),
          "exactly one h1",
        ).toHaveLength(1);
        expect(levels[0], "the h1 comes first").toBe(1);
        const skips = levels.flatMap((level, index) =>
          index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [`h${levels[index - 1]} then h${level}`] : [],
        );
        expect(skips, `heading levels in order: ${levels.join(" ")}`).toEqual([]);

        expect(await axeViolations(page), "axe").toEqual([]);
        expect(await smallTargets(page), "targets under 24×24 CSS px").toEqual([]);
        if (isMobile) {
          expect(await smallText(page), "running text under 16 px on a phone").toEqual([]);
        }

        // Every picture has its size and alt text, and every file it names (each size, each format) loads.
        const pictures = await page.locator("img").evaluateAll((elements) =>
          elements.map((element) => ({
            src: element.getAttribute("src") ?? "",
            width: element.getAttribute("width"),
            height: element.getAttribute("height"),
            hasAlt: element.hasAttribute("alt"),
          })),
        );
        for (const picture of pictures) {
          expect(picture.width, `${picture.src} width`).toMatch(/^\d+$/);
          expect(picture.height, `${picture.src} height`).toMatch(/^\d+$/);
          expect(picture.hasAlt, `${picture.src} has alt`).toBe(true);
        }
        const sourceSets = await page
          .locator("picture source")
          .evaluateAll((elements) => elements.map((element) => element.getAttribute("srcset") ?? ""));
        const files = new Set([
          ...pictures.map((picture) => picture.src),
          ...sourceSets.flatMap((set) => set.split(",").map((candidate) => candidate.trim().split(" ")[0] ?? "")),
        ]);
        for (const file of files) {
          if (checkedPictures.has(file)) continue;
          const answer = await request.get(file);
          expect(answer.status(), file).toBe(200);
          expect(answer.headers()["content-type"], file).toMatch(/^image\//);
          checkedPictures.add(file);
        }

        // Reflow (WCAG 1.4.10): text at 200% on a wide screen, and 320 CSS px (1280 px at 400%
        // zoom, or a small phone), without sideways scrolling. Observers that measure text, such
        // as the carousel's, run a frame after the change.
        if (!isMobile) {
          await page.evaluate(() => {
            document.documentElement.style.fontSize = "200%";
          });
          await nextFrames(page);
          expect(await horizontalOverflow(page), "sideways scrolling with text at 200%").toBeLessThanOrEqual(0);
          await page.evaluate(() => {
            document.documentElement.style.fontSize = "";
          });
        }
        await page.setViewportSize({ width: 320, height: 640 });
        await nextFrames(page);
        expect(await horizontalOverflow(page), "sideways scrolling at 320 CSS px").toBeLessThanOrEqual(0);
        expect(await cutTables(page), "tables cut at 320 CSS px").toEqual([]);
      },
    );
  }
});

test.describe("rendered at desktop width, a template's later pages", () => {
  for (const route of allRoutes.filter(sharesCheckedTemplate)) {
    testOnWorkerPage(`${route}: axe and touch targets`, { tag: "@desktop" }, async ({ page }) => {
      expect((await page.goto(route))?.status()).toBe(200);
      await waitForHydration(page);
      await page.mouse.move(0, 0);
      expect(await axeViolations(page), "axe").toEqual([]);
      expect(await smallTargets(page), "targets under 24×24 CSS px").toEqual([]);
    });
  }
});

/**
 * With JavaScript off, a page is what the server sent: every route's markup is read from the
 * response (no browser needed), and a browser with JavaScript off confirms on one page of each
 * template (and the not-found page) that the styles show what the markup holds.
 */
test.describe("with JavaScript off", () => {
  for (const { route, status } of sweep) {
    test(`${route} is readable as served, with its links and the search form`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(status);
      const page = parsePage(await response.text());
      const headings = [...page.querySelectorAll("h1")];
      expect(headings, "one h1").toHaveLength(1);
      expect(hiddenByMarkup(headings[0] as Element), "the h1 is not hidden").toBe(false);
      expect(textOf(headings[0]), "the h1 has words").not.toBe("");
      expect(textOf(page.querySelector("main")).length, "readable content").toBeGreaterThan(100);
      // Nothing is kept of what the visitor types without JavaScript, so no page says it is.
      const draftNotes = [...page.querySelectorAll("main *")].filter(
        (element) => element.children.length === 0 && textOf(element) === enquiry.draftNote,
      );
      expect(
        draftNotes.filter((note) => !hiddenByMarkup(note)),
        "says it keeps what is typed",
      ).toEqual([]);
      const gallery = [...page.querySelectorAll("footer a")].filter((link) => textOf(link) === footerGallery);
      expect(
        gallery.map((link) => link.getAttribute("href")),
        "the footer links the gallery",
      ).toContain(pagePath("gallery"));
      // The header's search box is a plain form to the search page until JavaScript takes it over.
      const search = page.querySelector('header form[role="search"], header search form');
      expect(search?.getAttribute("action")).toBe(paths.search);
      expect(search?.querySelector('input[type="search"]')?.getAttribute("name")).toBe("q");
    });
  }

  test.describe("in a browser, one page of each template", () => {
    test.use({ javaScriptEnabled: false });
    for (const route of [...oneRoutePerTemplate, notFound]) {
      const status = route === notFound ? 404 : 200;
      testOnWorkerPage(`${route} is readable, with its links and the search form`, async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status()).toBe(status);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const mainText = ((await page.getByRole("main").textContent()) ?? "").trim();
        expect(mainText.length, "readable content").toBeGreaterThan(100);
        await expect(page.getByText(enquiry.draftNote), "says it keeps what is typed").toBeHidden();
        await expect(page.getByRole("contentinfo").getByRole("link", { name: footerGallery })).toHaveAttribute(
          "href",
          pagePath("gallery"),
        );
        const search = page.getByRole("banner").getByRole("search", { includeHidden: true });
        await expect(search).toHaveAttribute("action", paths.search);
        await expect(search.getByRole("searchbox", { includeHidden: true })).toHaveAttribute("name", "q");
      });
    }
  });
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
