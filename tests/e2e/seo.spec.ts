/**
 * What search engines and link previews read across the site: each page's head and structured
 * data are checked on every route in every-route.spec.ts; here, that pages differ from each
 * other, the company's details, the FAQ, the sitemap and robots.txt.
 */
import { content, contentFor } from "../../app/content/content.server";
import { languages, languageTags } from "../../app/content/languages";
import { localizedPath } from "../../app/lib/page-language";
import { crawlerFiles, paths } from "../../app/lib/paths";
import { expect, test, waitForHydration } from "./fixtures";
import { allRoutes } from "./routes";
import { absolute, fetchPage, local, noindexRoutes } from "./served-page";

const { company, servedCities } = content;

const { faq } = content;

const indexableRoutes = allRoutes.filter((route) => !noindexRoutes.has(route));

test("titles, descriptions and share pictures differ from page to page", async ({ request }) => {
  const pages = await Promise.all(allRoutes.map((route) => fetchPage(request, route)));
  const titles = pages.map((page) => page.head.match(/<title>([^<]+)<\/title>/)?.[1]);
  const descriptions = pages.map((page) => page.attribute(/<meta name="description"[^>]*>/, "content"));
  const pictures = pages.map((page) => page.attribute(/<meta property="og:image"[^>]*>/, "content"));
  expect(new Set(titles).size).toBe(allRoutes.length);
  expect(new Set(descriptions).size).toBe(allRoutes.length);
  expect(new Set(pictures).size, "each page has a share picture of its own").toBe(allRoutes.length);
});

test.describe("structured data", () => {
  test("the company node has the details search engines ask for", async ({ request }) => {
    const { jsonLd } = await fetchPage(request, paths.home);
    const node = jsonLd.find((item) => item["@type"] === "MovingCompany");
    expect(node).toMatchObject({
      name: company.name,
      legalName: company.legalName,
      url: absolute(paths.home),
      taxID: company.gstin,
      address: {
        "@type": "PostalAddress",
        addressLocality: company.registeredOffice.city,
        addressRegion: company.registeredOffice.state,
        postalCode: company.registeredOffice.postalCode,
        addressCountry: "IN",
      },
      department: [{ address: { "@type": "PostalAddress", postalCode: company.branchOffice.postalCode } }],
      telephone: company.phones.map((phone) => phone.number),
      email: company.emails.map((email) => email.address),
      sameAs: company.social.map((link) => link.url),
      openingHours: expect.stringMatching(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-\w\w)? \d\d:\d\d-\d\d:\d\d$/),
    });
    const areaServed = (node?.areaServed ?? []) as Array<{ name: string }>;
    // The served cities under their one spelling, not the strip's spellings nor its region "All South BR".
    expect(areaServed.map((city) => city.name)).toEqual(servedCities.map((city) => city.name));
    expect((await request.get(local(String(node?.logo)))).status()).toBe(200);
  });

  // Written into the head while pre-rendering (app/entry.server.tsx), not sent as loader data
  // (decision 049): the page's data must not carry it, and hydration must leave it where it is,
  // with no mismatch (which the page fixture would catch as a console error).
  test("the company node is in the head, not in the page's data, and stays there once hydrated", async ({
    page,
    request,
  }) => {
    for (const language of languages) {
      for (const path of [localizedPath(language, paths.home), localizedPath(language, "/no-such-page/")]) {
        const html = await (await request.get(path)).text();
        const data = html.match(/streamController\.enqueue\(.*?\);/gs)?.join("") ?? "";
        expect(data, path).toContain("loaderData");
        expect(data, path).not.toContain("MovingCompany");
        await page.goto(path);
        await waitForHydration(page);
        const nodes = await page
          .locator('head > script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
        const companies = nodes.filter((node) => node["@type"] === "MovingCompany");
        expect(companies, path).toHaveLength(1);
        expect(companies[0]?.name, path).toBe(contentFor(language).company.name);
      }
    }
  });

  test("the home page has the FAQ as FAQPage", async ({ request }) => {
    const { jsonLd } = await fetchPage(request, paths.home);
    const node = jsonLd.find((item) => item["@type"] === "FAQPage");
    const questions = (node?.mainEntity ?? []) as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((question) => question.name)).toEqual(faq.map((item) => item.question));
    expect(questions.map((question) => question.acceptedAnswer.text)).toEqual(faq.map((item) => item.answer));
  });
});

test.describe("sitemap and robots.txt", () => {
  test("the sitemap lists exactly the indexable pages in every language, and each answers 200", async ({ request }) => {
    const response = await request.get(crawlerFiles.sitemap);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const entries = [
      ...xml.matchAll(
        /<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>((?:\s*<xhtml:link [^>]+\/>)*)\s*<\/url>/g,
      ),
    ];
    const urls = entries.map((entry) => entry[1] ?? "");
    expect(urls.map(local).sort()).toEqual(
      languages.flatMap((language) => indexableRoutes.map((route) => localizedPath(language, route))).sort(),
    );
    // Each entry names the page in every language, and English as x-default.
    for (const [, , , alternates] of entries) {
      expect([...(alternates ?? "").matchAll(/hreflang="([^"]+)"/g)].map(([, tag]) => tag)).toEqual([
        ...languages.map((language) => languageTags[language]),
        "x-default",
      ]);
    }
    for (const [, , lastmod] of entries) {
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Math.abs(Date.now() - Date.parse(lastmod ?? "")), "lastmod is the build date").toBeLessThan(
        7 * 24 * 3600 * 1000,
      );
    }
    for (const url of urls) {
      const page = await request.get(local(url), { maxRedirects: 0 });
      expect(page.status(), url).toBe(200);
    }
  });

  test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
    const response = await request.get(crawlerFiles.robots);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${absolute(crawlerFiles.sitemap).replace(/\./g, "\\.")}$`, "m"));
  });
});
