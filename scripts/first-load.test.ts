import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { chunkImports, closure, firstLoadCounter, isCountingChunk, namedScripts } from "./first-load";
import { hasAnalyticsSettings, withAnalyticsSettings } from "./page-analytics";

describe("first-load JavaScript", () => {
  it("reads the scripts a page names in its boot script and tags, each once", () => {
    const html = `<script type="module">for (const href of ["/assets/a-1.js","/assets/b-2.js"]) {}
Promise.all([import("/assets/a-1.js")]);</script><script src="/assets/c-3.js"></script><link href="/assets/x.css">`;
    expect(namedScripts(html)).toEqual(["a-1.js", "b-2.js", "c-3.js"]);
  });

  it("tells a chunk's static imports from those it makes on demand", () => {
    const code =
      'import{n as e}from"./rolldown-runtime-X.js";import"./side-Y.js";let t=()=>import(`./analytics-sender-Z.js`);import("./onINP-W.js")';
    expect(chunkImports(code)).toEqual({
      static: ["rolldown-runtime-X.js", "side-Y.js"],
      dynamic: ["analytics-sender-Z.js", "onINP-W.js"],
    });
  });

  it("follows static imports always and imports on demand only where asked", () => {
    const imports: Record<string, { static: string[]; dynamic: string[] }> = {
      "root.js": { static: ["shared.js"], dynamic: ["analytics-q.js", "search.js"] },
      "shared.js": { static: [], dynamic: [] },
      "analytics-q.js": { static: ["shared.js"], dynamic: ["analytics-sender-s.js"] },
      "analytics-sender-s.js": { static: ["vitals.js"], dynamic: ["onINP-i.js"] },
      "vitals.js": { static: [], dynamic: [] },
    };
    const graph = (file: string) => imports[file] ?? { static: [], dynamic: [] };
    expect([...closure(["root.js"], graph)]).toEqual(["root.js", "shared.js"]);
    expect([...closure(["root.js"], graph, isCountingChunk)].sort()).toEqual([
      "analytics-q.js",
      "analytics-sender-s.js",
      "root.js",
      "shared.js",
      "vitals.js",
    ]);
  });
});

describe("a page's first load, from its HTML", () => {
  const clientDir = mkdtempSync(join(tmpdir(), "first-load-"));
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const assets = join(clientDir, "assets");
  mkdirSync(assets);
  const chunks: Record<string, string> = {
    "entry-1.js": 'import"./shared-2.js";const s=()=>import("./search-toggle-3.js");import("./analytics-4.js");',
    "shared-2.js": "export const shared = 1;",
    "search-toggle-3.js": `export const search = "${"x".repeat(400)}";`,
    "analytics-4.js": "export const counting = 2;",
  };
  for (const [file, code] of Object.entries(chunks)) writeFileSync(join(assets, file), code);
  const gzipped = (file: string) => spawnSync("gzip", ["-9", "-c", join(assets, file)]).stdout.length;
  const page = '<html><head></head><body><script type="module">import("/assets/entry-1.js")</script></body></html>';

  it("counts the scripts the page names and their static imports, not what loads at idle or on a tap", () => {
    const load = firstLoadCounter(clientDir)(page);
    expect(load.off).toBe(gzipped("entry-1.js") + gzipped("shared-2.js"));
    expect(load.counting).toBe(gzipped("analytics-4.js"));
    expect(load.on).toBe(load.off + load.counting);
  });

  it("tells a page that counts by the settings in its head", () => {
    expect(hasAnalyticsSettings(page)).toBe(false);
    const counting = withAnalyticsSettings(page, {
      endpoint: "https://count.example.in/api/event",
      site: "example.in",
    });
    expect(hasAnalyticsSettings(counting)).toBe(true);
  });
});
