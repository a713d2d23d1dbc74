/**
 * The last build step: a brotli and a gzip (level 9) copy beside every compressible
 * file above the size where compression pays (`about/index.html` gets `about/index.html.br` and
 * `about/index.html.gz`), so a server sends the copy as it is instead of compressing on every
 * request: nginx with `gzip_static` and `brotli_static` (deploy/nginx/site.conf), our server
 * (scripts/static-server.ts) by reading it from disk. Each copy takes its original's modification
 * time (to the millisecond), so nginx's ETag and Last-Modified for it change exactly when the file does.
 * `node scripts/precompress.ts` compresses `${BUILD_DIR:-build}/client`.
 *
 * Each copy is kept in node_modules/.cache/precompress under the hash of the file's bytes and the
 * settings, so a file that has not changed since an earlier build is copied, not compressed again:
 * a rebuild with nothing changed compresses nothing. Compression runs in zlib's thread pool, as
 * many files at once as there are cores; brotli's best setting holds tens of megabytes per file
 * in progress, so that bounds its memory at about 100 MB on the 2-core machine.
 */
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";

/** Text formats worth compressing: the build's pages, data, scripts, styles and documents. */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  ".html",
  ".css",
  ".js",
  ".mjs",
  ".json",
  ".webmanifest",
  ".map",
  // React Router's pre-rendered loader data, fetched on client-side navigation.
  ".data",
  ".xml",
  ".txt",
  ".svg",
]);

/** Below this, compression saves less than its own framing (and nginx's `gzip_min_length`). */
export const minimumCompressedSize = 1024;

export type Encoding = "br" | "gzip";

/** The file extension of each encoding's copy, as nginx's `gzip_static` and `brotli_static` look for it. */
export const copySuffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Whether a file of this name and size gets compressed copies (and is compressed when served). */
export function isCompressible(file: string, size: number): boolean {
  return compressibleExtensions.has(extname(file).toLowerCase()) && size >= minimumCompressedSize;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's quality for a file, chosen by measuring this site's build (docs/decisions/024-build-and-test-time.md):
 * 11 for what a visitor downloads (pages, their data, scripts, styles, the search indexes), where
 * it is 7-14% smaller than 9; 9 for the owner's editor (its 2 MB script takes ten times as long at
 * 11 to be 8% smaller, once per editor version, for one person) and for the drawings, the sitemap
 * and the other small files, where 11 saves a few hundred bytes in all. `pathInSite`: `admin/index.js`.
 */
export function brotliQualityFor(pathInSite: string): number {
  if (pathInSite.split(/[\\/]/)[0] === "admin") return 9;
  return [".html", ".data", ".js", ".mjs", ".css", ".json"].includes(extname(pathInSite).toLowerCase()) ? 11 : 9;
}

/**
 * `raw` in `encoding`: brotli at `quality` (the strongest, 11, unless told), gzip at level 9. The
 * cost is paid once, at build time; our server compresses a file the build left without a copy
 * with the same settings.
 */
export function compress(raw: Buffer, encoding: Encoding, quality = 11): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(raw, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : gzipAsync(raw, { level: 9 });
}

export type PrecompressResult = {
  files: number;
  bytesIn: number;
  bytesOut: Record<Encoding, number>;
  /** Copies compressed by this run. */
  compressed: number;
  /** Copies taken from the cache: their file had not changed. */
  reused: number;
};

/** Where copies are kept between builds; `$PRECOMPRESS_CACHE` lets the build benchmark start empty, as a fresh clone does. */
export const defaultCacheDir =
  process.env.PRECOMPRESS_CACHE ?? join(import.meta.dirname, "..", "node_modules", ".cache", "precompress");

/**
 * Writes the copies for every compressible file under `root`; existing copies are replaced. A
 * copy whose file's bytes (and settings) are in `cacheDir` is copied from there.
 */
export async function precompress(root: string, { cacheDir = defaultCacheDir } = {}): Promise<PrecompressResult> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => compressibleExtensions.has(extname(file).toLowerCase()));
  await mkdir(cacheDir, { recursive: true });
  const result: PrecompressResult = { files: 0, bytesIn: 0, bytesOut: { br: 0, gzip: 0 }, compressed: 0, reused: 0 };
  // One file per core at a time: brotli's best setting needs tens of megabytes per file in progress.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const { size, atimeMs, mtimeMs } = await stat(file);
      if (!isCompressible(file, size)) continue;
      const raw = await readFile(file);
      result.files++;
      result.bytesIn += raw.length;
      const quality = brotliQualityFor(relative(root, file));
      const key = createHash("sha256").update(raw).digest("hex");
      for (const encoding of ["br", "gzip"] as const) {
        const copy = `${file}${copySuffix[encoding]}`;
        const settings = encoding === "br" ? `br${quality}` : "gz9";
        const cached = join(cacheDir, `${key}.${settings}`);
        try {
          await copyFile(cached, copy);
          // Marks it as used, for `pruneCache`.
          await utimes(cached, new Date(), new Date());
          result.reused++;
        } catch {
          const compressed = await compress(raw, encoding, quality);
          await writeFile(copy, compressed);
          // Written beside and renamed, so a build running alongside never copies half a file.
          const partial = `${cached}.${process.pid}`;
          await writeFile(partial, compressed);
          await rename(partial, cached).catch(() => rm(partial, { force: true }));
          result.compressed++;
        }
        await utimes(copy, atimeMs / 1000, mtimeMs / 1000);
        // Awaited before the sum is read: another file's worker adds to it in the meantime.
        const { size: copySize } = await stat(copy);
        result.bytesOut[encoding] += copySize;
      }
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  await pruneCache(cacheDir);
  return result;
}

/** Copies unused for this long are removed from the cache: long enough for a branch switched back to. */
const keptFor = 14 * 24 * 60 * 60 * 1000;

/** Removes copies no build has used for `keptFor`. */
async function pruneCache(cacheDir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(cacheDir)) {
    const file = join(cacheDir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > keptFor) await rm(file, { force: true });
  }
}

if (import.meta.main) {
  const { reportStep } = await import("./build-timing.ts");
  const buildDir = process.env.BUILD_DIR ?? "build";
  const started = Date.now();
  const { files, bytesIn, bytesOut, compressed, reused } = await precompress(
    join(import.meta.dirname, "..", buildDir, "client"),
  );
  reportStep({ made: compressed, reused, note: `${files} files, 2 copies each` });
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  console.log(
    `precompress: ${files} files in ${buildDir}/client (${kib(bytesIn)}) -> .br ${kib(bytesOut.br)}, .gz ${kib(bytesOut.gzip)}: ${compressed} copies compressed, ${reused} unchanged from the cache, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
