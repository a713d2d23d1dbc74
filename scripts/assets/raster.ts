/** Turns a content picture (SVG drawing or photograph) into a PNG, for the PDFs and share images. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const root = join(import.meta.dirname, "..", "..");
export const publicDir = join(root, "public");
const photographsDir = join(root, "app", "assets", "images");

/** `height` defaults to the 3:2 of the scenes; the picture is cropped to fill it. */
export async function artPng(name: string, width: number, height = Math.round((width * 2) / 3)): Promise<Buffer> {
  const source = name.endsWith(".svg")
    ? readFileSync(join(publicDir, "art", name))
    : readFileSync(join(photographsDir, name));
  return sharp(source, { density: 144 })
    .resize({ width, height, fit: "cover" })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
