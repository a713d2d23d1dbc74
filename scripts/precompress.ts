/**
 * The last build step: a brotli (quality 11) and a gzip (level 9) copy beside every compressible
 * file above the size where compression pays (`about/index.html` gets `about/index.html.br` and
 * `about/index.html.gz`), so a server sends the copy as it is instead of compressing on every
 * request: nginx with `gzip_static` and `brotli_static` (deploy/nginx/site.conf), our server
 * (scripts/static-server.ts) by reading it from disk. Each copy takes its original's modification
 * time (to the millisecond), so nginx's ETag and Last-Modified for it change exactly when the file does.
 * `node scripts/precompress.ts` compresses `${BUILD_DIR:-build}/client`.
 */
import { readdir, readFile, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join } from "node:path";
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
 * `raw` in `encoding`, at the strongest setting: the cost is paid once, at build time. The same
 * settings our server used when it compressed at run time, so the bytes sent are the same.
 */
export function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(raw, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : gzipAsync(raw, { level: 9 });
}

export type PrecompressResult = { files: number; bytesIn: number; bytesOut: Record<Encoding, number> };

/** Writes the copies for every compressible file under `root`; existing copies are replaced. */
export async function precompress(root: string): Promise<PrecompressResult> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => compressibleExtensions.has(extname(file).toLowerCase()));
  const result: PrecompressResult = { files: 0, bytesIn: 0, bytesOut: { br: 0, gzip: 0 } };
  // One file per core at a time: brotli's best setting needs tens of megabytes per file in progress.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const { size, atimeMs, mtimeMs } = await stat(file);
      if (!isCompressible(file, size)) continue;
      const raw = await readFile(file);
      result.files++;
      result.bytesIn += raw.length;
      for (const encoding of ["br", "gzip"] as const) {
        const copy = `${file}${copySuffix[encoding]}`;
        const compressed = await compress(raw, encoding);
        await writeFile(copy, compressed);
        await utimes(copy, atimeMs / 1000, mtimeMs / 1000);
        result.bytesOut[encoding] += compressed.length;
      }
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return result;
}

if (import.meta.main) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const started = Date.now();
  const { files, bytesIn, bytesOut } = await precompress(join(import.meta.dirname, "..", buildDir, "client"));
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  console.log(
    `precompress: ${files} files in ${buildDir}/client (${kib(bytesIn)}) -> .br ${kib(bytesOut.br)}, .gz ${kib(bytesOut.gzip)}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
