import { describe, expect, it } from "vitest";
import { deferredBootScript, withDeferredHydration } from "./defer-hydration";

// The shape React Router 8 pre-renders (see `Scripts` in react-router's components.js).
const page = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

describe("withDeferredHydration", () => {
  const deferred = withDeferredHydration(page);

  it("drops the module preloads and the async boot script from the pre-rendered page", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('async=""');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(deferred).toContain("<main>Hello</main>");
  });

  it("waits for the load event and a paint, then preloads and imports the same modules", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? "";
    expect(script).toContain('addEventListener("load", afterFirstPaint, { once: true })');
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
    expect(script).toContain(
      'Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]).then(([, route0, route1]) =>',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain('import("/assets/entry.client-2.js");');
  });

  /** Runs the boot script against stand-ins for the browser; `paintTiming` says whether it reports paints. */
  function boot(paintTiming: boolean) {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? "";
    const imported: string[] = [];
    const appended: Array<{ rel: string; href: string }> = [];
    const loadListeners: Array<() => void> = [];
    const window: Record<string, unknown> = {};
    const document = {
      readyState: "interactive",
      createElement: () => ({ rel: "", href: "" }),
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
    };
    let frameCallbacks: Array<() => void> = [];
    const paintObservers: Array<(names: string[]) => void> = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ["paint"];
      constructor(
        private readonly callback: (
          entries: { getEntriesByName: (name: string) => unknown[] },
          observer: unknown,
        ) => void,
      ) {}
      observe() {
        paintObservers.push((names) =>
          this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this),
        );
      }
      disconnect() {
        paintObservers.length = 0;
      }
    }
    const run = new Function(
      "window",
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "PerformanceObserver",
      "importModule",
      script.replace(/\bimport\(/g, "importModule("),
    );
    run(
      window,
      document,
      (_type: string, listener: () => void) => loadListeners.push(listener),
      (callback: () => void) => frameCallbacks.push(callback),
      paintTiming ? FakePerformanceObserver : undefined,
      async (specifier: string) => {
        imported.push(specifier);
        return { specifier };
      },
    );
    return {
      window,
      imported,
      appended,
      load: () => {
        for (const listener of loadListeners) listener();
      },
      nextFrame: () => {
        const due = frameCallbacks;
        frameCallbacks = [];
        for (const callback of due) callback();
      },
      paint: (name: string) => {
        for (const observer of [...paintObservers]) observer([name]);
      },
    };
  }
  const settle = async () => {
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it("runs the boot code with the route modules bound, once the page has loaded and painted", async () => {
    const page = boot(true);
    page.load();
    await settle();
    page.paint("first-paint");
    await settle();
    expect(page.imported).toEqual([]);

    page.paint("first-contentful-paint");
    await settle();
    expect(page.appended.map((link) => link.href)).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-3.js" },
      "routes/home": { specifier: "/assets/home-4.js" },
    });
    expect(page.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("waits two frames after the load event where the browser does not report paints", async () => {
    const page = boot(false);
    page.load();
    page.nextFrame();
    await settle();
    expect(page.imported).toEqual([]);
    page.nextFrame();
    await settle();
    expect(page.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("fetches nothing before the load event", async () => {
    const page = boot(true);
    page.paint("first-contentful-paint");
    page.nextFrame();
    await settle();
    expect(page.imported).toEqual([]);
  });

  it("leaves a page without React Router's boot script as it is, so running it twice changes nothing", () => {
    expect(withDeferredHydration(deferred)).toBe(deferred);
    expect(withDeferredHydration("<p>plain</p>")).toBe("<p>plain</p>");
  });
});

describe("deferredBootScript", () => {
  it("refuses a boot script it does not recognise instead of writing a broken one", () => {
    expect(() => deferredBootScript('console.log("hi")', [])).toThrow(/changed shape/);
  });
});
