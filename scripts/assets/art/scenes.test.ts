import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scenes } from "./scenes.ts";

const artDir = join(import.meta.dirname, "..", "..", "..", "public", "art");

/** The part of a picture every page shows: what `object-fit: cover` keeps at 4:3 and at 1200×630. */
function alwaysShown(viewBox: string) {
  const [x = 0, y = 0, width = 0, height = 0] = viewBox.split(" ").map(Number);
  return { left: x + width * 0.056, right: x + width * (1 - 0.056), top: y + height * 0.106 };
}

describe("the drawings", () => {
  it.each(Object.entries(scenes))("%s shows its sun whole, inside what every crop keeps", (_name, draw) => {
    const svg = draw();
    const viewBox = svg.match(/viewBox="([^"]+)"/)?.[1] ?? "";
    const suns = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="70"/g)];
    const shown = alwaysShown(viewBox);
    for (const [, cx = "", cy = ""] of suns) {
      expect(Number(cx) + 70, viewBox).toBeLessThanOrEqual(shown.right);
      expect(Number(cx) - 70, viewBox).toBeGreaterThanOrEqual(shown.left);
      expect(Number(cy) - 70, viewBox).toBeGreaterThanOrEqual(shown.top);
    }
  });

  it.each(Object.entries(scenes))("%s in public/art is the generator's current drawing", (name, draw) => {
    expect(readFileSync(join(artDir, `${name}.svg`), "utf8")).toBe(draw());
  });
});
