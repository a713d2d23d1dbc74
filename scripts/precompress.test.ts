import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliQualityFor, compress, isCompressible, minimumCompressedSize, precompress } from "./precompress";

let root: string;
let cacheDir: string;
const page = `<!DOCTYPE html><html><body>${"<p>ప్యాకర్స్ and movers</p>".repeat(200)}</body></html>`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "precompress-"));
  cacheDir = mkdtempSync(join(tmpdir(), "precompress-cache-"));
  mkdirSync(join(root, "about"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), page);
  writeFileSync(join(root, "about", "index.html"), page.replace("movers", "mover"));
  writeFileSync(join(root, "about.data"), JSON.stringify({ words: "x".repeat(3000) }));
  writeFileSync(join(root, "assets", "app-Ab12.js"), `console.log(${JSON.stringify("y".repeat(5000))});`);
  writeFileSync(join(root, "assets", "small-Cd34.css"), "a{color:red}");
  writeFileSync(join(root, "site.webmanifest"), JSON.stringify({ name: "z".repeat(2000) }));
  writeFileSync(join(root, "icon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`);
  writeFileSync(join(root, "photo.webp"), Buffer.alloc(4096, 7));
  const first = await precompress(root, { cacheDir });
  expect(first).toMatchObject({ files: 6, compressed: 12, reused: 0 });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) => statSync(join(folder, name)).isFile());

describe("the build's compressed copies", () => {
  it("sit beside every compressible file above the threshold, and nowhere else", () => {
    const copies = filesUnder(root)
      .filter((name) => name.endsWith(".br") || name.endsWith(".gz"))
      .sort();
    const expected = [
      "about.data",
      "about/index.html",
      "assets/app-Ab12.js",
      "icon.svg",
      "index.html",
      "site.webmanifest",
    ]
      .flatMap((name) => [`${name}.br`, `${name}.gz`])
      .sort();
    expect(copies).toEqual(expected);
  });

  it("decompress to the same bytes as the file, and carry its modification time", () => {
    for (const name of filesUnder(root).filter((file) => isCompressible(file, statSync(join(root, file)).size))) {
      const original = readFileSync(join(root, name));
      expect(brotliDecompressSync(readFileSync(join(root, `${name}.br`))).equals(original), `${name}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(root, `${name}.gz`))).equals(original), `${name}.gz`).toBe(true);
      const modified = (file: string) => Math.floor(statSync(join(root, file)).mtimeMs);
      expect(modified(`${name}.br`)).toBe(modified(name));
      expect(modified(`${name}.gz`)).toBe(modified(name));
      expect(readFileSync(join(root, `${name}.br`)).length).toBeLessThan(original.length);
    }
  });

  it("are replaced, not copied again, when the step runs twice", async () => {
    const before = filesUnder(root).length;
    const { files } = await precompress(root, { cacheDir });
    expect(files).toBe(6);
    expect(filesUnder(root)).toHaveLength(before);
  });

  it("are compressed again only for a file whose bytes changed", async () => {
    writeFileSync(join(root, "about", "index.html"), page.replace("movers", "movers and packers"));
    const again = await precompress(root, { cacheDir });
    expect(again).toMatchObject({ files: 6, compressed: 2, reused: 10 });
    const changed = readFileSync(join(root, "about", "index.html"));
    expect(brotliDecompressSync(readFileSync(join(root, "about", "index.html.br"))).equals(changed)).toBe(true);
    expect(gunzipSync(readFileSync(join(root, "about", "index.html.gz"))).equals(changed)).toBe(true);
  });

  it("use brotli's best setting for what visitors download, a cheaper one for the editor and the small files", () => {
    for (const file of [
      "index.html",
      "about/_.data",
      "assets/app-Ab12.js",
      "assets/root.css",
      "te/search-index.json",
    ]) {
      expect(brotliQualityFor(file), file).toBe(11);
    }
    for (const file of [
      "admin/sveltia-cms.js",
      "admin/config.json",
      "art/hero-1.svg",
      "sitemap.xml",
      "site.webmanifest",
    ]) {
      expect(brotliQualityFor(file), file).toBe(9);
    }
  });

  it("round-trip any text in both encodings", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", minLength: minimumCompressedSize }), async (text) => {
        const raw = Buffer.from(text);
        expect(brotliDecompressSync(await compress(raw, "br")).equals(raw)).toBe(true);
        expect(gunzipSync(await compress(raw, "gzip")).equals(raw)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
