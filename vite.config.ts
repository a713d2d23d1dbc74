import { globSync, readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { configDefaults, defineConfig } from "vitest/config";
import { generatedAssetsInDev } from "./scripts/assets/dev-server-plugin.ts";
import { usedPhotographs } from "./scripts/assets/used-photographs.ts";

/**
 * Vite wraps each `import()` in app code in a helper that first adds `<link rel="modulepreload">` for
 * the imported chunk's own imports. Its standard version also loads CSS, reads a CSP nonce, tracks
 * what it has preloaded and reports failures as a `vite:preloadError` event, none of which this site
 * uses (the lazily loaded chunks have no CSS of their own, the CSP has no nonce, nothing listens for
 * the event, every caller handles a failed import): about 600 bytes gzip in the shared chunk every
 * page loads. This one keeps the preloading: the chunk and its imports are fetched together, not one
 * after another (see docs/decisions/007-javascript-budget.md).
 */
function smallPreloadHelper(): Plugin {
  const id = "\0vite/preload-helper.js";
  let base = "/";
  return {
    name: "small-preload-helper",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    load(moduleId) {
      if (moduleId !== id) return null;
      return `export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href: ${JSON.stringify(base)} + dep }));
  }
  return load();
};`;
    },
    // Vite's own helper announces a failed preload as "vite:preloadError"; finding that in a chunk
    // means Vite no longer loads its helper from the id above, so this replacement went unused and
    // every page grew (checked against Vite 8.3.8: docs/decisions/037-framework-patches.md).
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.code.includes("vite:preloadError")) {
          this.error(`Vite's own preload helper is in ${file.fileName}: update smallPreloadHelper in vite.config.ts`);
        }
      }
    },
  };
}

/**
 * web-vitals' per-metric modules (LCP, CLS, INP), cut to what the site's readings use, so that the
 * chunk that counts visits stays within 3 KiB gzip (decision 045). Its private properties
 * (`_processEntry`…), which the package's own pre-built bundle shortens and our minifier would not,
 * get short names; its soft-navigation support, which runs only when asked for (`reportSoftNavs`,
 * never passed here), is switched off with the branches that handle its entries, and four of its
 * helpers are replaced (below). web-vitals is
 * pinned (package.json): an upgrade that brings a private name not in the list stops the build.
 */
