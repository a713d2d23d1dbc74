import type { APIRequestContext } from "@playwright/test";
import { cities } from "../../app/content/cities";
import { company } from "../../app/content/company";
import { faq } from "../../app/content/home";
import { services } from "../../app/content/services";
import { paths } from "../../app/lib/paths";
import { expect, test } from "./fixtures";
import { allRoutes } from "./routes";

// These read the pre-rendered files over HTTP, which is the same at every screen width.
test.skip(({ isMobile }) => isMobile, "pre-rendered HTML does not depend on the screen");

const noindexRoutes = new Set<string>([paths.thankYou]);
const indexableRoutes = allRoutes.filter((route) => !noindexRoutes.has(route));
const serviceRoutes = new Map(services.map((service) => [paths.service(service.slug), service]));
const absolute = (path: string) => `${company.siteUrl}${path}`;
/** The local address of a URL on the public site, so every link the site publishes can be tried here. */
const local = (url: string) => {
  expect(url.startsWith(`${company.siteUrl}/`), `${url} is on the site`).toBe(true);
  return url.slice(company.siteUrl.length);
};

type Node = Record<string, unknown> & { "@type": string };

async function fetchPage(request: APIRequestContext, route: string) {
  const response = await request.get(route);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const count = (pattern: RegExp) => head.match(new RegExp(pattern, "g"))?.length ?? 0;
  const attribute = (tag: RegExp, name: string) =>
    head
      .match(tag)?.[0]
      .match(new RegExp(`${name}="([^"]*)"`))?.[1]
      ?.replace(/&amp;/g, "&");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "") as Node,
  );
  return { response, html, head, count, attribute, jsonLd };
}

test.describe("every pre-rendered page", () => {
  for (const route of allRoutes) {
    test(`${route} has one title, description and canonical, and social cards`, async ({ request }) => {
      const { response, count, attribute } = await fetchPage(request, route);
      expect(response.status()).toBe(200);
      expect(count(/<title>[^<]+<\/title>/)).toBe(1);
      expect(count(/<meta name="description" content="[^"]{50,160}"/)).toBe(1);
      expect(count(/<link rel="canonical"/)).toBe(1);
      expect(attribute(/<link rel="canonical"[^>]*>/, "href")).toBe(absolute(route));

      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        expect(count(new RegExp(`<meta property="${property}"`)), property).toBe(1);
      }
      for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
        expect(count(new RegExp(`<meta name="${name}"`)), name).toBe(1);
      }
      expect(attribute(/<meta property="og:url"[^>]*>/, "content")).toBe(absolute(route));
      const image = attribute(/<meta property="og:image"[^>]*>/, "content") ?? "";
      expect(image).toMatch(/^https:\/\/.+\/social\/[\w-]+\.png$/);
      expect(attribute(/<meta name="twitter:image"[^>]*>/, "content")).toBe(image);
      expect((await request.get(local(image))).status(), `${image} is published`).toBe(200);

      const robots = attribute(/<meta name="robots"[^>]*>/, "content");
      if (noindexRoutes.has(route)) expect(robots).toMatch(/noindex/);
      else expect(robots ?? "").not.toMatch(/noindex/);
    });
  }

  test("titles and descriptions differ from page to page", async ({ request }) => {
    const pages = await Promise.all(allRoutes.map((route) => fetchPage(request, route)));
    const titles = pages.map((page) => page.head.match(/<title>([^<]+)<\/title>/)?.[1]);
    const descriptions = pages.map((page) => page.attribute(/<meta name="description"[^>]*>/, "content"));
    expect(new Set(titles).size).toBe(allRoutes.length);
    expect(new Set(descriptions).size).toBe(allRoutes.length);
  });

  test("the not-found page is noindex and claims no address", async ({ request }) => {
    const { response, count, attribute } = await fetchPage(request, "/no-such-page");
    expect(response.status()).toBe(404);
    expect(count(/<title>[^<]+<\/title>/)).toBe(1);
    expect(count(/<meta name="description"/)).toBe(1);
    expect(count(/<link rel="canonical"/)).toBe(0);
    expect(attribute(/<meta name="robots"[^>]*>/, "content")).toMatch(/noindex/);
  });
});

test.describe("structured data", () => {
  for (const route of allRoutes) {
    test(`${route} has the company, and breadcrumbs on inner pages`, async ({ request }) => {
      const { jsonLd, html } = await fetchPage(request, route);
      expect(html).not.toMatch(/aggregateRating|"review"/i);
      for (const node of jsonLd) expect(node["@context"]).toBe("https://schema.org");

      const companies = jsonLd.filter((node) => node["@type"] === "MovingCompany");
      expect(companies).toHaveLength(1);
      const breadcrumbs = jsonLd.filter((node) => node["@type"] === "BreadcrumbList");
      if (route === paths.home || noindexRoutes.has(route)) {
        expect(breadcrumbs).toHaveLength(0);
      } else {
        expect(breadcrumbs).toHaveLength(1);
        const items = breadcrumbs[0]?.itemListElement as Array<{ position: number; name: string; item: string }>;
        expect(items[0]?.item).toBe(absolute(paths.home));
        expect(items.at(-1)?.item).toBe(absolute(route));
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        for (const item of items) expect(item.name).not.toBe("");
      }

      const service = serviceRoutes.get(route);
      const serviceNodes = jsonLd.filter((node) => node["@type"] === "Service");
      if (service) {
        expect(serviceNodes).toHaveLength(1);
        expect(serviceNodes[0]).toMatchObject({
          name: service.title,
          url: absolute(route),
          provider: { "@type": "MovingCompany", "@id": companies[0]?.["@id"], name: company.name },
        });
        expect(breadcrumbUrls(breadcrumbs[0])).toEqual([
          absolute(paths.home),
          absolute(paths.services),
          absolute(route),
        ]);
      } else {
        expect(serviceNodes).toHaveLength(0);
      }
    });
  }

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
        addressRegion: "Telangana",
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
    expect(areaServed.map((city) => city.name)).toEqual(cities);
    expect((await request.get(local(String(node?.logo)))).status()).toBe(200);
  });

  test("the home page has the FAQ as FAQPage", async ({ request }) => {
    const { jsonLd } = await fetchPage(request, paths.home);
    const node = jsonLd.find((item) => item["@type"] === "FAQPage");
    const questions = (node?.mainEntity ?? []) as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((question) => question.name)).toEqual(faq.map((item) => item.question));
    expect(questions.map((question) => question.acceptedAnswer.text)).toEqual(faq.map((item) => item.answer));
  });
});

function breadcrumbUrls(node: Node | undefined): string[] {
  return ((node?.itemListElement as Array<{ item: string }> | undefined) ?? []).map((item) => item.item);
}

test.describe("sitemap and robots.txt", () => {
  test("the sitemap lists exactly the indexable pages, and each answers 200", async ({ request }) => {
    const response = await request.get(paths.sitemap);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g)];
    const urls = entries.map((entry) => entry[1] ?? "");
    expect(urls.map(local).sort()).toEqual([...indexableRoutes].sort());
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
    const response = await request.get(paths.robots);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${absolute(paths.sitemap).replace(/\./g, "\\.")}$`, "m"));
  });
});
