import { describe, expect, it } from "vitest";
import { chunkImports, closure, isCountingChunk, namedScripts } from "./first-load";

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
