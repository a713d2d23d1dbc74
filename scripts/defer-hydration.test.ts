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
    let now = 0;
    const timers: Array<{ at: number; callback: () => void }> = [];
    const setTimeout = (callback: () => void, delay = 0) => timers.push({ at: now + delay, callback });
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
      "setTimeout",
      "importModule",
      script.replace(/\bimport\(/g, "importModule("),
    );
    run(
      window,
      document,
      (_type: string, listener: () => void) => loadListeners.push(listener),
      (callback: () => void) => frameCallbacks.push(callback),
      paintTiming ? FakePerformanceObserver : undefined,
      setTimeout,
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
      /** Moves the page's clock on, runs the timers that fall due, and lets the imports settle. */
      wait: async (milliseconds = 0) => {
        now += milliseconds;
        for (let due = timers.findIndex((timer) => timer.at <= now); due !== -1; ) {
          const [timer] = timers.splice(due, 1);
          timer?.callback();
          due = timers.findIndex((pending) => pending.at <= now);
        }
        for (let turn = 0; turn < 5; turn++) await Promise.resolve();
      },
      paint: (name: string) => {
        for (const observer of [...paintObservers]) observer([name]);
      },
    };
  }
  it("runs the boot code with the route modules bound, once the page has loaded and painted", async () => {
    const page = boot(true);
    page.load();
    await page.wait();
    page.paint("first-paint");
    await page.wait();
    expect(page.imported).toEqual([]);

    page.paint("first-contentful-paint");
    await page.wait();
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

    await page.wait(5000);
    expect(page.imported.filter((specifier) => specifier.includes("entry.client"))).toHaveLength(1);
  });

  it("opens session and local storage in tasks of their own as the modules load, and hydrates where storage is refused", async () => {
    const page = boot(true);
    const opened: string[] = [];
    Object.defineProperty(page.window, "sessionStorage", {
      get: () => ({
        get length() {
          opened.push("session");
          return 0;
        },
      }),
    });
    Object.defineProperty(page.window, "localStorage", {
      get: () => {
        throw new Error("The operation is insecure.");
      },
    });
    page.load();
    page.paint("first-contentful-paint");
    expect(opened).toEqual([]);
    await page.wait();
    expect(opened).toEqual(["session"]);
    expect(page.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("marks a fresh history entry with React Router's index as the modules load, and leaves a marked one", async () => {
    for (const [state, marked] of [
      [null, { idx: 0 }],
      [
        { usr: null, key: "k1", idx: 3 },
        { usr: null, key: "k1", idx: 3 },
      ],
    ] as const) {
      const page = boot(true);
      const history = {
        state: state as unknown,
        replaceState(next: unknown, _title: string) {
          history.state = next;
        },
      };
      page.window.history = history;
      page.load();
      page.paint("first-contentful-paint");
      expect(history.state).toEqual(state);
      await page.wait();
      expect(history.state).toEqual(marked);
    }
  });

  it("hydrates three seconds after load when no paint is reported, as in a background tab", async () => {
    const page = boot(true);
    page.load();
    await page.wait(2999);
    expect(page.imported).toEqual([]);
    await page.wait(1);
    await page.wait();
    expect(page.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("waits two frames after the load event where the browser does not report paints", async () => {
    const page = boot(false);
    page.load();
    page.nextFrame();
    await page.wait();
    expect(page.imported).toEqual([]);
    page.nextFrame();
    await page.wait();
    expect(page.imported.at(-1)).toBe("/assets/entry.client-2.js");
  });

  it("fetches nothing before the load event", async () => {
    const page = boot(true);
    page.paint("first-contentful-paint");
    page.nextFrame();
    await page.wait(5000);
    expect(page.imported).toEqual([]);
  });

  it("leaves a page without React Router's boot script as it is, so running it twice changes nothing", () => {
    expect(withDeferredHydration(deferred)).toBe(deferred);
    expect(withDeferredHydration("<p>plain</p>")).toBe("<p>plain</p>");
  });

  it("fails on a page React Router hydrates whose boot script it no longer recognises", () => {
    // React Router writing its boot script without `async`, say: the page must not pass unchanged.
    const changed = page.replace('<script type="module" async="">', '<script type="module">');
    expect(() => withDeferredHydration(changed)).toThrow(/changed shape/);
  });
});

describe("deferredBootScript", () => {
  it("refuses a boot script it does not recognise instead of writing a broken one", () => {
    expect(() => deferredBootScript('console.log("hi")', [])).toThrow(/changed shape/);
  });
});