function leanWebVitals(): Plugin {
  const privateNames = [
    "_estimateP98LongestInteraction",
    "_getInteractionCountForNavigation",
    "_latency",
    "_longestInteractionList",
    "_longestInteractionMap",
    "_onAfterProcessingINPCandidate",
    "_onAfterProcessingUnexpectedShift",
    "_onBeforeProcessingEntry",
    "_prevInteractionCount",
    "_processEntry",
    "_resetInteractions",
    "_sessionEntries",
    "_sessionValue",
    "_softNavigationEntryMap",
  ];
  const privateName = new RegExp(`\\b(?:${privateNames.join("|")})\\b`, "g");
  const replaced: Record<string, string> = {
    // The page the visit began on is the one measured: a return to it by the back button goes on
    // adding to its CLS and INP, where web-vitals would start new readings.
    "lib/bfcache.js": "export const getBFCacheRestoreTime = () => -1; export const onBFCacheRestore = () => {};",
    // A reading as the site reads it (name, value, band): without the navigation type, id and
    // soft-navigation fields web-vitals works out for each, which no event carries.
    "lib/initMetric.js":
      'export const initMetric = (name, value = -1) => ({ name, value, rating: "good", delta: 0, entries: [], navigationType: "navigate" });',
    // One manager per reading: web-vitals keeps them by options object for its attribution build.
    "lib/initUnique.js": "export const initUnique = (_options, Manager) => new Manager();",
    // CLS is reported only once the page has had its first contentful paint, as Chrome's field
    // data does; web-vitals waits for it with its whole FCP reading, of which CLS needs the wait.
    "onFCP.js": `import { observe } from "./lib/observe.js";
export const onFCP = (painted) => {
  const observer = observe(["paint"], (entries) => {
    if (entries.some((entry) => entry.name === "first-contentful-paint")) {
      observer.disconnect();
      painted();
    }
  });
};`,
  };
  return {
    name: "lean-web-vitals",
    load: {
      filter: {
        id: /node_modules[\\/]web-vitals[\\/]dist[\\/]modules[\\/](?:lib[\\/](?:bfcache|initMetric|initUnique)|onFCP)\.js$/,
      },
      handler(id) {
        return replaced[id.replaceAll("\\", "/").replace(/.*\/modules\//, "")];
      },
    },
    transform: {
      filter: { id: /node_modules[\\/]web-vitals[\\/]dist[\\/]modules[\\/]/ },
      handler(code, id) {
        const lean = code
          .replace(privateName, (name) => `_${privateNames.indexOf(name).toString(36)}`)
          .replace(/\bcheckSoftNavsEnabled\((\w+)\)/g, "false")
          // With soft navigations off, no observer is asked for these entries, so no branch that
          // handles one can run: the minifier then drops those branches and what only they use.
          .replace(/\b\w+\.entryType === '(?:soft-navigation|interaction-contentful-paint)'/g, "false");
        const unknown = /\._[a-zA-Z]\w+/.exec(lean.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ""));
        if (unknown)
          this.error(`web-vitals has a private property leanWebVitals does not know (${unknown[0]} in ${id})`);
        return lean;
      },
    },
  };
}

/**
 * Two parts of React Router that the browser loads on every page and this site never runs (decision
 * 045): the hooks for `instrumentations`, which the site does not pass (its `entry.client`, React
 * Router's own but for when hydration starts, passes none), and
 * lazy route discovery ("fog of war"), which React Router turns on only when pages are rendered on
 * request (`ssr: true`, `routeDiscovery.mode: "lazy"`); this site's are pre-rendered, and every
 * route is in the manifest each page loads. About 2 KiB gzip off every page's first load. The
 * server build, which pre-renders the pages, keeps both. If React Router's modules export other
 * names than these (an upgrade), the build stops; if the site ever turns either feature on, the
 * replacement throws, in the browser tests.
 */
function leanReactRouter(): Plugin {
  const unused = (feature: string) =>
    `throw new Error("${feature} is left out of the browser's React Router: see leanReactRouter in vite.config.ts")`;
  const replacements: Record<string, { exports: string; code: string }> = {
    "lib/router/instrumentation.js": {
      exports:
        "consumeInstrumentationClientResultMetaReceiver, getRouteInstrumentationUpdates, instrumentClientSideRouter, instrumentHandler, instrumentationResultMetaContext",
      code: `export const consumeInstrumentationClientResultMetaReceiver = () => undefined;
export const getRouteInstrumentationUpdates = () => { ${unused("Instrumentation")} };
export const instrumentClientSideRouter = getRouteInstrumentationUpdates;
export const instrumentHandler = getRouteInstrumentationUpdates;
export const instrumentationResultMetaContext = undefined;`,
    },
    "lib/dom/ssr/fog-of-war.js": {
      exports:
        "URL_LIMIT, getManifestPath, getPartialManifest, getPatchRoutesOnNavigationFunction, getPathsWithAncestors, handleClientVersionMismatch, isFogOfWarEnabled, useFogOFWarDiscovery",
      code: `const lazy = (routeDiscovery, ssr) => routeDiscovery.mode === "lazy" && ssr === true;
export const isFogOfWarEnabled = (routeDiscovery, ssr) => {
  if (lazy(routeDiscovery, ssr)) { ${unused("Lazy route discovery")} }
  return false;
};
export const getPatchRoutesOnNavigationFunction = (_getRouter, _manifest, _routeModules, ssr, routeDiscovery) => {
  isFogOfWarEnabled(routeDiscovery, ssr);
};
export const useFogOFWarDiscovery = (_router, _manifest, _routeModules, ssr, routeDiscovery) => {
  isFogOfWarEnabled(routeDiscovery, ssr);
};
export const getPartialManifest = isFogOfWarEnabled;
export const URL_LIMIT = 7680;
export const getManifestPath = isFogOfWarEnabled;
export const getPathsWithAncestors = isFogOfWarEnabled;
export const handleClientVersionMismatch = isFogOfWarEnabled;`,
    },
  };
  return {
    name: "lean-react-router",
    applyToEnvironment: (environment) => environment.name === "client",
    load: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]/ },
      handler(id) {
        const file = id.replaceAll("\\", "/").replace(/.*\/dist\/production\//, "");
        const replacement = replacements[file];
        if (!replacement) return null;
        const original = readFileSync(id, "utf8");
        if (!original.includes(`export { ${replacement.exports} };`)) {
          this.error(`React Router's ${file} has changed: update leanReactRouter in vite.config.ts`);
        }
        return replacement.code;
      },
    },
  };
}

