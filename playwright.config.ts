/**
 * Browser tests against the built site, served by the production server.
 *
 * Which width a test runs at: two projects, `phone` (Pixel 7, 390 px, touch) and `desktop`
 * (1280 px), chosen by the test's tag, never by skipping inside the test.
 *   - no tag       runs once, at phone width: most visitors come on a phone, and behaviour that
 *                  does not depend on the layout needs checking once.
 *   - `@desktop`   runs once, at desktop width: what a desktop visitor does (a keyboard walk
 *                  through a dialog, hovering), and text zoom on a wide screen.
 *   - `@both`      runs at both widths: only where the layout differs (the mobile menu against
 *                  the navigation bar, the floating buttons, axe and touch targets of every page).
 * Tag a test with `test("…", { tag: "@both" }, …)` or a whole group with `test.describe`.
 * The owner's tests in the editor (tests/e2e/editor*.spec.ts) are a third project, `owner`, at
 * desktop width, run first.
 * Tests that only read what the server sends use `request` and open no page at all.
 * The visitor's tests run with `prefers-reduced-motion: reduce`: with the site's smooth scrolling,
 * every scroll Playwright makes to reach a field became an animation it waited out (about a second
 * a form test). What moves (slideshows, carousels, smooth scrolling, the jump to a new page's top)
 * is tested at default motion, in groups with `test.use(withMotion)` (tests/e2e/fixtures.ts), and
 * so are the owner's tasks (decision 028).
 *
 * Where things are checked: tests/e2e/every-route.spec.ts sweeps every route (status, head,
 * headers, axe at both widths, JavaScript off); each page template has its own spec; layout,
 * accessibility, security, seo, assets, resilience and hostile-input specs cover what is shared.
 */
import { defineConfig, devices } from "@playwright/test";
import { fullChromium, headlessShell } from "./tests/e2e/browsers.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.BUILD_DIR ?? "build";
export const baseURL = `http://localhost:${port}`;
const ownerTests = /[\\/]editor[\w-]*\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per build, so runs against different builds on one machine keep their own results.
  outputDir: buildDir === "build" ? "test-results" : `test-results/${buildDir}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The run is bound by the two cores (Chromium drawing pages, axe, rebuilds): four workers took as
  // long as two (12.6 against 12.0 min, decision 024) and made every test slower, so two.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // The retried-tests reporter names every test that passed only on a retry (npm test's summary too).
  reporter: [
    ["list"],
    ["./scripts/retried-tests-reporter.ts"],
    ...(process.env.CI ? [["html", { open: "never" }] as const] : []),
  ],
  // A trace costs about a fifth of the run's time, so it is recorded only when a failed test runs
  // again (CI retries once); locally, run the failing test again with `--trace on`.
  use: { baseURL, trace: "on-first-retry" },
  projects: [
    // The owner's tests in the real editor (tests/e2e/editor*.spec.ts), on a computer as the owner
    // edits: the longest tests of the run (the owner's tasks and their rebuild about three minutes,
    // each half of the every-entry test under one), so first, a project being run in the order it
    // is listed; left for the end they were the run's last two minutes with the other worker idle.
    {
      name: "owner",
      testMatch: ownerTests,
      // A save writes the owner's files through the editor, which took more than the default 5 s
      // when the unit tests and the visitor's browser shared the two cores with it.
      expect: { timeout: 20_000 },
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: fullChromium,
      },
    },
    {
      name: "phone",
      testIgnore: ownerTests,
      grepInvert: /@desktop\b/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        reducedMotion: "reduce",
        launchOptions: headlessShell,
      },
    },
    {
      name: "desktop",
      testIgnore: ownerTests,
      grep: /@desktop\b|@both\b/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        reducedMotion: "reduce",
        launchOptions: headlessShell,
      },
    },
  ],
  webServer: {
    // The production server, serving the build that `npm test` has just made.
    command: "npm run serve",
    env: { PORT: String(port), BUILD_DIR: buildDir },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
