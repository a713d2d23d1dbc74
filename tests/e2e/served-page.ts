import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { JSDOM } from "jsdom";
import { content } from "../../app/content/content.server";
import { sitePages } from "../../app/lib/page-registry";
import { expect } from "./fixtures";

const { company } = content;

/**
 * Pages kept out of search engines on purpose, the registry's `noindex` pages (the thank-you pages
 * forms land on; docs/decisions/008-noindex-pages-and-the-seo-bar.md).
 */
export const noindexRoutes = new Set<string>(
  sitePages(content)
    .filter((page) => page.noindex)
    .map((page) => page.path),
);

/** A path as a URL of the public site. */
export const absolute = (path: string) => `${company.siteUrl}${path}`;

/** The local address of a URL on the public site, so every link the site publishes can be tried here. */
export const local = (url: string) => {
  expect(url.startsWith(`${company.siteUrl}/`), `${url} is on the site`).toBe(true);
  return url.slice(company.siteUrl.length);
};

export type JsonLdNode = Record<string, unknown> & { "@type": string };

/** A page as the server sends it, with helpers to read its head and structured data. */
export async function fetchPage(request: APIRequestContext, route: string) {
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
    (match) => JSON.parse(match[1] ?? "") as JsonLdNode,
  );
  return { response, html, head, count, attribute, jsonLd };
}

/** Width and height from a PNG's header (the IHDR chunk). */
export function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

let validator: HtmlValidate | undefined;
/** html-validate with the project's rules (.htmlvalidate.json), made once per worker. */
export function htmlValidator(): HtmlValidate {
  validator ??= new HtmlValidate(
    new StaticConfigLoader(JSON.parse(readFileSync(join(import.meta.dirname, "../../.htmlvalidate.json"), "utf8"))),
  );
  return validator;
}

/** Wider than the window: the page scrolls sideways, which reflow forbids. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A served page parsed as a browser with JavaScript off reads it (no script runs; what is inside
 * <noscript> is markup), for the checks of every route that need no browser: a browser costs a
 * page load and a round trip per question, this a parse. What only a browser can tell (whether CSS
 * shows the heading) is checked in one with JavaScript off on one page of each template.
 */
export function parsePage(html: string): DocumentFragment {
  return JSDOM.fragment(html);
}

/** Hidden by the markup itself: the `hidden` attribute, or a class that hides it at every width. */
export const hiddenByMarkup = (element: Element) =>
  element.closest("[hidden], template, .hidden, .invisible, .sr-only") !== null;

/** An element's text as a reader gets it: its text with runs of white space as one space. */
export const textOf = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
