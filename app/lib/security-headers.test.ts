import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  contentSecurityPolicyFor,
  documentContentSecurityPolicy,
  editorContentSecurityPolicy,
  editorHeaders,
  fileContentSecurityPolicy,
  fileTypes,
  formActionOrigin,
  pageContentSecurityPolicy,
  pdfContentSecurityPolicy,
  renderEditorHeadersFile,
  renderHeadersFile,
  renderNginxEditorHeaders,
  renderNginxHeaders,
  renderNginxPolicyMap,
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

describe("the policy of every file that is not a page", () => {
  const file = parsePolicy(fileContentSecurityPolicy());
  const pdf = parsePolicy(pdfContentSecurityPolicy());

  it("runs no script: no script source, nothing fetched, in a sandbox of its own", () => {
    expect(file["default-src"]).toEqual(["'none'"]);
    expect(file["script-src"]).toBeUndefined();
    expect(file.sandbox).toEqual([]);
    expect(file["style-src"]).toEqual(["'unsafe-inline'"]);
    expect(fileContentSecurityPolicy()).not.toMatch(/allow-scripts|'self'.*script|unsafe-eval/);
  });

  it("keeps what every response says, so no directive of the document policy is lost", () => {
    for (const [name, sources] of Object.entries(parsePolicy(documentContentSecurityPolicy())))
      expect(file[name], name).toEqual(sources);
  });

  it("leaves a PDF out of the sandbox, which browsers answer by not showing it, and still runs no script", () => {
    expect(pdf.sandbox).toBeUndefined();
    expect(pdf["default-src"]).toEqual(["'none'"]);
    expect(pdf["script-src"]).toBeUndefined();
    expect({ ...pdf, sandbox: [] }).toEqual(file);
  });

  it("is chosen by Content-Type: a page keeps the document policy, everything else gets the file's", () => {
    expect(contentSecurityPolicyFor("text/html; charset=utf-8")).toBe(documentContentSecurityPolicy());
    expect(contentSecurityPolicyFor("TEXT/HTML")).toBe(documentContentSecurityPolicy());
    expect(contentSecurityPolicyFor("application/pdf")).toBe(pdfContentSecurityPolicy());
    for (const type of ["image/svg+xml", "application/xhtml+xml", "text/xml", "text/plain", undefined, ""])
      expect(contentSecurityPolicyFor(type), String(type)).toBe(fileContentSecurityPolicy());
    for (const [extension, type] of Object.entries(fileTypes))
      expect(contentSecurityPolicyFor(type), extension).not.toBe(documentContentSecurityPolicy());
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
    for (const name of [...Object.keys(securityHeaders()), "Cache-Control"].filter(
      (name) => name !== "Content-Security-Policy",
    )) {
      expect(file.match(new RegExp(`^  ${name}:`, "gm")), name).toHaveLength(1);
    }
    expect(file).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(file).not.toMatch(/admin|same-origin-allow-popups|noindex/);
  });

  it("_headers gives every kind of file the file policy, taking the page's away first so the two are never joined", () => {
    const rules = renderHeadersFile()
      .split(/\n(?=\/)/)
      .map((block) => block.split("\n").filter((line) => line && !line.startsWith("#")));
    const byPath = new Map(rules.map(([path = "", ...lines]) => [path, lines]));
    expect(byPath.get("/*")).toContain(`  Content-Security-Policy: ${documentContentSecurityPolicy()}`);
    for (const [extension, type] of Object.entries(fileTypes)) {
      expect(byPath.get(`/*${extension}`), extension).toEqual([
        "  ! Content-Security-Policy",
        `  Content-Security-Policy: ${contentSecurityPolicyFor(type)}`,
      ]);
    }
    expect(byPath.get("/*.svg")?.[1]).toContain("sandbox");
    // No rule for a page's address: /about/ and / end in a slash, and `.html` is not listed.
    expect([...byPath.keys()].filter((path) => /\/$|\.html$/.test(path))).toEqual([]);
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
    expect(committed).toContain("add_header Content-Security-Policy $godavari_content_security_policy always;");
  });

  it("the committed nginx policy map is the one these policies render, and site.conf reads it outside its server blocks", () => {
    const committed = readFileSync(
      join(import.meta.dirname, "../../deploy/nginx/content-security-policy.conf"),
      "utf8",
    );
    expect(committed).toBe(renderNginxPolicyMap());
    for (const policy of [documentContentSecurityPolicy(), pdfContentSecurityPolicy(), fileContentSecurityPolicy()])
      expect(committed).toContain(`"${policy}"`);
    const site = readFileSync(join(import.meta.dirname, "../../deploy/nginx/site.conf"), "utf8");
    const include = site.indexOf("include /etc/nginx/snippets/godavari-content-security-policy.conf;");
    expect(include).toBeGreaterThan(-1);
    expect(include).toBeLessThan(site.indexOf("server {"));
  });
});
