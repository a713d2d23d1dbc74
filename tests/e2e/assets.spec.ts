/**
 * Files the build generates from the content: the brochure, icons, the web app manifest and the
 * fallback share picture. The pictures on each page are checked in every-route.spec.ts.
 */

import { siteIcons } from "../../app/assets/icons";
import { content } from "../../app/content/content.server";
import { filePaths } from "../../app/lib/file-paths.ts";
import { crawlerFiles, paths } from "../../app/lib/paths";
import { socialImageKey } from "../../app/lib/seo";
import { expect, test } from "./fixtures";
import { pngSize } from "./served-page";

const { company } = content;

test.describe("generated files", () => {
  // The certificates' PDFs are checked with their cards in certification.spec.ts.
  test("the brochure is a PDF", async ({ request }) => {
    const response = await request.get(filePaths.brochure);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("icons come in the sizes the pages and manifest name", async ({ request }) => {
    const sizes: Array<[string, number]> = [
      [siteIcons.png32, 32],
      [siteIcons.png192, 192],
      [siteIcons.png512, 512],
      [siteIcons.appleTouch, 180],
    ];
    for (const [url, size] of sizes) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toBe("image/png");
      expect(pngSize(await response.body()), url).toEqual({ width: size, height: size });
    }
    const logo = await request.get(siteIcons.svg);
    expect(logo.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  test("the web app manifest names the company and its icons", async ({ request, page }) => {
    const response = await request.get(siteIcons.manifest);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/(manifest\+)?json/);
    const manifest = (await response.json()) as { name: string; short_name: string; icons: Array<{ src: string }> };
    expect(manifest.name).toBe(company.name);
    expect(manifest.short_name).toBe(company.shortName);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);

    await page.goto(paths.home);
    await expect(page.locator(`link[rel="manifest"]`)).toHaveAttribute("href", siteIcons.manifest);
    await expect(page.locator(`link[rel="apple-touch-icon"]`)).toHaveAttribute("href", siteIcons.appleTouch);
  });

  // Each page's own share picture is checked with its head in every-route.spec.ts.
  test("the share picture for pages without one of their own is a 1200×630 PNG", async ({ request }) => {
    const url = crawlerFiles.socialImage(socialImageKey(undefined));
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });
});
