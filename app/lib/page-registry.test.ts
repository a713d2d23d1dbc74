import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { content } from "../content/content.server";
import routes from "../routes";
import {
  allPagePaths,
  cityPagePath,
  indexablePagePaths,
  notFoundKey,
  pageModule,
  pageTemplates,
  routedPageKeys,
  sitePages,
  templatePagePath,
} from "./page-registry";
import { pagePath, paths } from "./paths";

const appDir = join(import.meta.dirname, "..");
const routerRoutes = routes.map((route) => ({ path: route.path, index: route.index, id: route.file }));
const moduleAt = (path: string) => matchRoutes(routerRoutes, path)?.at(-1)?.route.id;

describe("the page registry and the router", () => {
  it("agree on every page: the router draws each page's address with that page's module", () => {
    for (const page of sitePages(content)) {
      const template = pageTemplates.find((candidate) => candidate.name === page.template?.name);
      expect(moduleAt(page.path), page.path).toBe(template ? template.module : pageModule(page.key));
    }
  });

  it("send any other address to the not-found page", () => {
    expect(moduleAt("/no-such-page/")).toBe(pageModule(notFoundKey));
  });

  it("leave no route module unused, and name none that is missing", () => {
    const routeFiles = new Set(routes.map((route) => route.file));
    for (const file of routeFiles) expect(existsSync(join(appDir, file)), file).toBe(true);
    const modules = readdirSync(join(appDir, "routes")).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes(".test."),
    );
    for (const file of modules) expect(routeFiles, file).toContain(`routes/${file}`);
  });
});

describe("the page list", () => {
  it("gives every page in the content an address from its key, and the not-found page none", () => {
    expect(pagePath("home")).toBe("/");
    expect(pagePath("thankYou")).toBe("/thank-you/");
    expect(routedPageKeys(content)).not.toContain(notFoundKey);
    expect(routedPageKeys(content)).toEqual(Object.keys(content.pages).filter((key) => key !== notFoundKey));
  });

  it("spells the pages' named paths as their keys give them", () => {
    for (const key of routedPageKeys(content)) {
      if (key in paths) expect(paths[key as keyof typeof paths], key).toBe(pagePath(key));
    }
    expect(paths.service("packaging")).toBe(templatePagePath(pageTemplates[0] ?? ({} as never), "packaging"));
  });

  it("lists each service's page right after the services page, once", () => {
    const all = allPagePaths(content);
    const first = all.indexOf(paths.services) + 1;
    expect(all.slice(first, first + content.services.length)).toEqual(
      content.services.map((service) => paths.service(service.slug)),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it("lists each served city's page right after the cities page, indexable once it has its guide, with a share picture of its own", () => {
    const all = allPagePaths(content);
    const first = all.indexOf(pagePath("cities")) + 1;
    const cityPaths = content.servedCities.map((city) => cityPagePath(city.slug));
    expect(all.slice(first, first + content.servedCities.length)).toEqual(cityPaths);
    expect(cityPagePath("pune")).toBe("/cities/pune/");
    // A city the owner added has no route guide until a developer writes one (decision 013).
    const guided = content.servedCities.filter(
      (city) => city.roadKmFromHyderabad === "local" || city.slug in content.cityPages.guides,
    );
    expect(guided.length).toBeGreaterThan(0);
    expect(indexablePagePaths(content)).toEqual(expect.arrayContaining(guided.map((city) => cityPagePath(city.slug))));
    expect(sitePages(content).find((page) => page.path === "/cities/pune/")?.imageKey).toBe("city-pune");
  });

  it("builds a route page without its guide (a city just added) but keeps it out of the indexable list", () => {
    const { kadapa: _left, ...guides } = content.cityPages.guides;
    const withoutGuide = { ...content, cityPages: { ...content.cityPages, guides } };
    expect(allPagePaths(withoutGuide)).toContain(cityPagePath("kadapa"));
    expect(indexablePagePaths(withoutGuide)).not.toContain(cityPagePath("kadapa"));
    expect(indexablePagePaths(withoutGuide)).toContain(cityPagePath("gudur"));
    // Hyderabad's page is local moves: it never has a route guide and stays indexable.
    expect(indexablePagePaths(withoutGuide)).toContain(cityPagePath("hyderabad"));
  });

  it("keeps the pages marked noindex out of the indexable list", () => {
    expect(indexablePagePaths(content)).not.toContain(paths.thankYou);
    expect(indexablePagePaths(content)).toContain(paths.about);
  });

  it("names each page's share picture after its key, and a service page's after its slug", () => {
    const pages = sitePages(content);
    expect(pages.find((page) => page.path === paths.thankYou)?.imageKey).toBe("thankYou");
    expect(pages.find((page) => page.path === paths.service("packaging"))?.imageKey).toBe("service-packaging");
  });
});
