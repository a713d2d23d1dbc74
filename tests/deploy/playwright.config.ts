/**
 * `npm run test:deploy`: the same checks against every server the site is documented to run on
 * (tests/deploy/targets.ts), plus our server's behaviour under hostile load. Run
 * `node tests/deploy/prepare-site.ts` first (the npm script does).
 */
import { defineConfig, devices } from "@playwright/test";
import { headlessShellPath } from "../../scripts/chromium-path.ts";
import { v8WithoutOptimizingCompilers } from "../e2e/browsers.ts";
import type { TargetOptions } from "./fixtures.ts";
import { editorSiteRoot, origins, ports, repository, siteBuildDirectory, siteRoot } from "./targets.ts";

const launchOptions = {
  executablePath: headlessShellPath(),
  args: [
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    v8WithoutOptimizingCompilers,
  ],
};

/**
 * Under `npm test` the servers start beside the browser tests at low priority (wait-for-step.ts),
 * so they may answer only when those have ended (a server that exits is reported at once).
 */
const startTimeout = (alone: number) => (process.env.WAIT_FOR_STEP_FILE ? 900_000 : alone);

export default defineConfig<TargetOptions>({
  testDir: ".",
  // Not the checkout's test-results/: Playwright empties its output folder, and the e2e run uses that one.
  outputDir: `${siteBuildDirectory}/test-results`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS) || 2,
  reporter: [["list"], ["../../scripts/retried-tests-reporter.ts"]],
  // Under `npm test` the servers below start beside the browser tests, and the tests wait here for their end.
  globalSetup: "./wait-for-step.ts",
  use: { trace: "retain-on-failure", launchOptions, ...devices["Desktop Chrome"] },
  // One project for every host and the robustness checks: each host is a group of tests
  // (`test.use({ target })` in the specs), so the two workers serve them all (decision 027).
  projects: [{ name: "deployment", testMatch: /(deployment-targets|editor-site|server-robustness)\.spec\.ts$/ }],
  webServer: [
    {
      command: "npm run serve",
      env: { PORT: String(ports.ourServer), HOST: "127.0.0.1", BUILD_DIR: siteBuildDirectory },
      url: origins["our-server"],
      reuseExistingServer: false,
      timeout: startTimeout(30_000),
    },
    {
      command: `node tests/deploy/nginx.ts --port ${ports.nginx} --redirect-port ${ports.nginxRedirect} --root ${siteRoot} --work-dir ${siteBuildDirectory}/nginx --editor-port ${ports.editorNginx} --editor-root ${editorSiteRoot}`,
      url: origins.nginx,
      reuseExistingServer: false,
      timeout: startTimeout(30_000),
    },
    {
      command: `node tests/deploy/nginx.ts --brotli --port ${ports.nginxBrotliStatic} --redirect-port ${ports.nginxBrotliStaticRedirect} --root ${siteRoot} --work-dir ${siteBuildDirectory}/nginx-brotli-static`,
      url: origins["nginx-brotli-static"],
      reuseExistingServer: false,
      timeout: startTimeout(30_000),
    },
    {
      command: `node tests/deploy/cloudflare-pages.ts --port ${ports.cloudflarePages} --root ${siteRoot} --work-dir ${siteBuildDirectory}/cloudflare-pages`,
      url: origins["cloudflare-pages"],
      reuseExistingServer: false,
      timeout: startTimeout(60_000),
    },
    {
      // The editor's Pages project; its devtools on any free port (0).
      command: `node tests/deploy/cloudflare-pages.ts --port ${ports.editorCloudflarePages} --inspector-port 0 --root ${editorSiteRoot} --work-dir ${siteBuildDirectory}/cloudflare-pages-editor`,
      url: `http://127.0.0.1:${ports.editorCloudflarePages}/admin/`,
      reuseExistingServer: false,
      timeout: startTimeout(60_000),
    },
  ].map((server) => ({ ...server, cwd: repository })),
});
