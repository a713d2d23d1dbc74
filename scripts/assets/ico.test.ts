// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icoFromPngs, pngSize } from "./ico.ts";

/** A square PNG of `size` pixels, one colour. */
const squarePng = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: "#0a2540" } })
    .png()
    .toBuffer();

/** The ICO's directory as a reader (a browser, Windows) sees it, and each image's bytes. */
function readIco(ico: Buffer) {
  const count = ico.readUInt16LE(4);
  return {
    reserved: ico.readUInt16LE(0),
    type: ico.readUInt16LE(2),
    images: Array.from({ length: count }, (_, index) => {
      const entry = 6 + 16 * index;
      const bytes = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      return {
        width: ico.readUInt8(entry) || 256,
        height: ico.readUInt8(entry + 1) || 256,
        planes: ico.readUInt16LE(entry + 4),
        bitsPerPixel: ico.readUInt16LE(entry + 6),
        data: ico.subarray(offset, offset + bytes),
        end: offset + bytes,
      };
    }),
  };
}

describe("icoFromPngs", () => {
  it("writes an icon directory pointing at each PNG, kept byte for byte", async () => {
    const pngs = await Promise.all([16, 32, 256].map(squarePng));
    const ico = icoFromPngs(pngs);
    const { reserved, type, images } = readIco(ico);
    expect(reserved).toBe(0);
    expect(type).toBe(1);
    expect(images.map(({ width, height }) => [width, height])).toEqual([
      [16, 16],
      [32, 32],
      [256, 256],
    ]);
    for (const [index, image] of images.entries()) {
      expect(image.planes).toBe(1);
      expect(image.bitsPerPixel).toBe(32);
      expect(image.data.equals(pngs[index] ?? Buffer.alloc(0))).toBe(true);
    }
    // The images follow the directory with nothing between or after them.
    expect(ico.length).toBe(6 + 16 * 3 + pngs.reduce((sum, png) => sum + png.length, 0));
    expect(images.at(-1)?.end).toBe(ico.length);
  });

  it("refuses what an icon cannot hold", async () => {
    expect(() => icoFromPngs([])).toThrow(/at least one image/);
    expect(() => icoFromPngs([Buffer.from("GIF89a, not a PNG at all")])).toThrow(/not a PNG/);
    const tooLarge = await squarePng(257);
    expect(() => icoFromPngs([tooLarge])).toThrow(/at most 256×256 pixels, not 257×257/);
  });
});

describe("pngSize", () => {
  it("reads the width and height from the PNG's header", async () => {
    const png = await sharp({ create: { width: 40, height: 24, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(pngSize(png)).toEqual({ width: 40, height: 24 });
  });
});
