// @vitest-environment node
/**
 * A photograph dropped into app/assets/images and named by the content comes out of the build as
 * AVIF and WebP at several widths, and one the content does not name does not come out at all:
 * builds the real picture-sources module, with JPEGs made here, through Vite, vite-imagetools and
 * the used-photographs plugin as the site's build does.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { build } from "vite";
import { imagetools } from "vite-imagetools";
import { afterAll, describe, expect, it } from "vitest";
import { usedPhotographs } from "./used-photographs.ts";

const workDir = mkdtempSync(join(tmpdir(), "raster-pipeline-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("the photograph pipeline", () => {
  it("turns a dropped-in JPEG the content names into AVIF and WebP variants with srcsets, and no other", async () => {
    mkdirSync(join(workDir, "app", "assets", "images"), { recursive: true });
    mkdirSync(join(workDir, "app", "content", "facts"), { recursive: true });
    copyFileSync(
      join(import.meta.dirname, "..", "..", "app", "assets", "picture-sources.ts"),
      join(workDir, "app", "assets", "picture-sources.ts"),
    );
    writeFileSync(
      join(workDir, "app", "content", "facts", "gallery.json"),
      JSON.stringify({ gallery: [{ image: { src: "/app/assets/images/truck-loading.jpg" } }] }),
    );
    // A photograph-sized JPEG (1700×1133): a sky-to-road gradient with a sun, cheap to encode.
    const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="1700" height="1133"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#9cc9e0"/><stop offset=".7" stop-color="#f3dcb2"/><stop offset=".7" stop-color="#56606b"/></linearGradient></defs><rect width="1700" height="1133" fill="url(#g)"/><circle cx="1300" cy="260" r="120" fill="#f5a300"/></svg>`;
    for (const name of ["truck-loading.jpg", "img_20261120_123456-1.jpg"])
      await sharp(Buffer.from(scene))
        .jpeg({ quality: 80 })
        .toFile(join(workDir, "app", "assets", "images", name));
    writeFileSync(
      join(workDir, "entry.ts"),
      'import { pictureSources } from "./app/assets/picture-sources.ts";\nexport const picture = pictureSources("truck-loading.jpg");\n',
    );

    const outDir = join(workDir, "dist");
    await build({
      root: workDir,
      configFile: false,
      logLevel: "silent",
      plugins: [imagetools({ cache: { enabled: false } }), usedPhotographs()],
      build: {
        outDir,
        assetsInlineLimit: 0,
        lib: { entry: join(workDir, "entry.ts"), formats: ["es"], fileName: "entry" },
      },
    });

    const files = readdirSync(outDir, { recursive: true, encoding: "utf8" });
    // The upload nothing names (one the owner replaced) is neither made into sizes nor published.
    expect(files.filter((file) => file.includes("img_20261120"))).toEqual([]);
    for (const format of ["avif", "webp"]) {
      const variants = files.filter((file) => file.endsWith(`.${format}`));
      expect(variants, format).toHaveLength(4);
      const widths = await Promise.all(
        variants.map(async (file) => (await sharp(join(outDir, file)).metadata()).width),
      );
      expect(widths.sort((a, b) => a - b)).toEqual([480, 800, 1200, 1600]);
    }

    const { picture } = (await import(
      join(outDir, files.find((file) => /^entry\.m?js$/.test(file)) ?? "entry.js")
    )) as {
      picture: import("../../app/assets/picture-sources.ts").PictureSources;
    };
    expect(picture.kind).toBe("raster");
    if (picture.kind !== "raster") return;
    expect(picture.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(picture.sources[0]?.srcSet).toMatch(/\.avif 480w, .*\.avif 800w, .*\.avif 1200w, .*\.avif 1600w$/);
    expect(picture.width).toBe(1600);
    expect(picture.height).toBe(1066);
  }, 120_000);
});
