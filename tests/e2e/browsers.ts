/**
 * The two Chromiums the browser tests drive, both Debian's (docs/decisions/025-headless-shell.md):
 * the headless shell for the visitor's tests, which look at pages, and the full browser for the
 * owner's editor and for what only the full browser does (its PDF viewer).
 */
import { chromiumPath, headlessShellPath } from "../../scripts/chromium-path.ts";

/**
 * V8 runs the pages' scripts in its interpreter and baseline compiler only, without Maglev and
 * TurboFan. A test's page lives a second or two: the optimizing compilers spent more CPU compiling
 * hot code (axe, React's hydration) on the 2-core machine than the page ever got back. The same
 * scripts mean the same thing in every tier; only their speed differs, which the benchmark
 * measures in a browser as visitors have it (decision 027).
 */
export const v8WithoutOptimizingCompilers = "--js-flags=--no-opt --no-maglev";

const args = [
  // Debian's Chromium on a machine without outside network: keep it from calling home.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // No host but this machine resolves, so no request leaves it: the site is tested as it
  // behaves with every third party down. Cheaper than routing each request through the test.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
  v8WithoutOptimizingCompilers,
];

/** The same Chromium release without the windowed browser around it: the same checks on a fifth less CPU. */
export const headlessShell = { executablePath: headlessShellPath(), args };

/** The browser a visitor or the owner has. */
export const fullChromium = { executablePath: chromiumPath(), args };
