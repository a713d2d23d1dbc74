import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageCspOf, withPageCsp } from "./page-csp";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title><script type="application/ld+json">{"a":1}</script></head><body><script>window.a = 1;</script><script type="module" src="/assets/x.js"></script><script type="module">import "/assets/y.js";</script></body></html>`;

describe("inline script hashes", () => {
  it("hashes every inline script exactly as written, and skips scripts with a src", () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha256('{"a":1}'),
      sha256("window.a = 1;"),
      sha256('import "/assets/y.js";'),
    ]);
  });

  it("hashes the text the browser sees, with CRLF turned into LF", () => {
    expect(inlineScriptHashes("<script>a();\r\nb();</script>")).toEqual([sha256("a();\nb();")]);
  });
});

describe("the page's policy", () => {
  it("goes right after <meta charset>, before any script, and names the page's hashes", () => {
    const html = withPageCsp(page);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf("<script"));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(html.indexOf("charSet"));
    expect(pageCspOf(html)).toContain(sha256("window.a = 1;"));
    expect(pageCspOf(html)).toContain("form-action 'self' https://formsubmit.co");
  });

  it("replaces the policy when run twice instead of adding a second", () => {
    const twice = withPageCsp(withPageCsp(page, "http://127.0.0.1:9"));
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(pageCspOf(twice)).toContain("form-action 'self' https://formsubmit.co");
  });

  it("refuses a page without <meta charset>, where the policy would have nowhere safe to go", () => {
    expect(() => withPageCsp("<html><head><script>x()</script></head></html>")).toThrow(/charSet/);
  });
});
