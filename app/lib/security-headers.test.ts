import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  documentContentSecurityPolicy,
  editorContentSecurityPolicy,
  editorHeaders,
  formActionOrigin,
  pageContentSecurityPolicy,
  renderEditorHeadersFile,
  renderHeadersFile,
  renderNginxEditorHeaders,
  renderNginxHeaders,
  securityHeaders,
} from "./security-headers";

/** `{ directive: [sources] }` of a serialized policy. */
function parsePolicy(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("the page policy", () => {
  const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
  const policy = parsePolicy(pageContentSecurityPolicy({ scriptHashes: [hash, hash] }));

  it("runs only our scripts, the hashed inline ones and the translator's, never inline or eval", () => {
    expect(policy["script-src"]).toEqual([
      "'self'",
      hash,
      "https://translate.google.com",
      "https://translate.googleapis.com",
      "https://translate-pa.googleapis.com",
      "https://www.gstatic.com",
    ]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
  });

  it("locks down plugins, <base>, and where forms may post", () => {
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'", "https://formsubmit.co"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
  });

  it("leaves frame-ancestors to the header, since a <meta> policy ignores it", () => {
    expect(policy["frame-ancestors"]).toBeUndefined();
    expect(parsePolicy(documentContentSecurityPolicy())["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("names no script source in the header-wide policy, so it cannot block a page's hashed scripts", () => {
    const header = parsePolicy(documentContentSecurityPolicy());
    expect(header["script-src"]).toBeUndefined();
    expect(header["default-src"]).toBeUndefined();
  });

  it("lets the form post to the origin the build points it at", () => {
    expect(formActionOrigin(undefined)).toBe("https://formsubmit.co");
    expect(formActionOrigin("http://127.0.0.1:4999/stand-in/")).toBe("http://127.0.0.1:4999");
    const local = parsePolicy(pageContentSecurityPolicy({ scriptHashes: [], formOrigin: "http://127.0.0.1:4999" }));
    expect(local["form-action"]).toEqual(["'self'", "http://127.0.0.1:4999"]);
  });
});

describe("the other headers", () => {
  const headers = securityHeaders();

  it("are the ones the site promises", () => {
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
    expect(headers["Permissions-Policy"]).toContain("microphone=()");
  });

  it("cache hashed assets for a year and make everything else revalidate", () => {
    expect(cacheControlFor("/assets/root-qnPfppix.css")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/about/")).toBe("no-cache");
    expect(cacheControlFor("/downloads/brochure.pdf")).toBe("no-cache");
  });
});

describe("the editor's site's headers", () => {
  const policy = parsePolicy(editorContentSecurityPolicy());

  it("run only the editor's own script, never inline or eval, and talk to no one but the site and GitHub's API", () => {
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["font-src"]).toEqual(["'self'"]);
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy["connect-src"]).toEqual(["'self'", "data:", "blob:", "https://api.github.com"]);
    expect(policy["form-action"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(editorContentSecurityPolicy()).not.toContain("githubstatus");
  });

  it("let the sign-in popup report back and keep the editor out of search", () => {
    expect(editorHeaders()["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(editorHeaders()["X-Robots-Tag"]).toBe("noindex");
    expect(editorHeaders()["Content-Security-Policy"]).toBe(editorContentSecurityPolicy());
  });
});

describe("the host configurations", () => {
  it("_headers sets each header in one rule only (Cloudflare joins repeated ones), and knows no editor", () => {
    const file = renderHeadersFile();
    for (const name of [...Object.keys(securityHeaders()), "Cache-Control"]) {
      expect(file.match(new RegExp(`^  ${name}:`, "gm")), name).toHaveLength(1);
    }
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(file).not.toMatch(/admin|same-origin-allow-popups|noindex/);
  });

  it("the editor's site's _headers gives every path the editor's headers, each once", () => {
    const file = renderEditorHeadersFile();
    expect(file.split("\n").filter((line) => !line.startsWith(" ") && !line.startsWith("#") && line)).toEqual(["/*"]);
    for (const [name, value] of Object.entries(editorHeaders())) {
      expect(file.match(new RegExp(`^  ${name}:`, "gm")), name).toHaveLength(1);
      expect(file).toContain(`  ${name}: ${value}\n`);
    }
  });

  it("the committed nginx snippet of the editor's location is the one its headers render", () => {
    const committed = readFileSync(join(import.meta.dirname, "../../deploy/nginx/editor-headers.conf"), "utf8");
    expect(committed).toBe(renderNginxEditorHeaders());
  });

  it("the committed nginx snippet is the one these headers render", () => {
    const committed = readFileSync(join(import.meta.dirname, "../../deploy/nginx/security-headers.conf"), "utf8");
    expect(committed).toBe(renderNginxHeaders());
  });
});
