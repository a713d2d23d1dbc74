/**
 * `node scripts/first-load.ts [--all] [--check]`: the first-load JavaScript of every page of a
 * build (`${BUILD_DIR:-build}/client`), with counting off and on, as decision 045 counts it: the
 * size of `gzip -9` of each script the page's HTML names (the boot script's imports and preloads)
 * and of everything those import, each file once. "Counting" is what a page loads when it carries
 * the owner's analytics settings (scripts/postbuild.ts writes them; the scripts are the same
 * build's): the chunks named `analytics…` that its scripts import on demand, and theirs, short of
 * what the page already loads (not the INP reading, which waits for the first tap).
 *
 * Prints the largest pages (every page with `--all`) and how many are over the budget; `--check`
 * exits with 1 when a page is over 120 KiB with counting on or counting adds more than 3 KiB.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** Issue 6: 120 KiB gzip of first-load JavaScript per page. */
export const firstLoadBudget = 120 * 1024;
/** Issue 54: counting adds at most 3 KiB gzip to any page. */
export const countingBudget = 3 * 1024;

/** The scripts a page's HTML names: `/assets/….js` in its boot script, preloads and script tags. */
export function namedScripts(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/["'`]\/assets\/([\w.-]+\.js)["'`]/g), (match) => match[1] ?? ""))];
}

/** What a chunk imports: statically (loaded with it) and on demand (`import("./x.js")`). */
export function chunkImports(code: string): { static: string[]; dynamic: string[] } {
  const dynamic = Array.from(
    code.matchAll(/\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g),
    (match) => match[1] ?? "",
  );
  const staticImports = Array.from(
    code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([\w.-]+\.js)["'`]/g),
    (match) => match[1] ?? "",
  );
  return { static: [...new Set(staticImports)], dynamic: [...new Set(dynamic)] };
}

type Graph = (file: string) => { static: string[]; dynamic: string[] };

/** `files` and everything they import statically, and on demand where `follow` says so. */
export function closure(files: Iterable<string>, graph: Graph, follow: (file: string) => boolean = () => false) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = graph(file);
    for (const next of imports.static) visit(next);
    for (const next of imports.dynamic) if (follow(next)) visit(next);
  };
  for (const file of files) visit(file);
  return seen;
}

/** A lazily loaded chunk of visitor counting (app/lib/analytics*.ts), the INP reading aside. */
export const isCountingChunk = (file: string) => file.startsWith("analytics");

export type PageLoad = { page: string; off: number; counting: number; on: number };

/**
 * Decision 007's first-load JavaScript of a page of the build in `clientDir`, from its HTML: with
 * counting off, what counting adds, and the two together. Each script is read and compressed once
 * for all the pages asked about.
 */
export function firstLoadCounter(clientDir: string): (html: string) => Omit<PageLoad, "page"> {
  const assets = join(clientDir, "assets");
  const imports = new Map<string, ReturnType<Graph>>();
  const graph: Graph = (file) => {
    let found = imports.get(file);
    if (!found) {
      found = chunkImports(readFileSync(join(assets, file), "utf8"));
      imports.set(file, found);
    }
    return found;
  };
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      // The gzip program, as decision 045's figures were measured (its header carries the name).
      const gzip = spawnSync("gzip", ["-9", "-c", join(assets, file)], { maxBuffer: 16 * 1024 * 1024 });
      if (gzip.status !== 0) throw new Error(`gzip -9 ${file}: ${gzip.stderr}`);
      size = gzip.stdout.length;
      sizes.set(file, size);
    }
    return size;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return (html) => {
    const first = closure(namedScripts(html), graph);
    const off = sum(first);
    const on = sum(closure(first, graph, isCountingChunk));
    return { off, counting: on - off, on };
  };
}

/** Each page's first load with counting off, what counting adds, and the two together. */
export function firstLoads(clientDir: string): PageLoad[] {
  const firstLoad = firstLoadCounter(clientDir);
  return pages(clientDir).map((page) => ({
    page: `/${page.replace(/index\.html$/, "")}`,
    ...firstLoad(readFileSync(join(clientDir, page), "utf8")),
  }));
}

/** Every page a visitor can land on: each `index.html` and each language's not-found page. */
function pages(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(?:^|\/)(?:index|404)\.html$/.test(file))
    .map((file) => relative(clientDir, join(clientDir, file)))
    .sort();
}

const formatBytes = (bytes: number) => `${bytes.toLocaleString("en-US")} B`;

if (import.meta.main) {
  const args = new Set(process.argv.slice(2));
  const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
  const loads = firstLoads(clientDir).sort((a, b) => b.on - a.on);
  const shown = args.has("--all") ? loads : loads.slice(0, 12);
  const rows = [
    ["page", "counting off", "counting adds", "counting on"],
    ...shown.map((load) => [load.page, formatBytes(load.off), formatBytes(load.counting), formatBytes(load.on)]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column] ?? 0))
        .join("  "),
    );
  const overOff = loads.filter((load) => load.off > firstLoadBudget);
  const overOn = loads.filter((load) => load.on > firstLoadBudget);
  const overCounting = loads.filter((load) => load.counting > countingBudget);
  console.log(
    `${loads.length} pages; over ${formatBytes(firstLoadBudget)}: ${overOff.length} with counting off, ${overOn.length} with it on; counting over ${formatBytes(countingBudget)}: ${overCounting.length}`,
  );
  console.log(
    `largest: off ${formatBytes(Math.max(...loads.map((load) => load.off)))}, counting ${formatBytes(Math.max(...loads.map((load) => load.counting)))}, on ${formatBytes(Math.max(...loads.map((load) => load.on)))}`,
  );
  if (args.has("--check") && (overOff.length > 0 || overOn.length > 0 || overCounting.length > 0)) process.exitCode = 1;
}
