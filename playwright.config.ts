import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;

const launchOptions = {
  executablePath: chromiumPath(),
  // Debian's Chromium on a machine without outside network: keep it from calling home.
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    // The production server, serving the build that `npm test` has just made.
    command: "npm run serve",
    env: { PORT: String(port), BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