/** What a test file does that would reach the files after it in a shared module graph. */
const changesWhatFilesShare = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(/;

export default defineConfig({
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: gzip compresses one file of React and React Router, and one of
        // the components several routes share, about 6 KiB smaller than the dozen small chunks
        // Rolldown makes on its own (see docs/decisions/007-javascript-budget.md).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            // The search page's code stays with it and the header's lazily loaded suggestions, and
            // the not-found view with the pages that show it (it is imported both directly and
            // lazily, which would otherwise count as shared), and so do the content sentences with
            // slots and the numbered steps of the thank-you pages, which only pages off the home page
            // show, and the estimate's and city pages' code and the forms' (enquiry, survey, claim,
            // their parts and their drafts), which only those pages load, and the estimate's rupee
            // formatting and line names, which its lazily loaded chunks share (decision 023), and what
            // the return pages, the estimate and the search count (decision 031); Vite's preload helper
            // joins the shared chunk rather than becoming a file of its own.
            // The hero every page but the home page opens with: in a chunk of its own, so the home
            // page (whose first-load JavaScript has the tightest budget) does not load it.
            {
              name: "page-hero",
              test: /[\\/]app[\\/]components[\\/]ui[\\/]page-hero\.tsx/,
              minShareCount: 2,
              priority: 2,
            },
            // The enquiry form's rules (field limits, patterns), which the estimate's summary also
            // reads, and the plain fields every form is drawn with, the estimate's too: a chunk of
            // their own, so the estimate does not load the forms' chunk below (decision 023).
            {
              name: "fields",
              test: /[\\/]app[\\/](?:lib[\\/]enquiry-form\.ts|components[\\/]forms[\\/]fields\.tsx)/,
              minShareCount: 2,
              priority: 2,
            },
            // The wait for a visitor's first use that the estimate's calculator and the posted forms
            // load behind (until-needed.ts), with the drafts' keys it looks for: one small chunk for
            // the pages with such a form, none for the others (decision 023).
            {
              name: "until-needed",
              test: /[\\/]app[\\/](?:components[\\/]forms[\\/]until-needed\.ts|lib[\\/]form-draft-keys\.ts)/,
              minShareCount: 2,
              priority: 2,
            },
            // The forms' parts and drafts (enquiry, survey, claim): one chunk for the pages with a
            // form, none for the others.
            {
              name: "forms",
              test: /[\\/]app[\\/](?:lib[\\/](?:form-draft|use-form-draft|enquiry-prefill)\.ts|components[\\/]forms[\\/](?:form-parts\.tsx|use-posted-form\.ts))/,
              minShareCount: 2,
              // After the shared chunk has taken what every page needs (the slot filler, the phone
              // pattern), or this chunk would take them with it and every page would load it.
              priority: 0,
            },
            {
              name: "shared",
              test: /[\\/]app[\\/](?!components[\\/]search[\\/]|components[\\/]not-found-content\.tsx|components[\\/]ui[\\/](?:sentence|numbered-steps|row-table)\.tsx|components[\\/](?:estimate|cities|claims|forms|book-survey)[\\/]|lib[\\/](?:estimate|enquiry-|claim-|form-draft|use-form-draft|survey-|file-paths|rupees|analytics)|content[\\/]estimate-)|preload-helper/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  plugins: [
    smallPreloadHelper(),
    leanWebVitals(),
    leanReactRouter(),
    tailwindcss(),
    imagetools(),
    usedPhotographs(),
    generatedAssetsInDev(),
    !process.env.VITEST && reactRouter(),
  ],
  test: {
    setupFiles: ["./tests/vitest-setup.ts"],
    restoreMocks: true,
    // The property tests run a few hundred cases each; on a busy 2-core machine one can take
    // several seconds, which is slow, not wrong (the benchmark times the estimate itself).
    testTimeout: 20_000,
    // A jsdom costs about a second to build, once per test file, and was more than half of the
    // unit tests' time: components get one, logic runs in plain Node. A `.ts` test that needs a
    // browser API says so with a `// @vitest-environment jsdom` first line.
    // The files of a worker share one module graph and environment (isolate: false): import,
    // environment and setup were 64% of the suite's time, the tests 36%. A file that changes what
    // the next file would share (a module mock, a global, fake timers) runs in its own.
    projects: [
      { name: "components", include: ["app/**/*.test.tsx"], environment: "jsdom" },
      {
        name: "logic",
        include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts", "tests/*.test.ts"],
        environment: "node",
      },
    ].flatMap(({ name, include, environment }) => {
      const own = globSync(include).filter((file) => changesWhatFilesShare.test(readFileSync(file, "utf8")));
      return [
        {
          extends: true,
          test: { name, include, exclude: [...configDefaults.exclude, ...own], environment, isolate: false },
        },
        ...(own.length > 0 ? [{ extends: true, test: { name: `${name} (isolated)`, include: own, environment } }] : []),
      ];
    }),
  },
});
