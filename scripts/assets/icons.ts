/**
 * Favicon PNGs, /favicon.ico, the apple-touch-icon and the web app manifest, from the logo and
 * the content.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { siteIcons } from "../../app/assets/icons.ts";
import type { Company } from "../../app/content/schema.ts";
import { palette } from "./art/parts.ts";
import { icoFromPngs } from "./ico.ts";
import { publicDir } from "./raster.ts";

/**
 * Where browsers, crawlers and link previews look for an icon whatever the page links, so it is
 * answered with one; the pages themselves link the SVG and PNG icons.
 */
export const faviconIcoPath = "/favicon.ico";

/** The sizes in /favicon.ico: a browser tab's at 1x and 2x, and Windows' desktop shortcut. */
export const faviconIcoSizes = [16, 32, 48] as const;

export async function renderIcons(company: Company): Promise<Map<string, Buffer | string>> {
  const logo = readFileSync(join(publicDir, siteIcons.svg));
  const png = (size: number) =>
    sharp(logo, { density: 72 * (size / 64) })
      .resize(size, size)
      .png()
      .toBuffer();
  // iOS draws its own rounded corners, so the touch icon is a full navy square.
  const appleTouch = await sharp(logo, { density: 200 })
    .resize(180, 180)
    .flatten({ background: palette.navy })
    .png()
    .toBuffer();
  const manifest = {
    name: company.name,
    short_name: company.shortName,
    description: company.tagline,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: palette.navy,
    icons: [
      { src: siteIcons.png192, sizes: "192x192", type: "image/png" },
      { src: siteIcons.png512, sizes: "512x512", type: "image/png" },
      { src: siteIcons.svg, sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Map<string, Buffer | string>([
    [siteIcons.png32, await png(32)],
    [faviconIcoPath, icoFromPngs(await Promise.all(faviconIcoSizes.map(png)))],
    [siteIcons.png192, await png(192)],
    [siteIcons.png512, await png(512)],
    [siteIcons.appleTouch, appleTouch],
    [siteIcons.manifest, `${JSON.stringify(manifest, null, 2)}\n`],
  ]);
}
