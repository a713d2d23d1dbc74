import { siteIcons } from "../../app/assets/icons";
import { certifications } from "../../app/content/certifications";
import { company } from "../../app/content/company";
import { services } from "../../app/content/services";
import { paths } from "../../app/lib/paths";
import { socialImageKey } from "../../app/lib/seo";
import { expect, test, waitForHydration } from "./fixtures";
import { allRoutes } from "./routes";

/** Width and height from a PNG's header (the IHDR chunk). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test.describe("pictures on every page", () => {
  for (const route of allRoutes) {
    test(`${route}: every picture has width, height and alt, and loads`, async ({ page, request }) => {
      await page.goto(route);
      await waitForHydration(page);
      const images = await page.locator("img").evaluateAll((elements) =>
        elements.map((element) => ({
          src: element.getAttribute("src") ?? "",
          width: element.getAttribute("width"),
          height: element.getAttribute("height"),
          hasAlt: element.hasAttribute("alt"),
        })),
      );
      const sourceSets = await page
        .locator("picture source")
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("srcset") ?? ""));
      for (const image of images) {
        expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
        expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
        expect(image.hasAlt, `${image.src} has alt`).toBe(true);
      }
      const urls = new Set([
        ...images.map((image) => image.src),
        ...sourceSets.flatMap((set) => set.split(",").map((candidate) => candidate.trim().split(" ")[0] ?? "")),
      ]);
      for (const url of urls) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()["content-type"], url).toMatch(/^image\//);
      }
    });
  }
});

test.describe("generated files", () => {
  test.skip(({ isMobile }) => isMobile, "files are the same at every screen width");

  test("the brochure and every certificate are PDFs", async ({ request }) => {
    for (const url of [paths.brochure, ...certifications.map((certificate) => paths.certificate(certificate.file))]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toBe("application/pdf");
      expect((await response.body()).subarray(0, 5).toString("latin1"), url).toBe("%PDF-");
    }
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

  test("every page's share picture is a 1200×630 PNG", async ({ request }) => {
    const keys = new Set([
      ...allRoutes.map((route) => socialImageKey(route)),
      socialImageKey(undefined),
      ...services.map((service) => socialImageKey(paths.service(service.slug))),
    ]);
    expect(keys.size).toBe(9 + services.length);
    for (const key of keys) {
      const url = paths.socialImage(key);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toBe("image/png");
      expect(pngSize(await response.body()), url).toEqual({ width: 1200, height: 630 });
    }
  });
});
