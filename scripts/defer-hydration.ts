/**
 * Pre-rendered pages are complete without JavaScript (every route is tested with it off), so the
 * JavaScript that hydrates them should not compete with the HTML, CSS and hero image for a slow
 * connection. React Router's output asks for every module at once: `<link rel="modulepreload">`
 * tags in the head and a `<script type="module">` whose static imports fetch the route modules.
 * This rewrites each page so that the same modules are requested only once the page has loaded
 * and been painted: the preload links go, and the boot script waits for the `load` event and the
 * first contentful paint, then preloads the same modules (in parallel, as before) and imports
 * them. See docs/decisions/006-hydrate-after-load.md.
 */

const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");?\s*$/;
/** The first line of the boot script this writes: how a page already rewritten is known. */
const deferredMarker = "const hydrate = () => {";

/**
 * The boot script's static imports (`import "a"; import * as route0 from "b";`) become dynamic
 * ones; the rest of it (which sets `window.__reactRouterRouteModules` and imports the entry) runs
 * once they have all resolved, with the same names bound.
 */
export function deferredBootScript(original: string, preloadHrefs: readonly string[]): string {
  const lines = original.split("\n");
  const imports: { name: string | undefined; specifier: string }[] = [];
  let index = 0;
  for (; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const match = staticImport.exec(line.trim());
    if (!match) break;
    imports.push({ name: match[1], specifier: match[2] ?? "" });
  }
  const rest = lines.slice(index).join("\n").trim();
  if (imports.length === 0 || !rest.includes("__reactRouterRouteModules")) {
    throw new Error("React Router's boot script has changed shape; update scripts/defer-hydration.ts");
  }
  const bindings = imports.map(({ name }) => name ?? "").join(", ");
  const dynamicImports = imports.map(({ specifier }) => `import(${specifier})`).join(", ");
  return [
    deferredMarker,
    `  for (const href of ${JSON.stringify(preloadHrefs)}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    // Opening the site's storage waits on the browser process (a disk read, on a phone): React
    // Router reads session storage as it creates the router, inside hydration's tasks, and the
    // footer's counter reads local storage once it has loaded, at idle (decision 059). Opened here,
    // each in a task of its own, the waits fall while the modules download
    // (docs/decisions/049-main-thread-on-the-phone.md).
    '  for (const storage of ["sessionStorage", "localStorage"]) {',
    "    setTimeout(() => {",
    "      try {",
    "        window[storage].length;",
    "      } catch {}",
    "    });",
    "  }",
    // So does marking the history entry: React Router gives the entry it starts on an index
    // (`replaceState({ ...state, idx: 0 })` in its getUrlBasedHistory) as it creates the router,
    // in hydration's longest task. The same mark made here, in a task of its own, is found there.
    "  setTimeout(() => {",
    "    try {",
    '      if (window.history.state === null) window.history.replaceState({ idx: 0 }, "");',
    "    } catch {}",
    "  });",
    `  Promise.all([${dynamicImports}]).then(([${bindings}]) => {`,
    `    ${rest.replace(/\n\s*/g, "\n    ")}`,
    "  });",
    "};",
    // A page whose pictures are cached can finish loading before its first paint: the modules
    // then wait for that paint (where paint timing is unknown, for two frames). A page opened in
    // a background tab may not report the paint, so three seconds after load it hydrates anyway.
    // The paint starts hydration directly, not through a timer, which a fake clock could hold.
    "let started = false;",
    "const start = () => {",
    "  if (started) return;",
    "  started = true;",
    "  hydrate();",
    "};",
    "const afterFirstPaint = () => {",
    '  if (typeof PerformanceObserver !== "function" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    "    requestAnimationFrame(() => requestAnimationFrame(start));",
    "    return;",
    "  }",
    "  new PerformanceObserver((entries, observer) => {",
    '    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;',
    "    observer.disconnect();",
    "    start();",
    '  }).observe({ type: "paint", buffered: true });',
    "  setTimeout(start, 3000);",
    "};",
    'if (document.readyState === "complete") afterFirstPaint();',
    'else addEventListener("load", afterFirstPaint, { once: true });',
  ].join("\n");
}

/** The page with its module preloads removed and its boot script deferred until after `load` and a paint. */
export function withDeferredHydration(html: string): string {
  const boot = bootScript.exec(html);
  if (!boot) {
    // A page React Router hydrates that is neither its own boot script nor ours: React Router
    // writes the boot script differently now, and leaving the page as it is would silently bring
    // back the early module loads (docs/decisions/037-framework-patches.md).
    if (html.includes("window.__reactRouterContext") && !html.includes(deferredMarker)) {
      throw new Error("React Router's boot script has changed shape; update scripts/defer-hydration.ts");
    }
    return html;
  }
  const preloadHrefs = [...new Set([...html.matchAll(modulePreloadLink)].map(([, href = ""]) => href))];
  const script = `<script type="module">${deferredBootScript(boot[1] ?? "", preloadHrefs)}</script>`;
  return html.replace(modulePreloadLink, "").replace(bootScript, () => script);
}
