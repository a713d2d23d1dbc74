// @vitest-environment node
import sharp from "sharp";
import { expect, it } from "vitest";
import { content } from "../../app/content/content.server.ts";
import { faviconIcoPath, faviconIcoSizes, renderIcons } from "./icons.ts";

it("draws /favicon.ico from the logo, holding the logo at each of its sizes as a PNG", async () => {
  const ico = (await renderIcons(content.company)).get(faviconIcoPath);
  if (!Buffer.isBuffer(ico)) throw new Error(`${faviconIcoPath} was not drawn`);
  expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(ico.readUInt16LE(4)).toBe(faviconIcoSizes.length);
  for (const [index, size] of faviconIcoSizes.entries()) {
    const entry = 6 + 16 * index;
    expect([ico.readUInt8(entry), ico.readUInt8(entry + 1)]).toEqual([size, size]);
    const image = ico.subarray(
      ico.readUInt32LE(entry + 12),
      ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
    );
    const { format, width, height, hasAlpha } = await sharp(image).metadata();
    expect({ format, width, height, hasAlpha }).toEqual({ format: "png", width: size, height: size, hasAlpha: true });
    // Something is drawn: not a blank square.
    const { channels } = await sharp(image).stats();
    expect(channels.some((channel) => channel.max > channel.min)).toBe(true);
  }
});
