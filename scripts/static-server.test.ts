import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlib } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  documentContentSecurityPolicy,
  editorContentSecurityPolicy,
  fileContentSecurityPolicy,
  pdfContentSecurityPolicy,
} from "../app/lib/security-headers";
import { editorPage } from "./editor/bundle";
import { withPageCsp } from "./page-csp";
import { precompress } from "./precompress";
import {
  clientTimeouts,
  createSiteServer,
  createStaticHandler,
  ifNoneMatchMatches,
  negotiateEncoding,
  resolveRequest,
} from "./static-server";

const page = (title: string) =>
  withPageCsp(
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title></head><body><script>boot()</script>${"<p>text</p>".repeat(200)}</body></html>`,
  );

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-server-"));
  mkdirSync(join(root, "about"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "downloads"));
  writeFileSync(join(root, "index.html"), page("Home"));
  writeFileSync(join(root, "about", "index.html"), page("About"));
  writeFileSync(join(root, "404.html"), page("Not found"));
  writeFileSync(join(root, "assets", "app-Ab12Cd.js"), `console.log(${JSON.stringify("x".repeat(2000))});`);
  writeFileSync(join(root, "downloads", "brochure.pdf"), "%PDF-1.7");
  writeFileSync(
    join(root, "downloads", "drawing.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  writeFileSync(join(root, "_headers"), "/*\n");
  mkdirSync(join(root, "admin"));
  writeFileSync(join(root, "admin", "index.html"), editorPage("Editor"));
  writeFileSync(join(root, "admin", "sveltia-cms.js"), "void 0;");
  writeFileSync(join(root, ".env"), "SECRET=1");
  // The build step's copies, then a file added by hand afterwards, without any.
  await precompress(root);
  writeFileSync(join(root, "assets", "added-by-hand.css"), `a{color:red}${" ".repeat(2000)}b{color:blue}`);
  server = createServer(createStaticHandler(root));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { redirect: "manual", headers: { "accept-encoding": "identity", ...headers } });

describe("URLs", () => {
  it.each([
    ["/about", "/about/"],
    ["/about?x=1", "/about/?x=1"],
    ["/about/index.html", "/about/"],
    ["/index.html", "/"],
    ["//about//", "/about/"],
    ["//evil.example/", "/evil.example/"],
    ["/ABOUT/", "/about/"],
    ["/downloads/brochure.pdf/", "/downloads/brochure.pdf"],
    ["/about?q=<script>", "/about/?q=%3Cscript%3E"],
  ])("%s answers 301 to %s", async (path, target) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(target);
  });

  it.each([
    "/nope",
    "/about/nope/",
    "/assets/",
    "/assets",
    "/downloads/",
    "/.env",
    "/_headers",
    "/about/%00",
    "/about/..%2f..%2f.env",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/about/%E0%A4",
    "/about.",
  ])("%s answers 404 with the not-found page", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Not found</title>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("never leaves the folder, whatever the request target says", async () => {
    expect(await resolveRequest(root, "/../../etc/passwd")).toEqual({ kind: "not-found" });
    expect(await resolveRequest(root, "/about/../../x")).toEqual({ kind: "not-found" });
    expect(await resolveRequest(root, "about/")).toEqual({ kind: "not-found" });
  });

  it("answers only GET and HEAD", async () => {
    const response = await fetch(`${origin}/about/`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("responses", () => {
  it("send a page with its own policy as a header, plus frame-ancestors", async () => {
    const response = await get("/about/");
    expect(response.status).toBe(200);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).toMatch(/frame-ancestors 'none'$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("send every file that is not a page with the policy under which no script runs, a 304 too", async () => {
    for (const [path, policy] of [
      ["/downloads/drawing.svg", fileContentSecurityPolicy()],
      ["/assets/app-Ab12Cd.js", fileContentSecurityPolicy()],
      ["/assets/added-by-hand.css", fileContentSecurityPolicy()],
      ["/downloads/brochure.pdf", pdfContentSecurityPolicy()],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-security-policy"), path).toBe(policy);
      const again = await get(path, { "if-none-match": response.headers.get("etag") ?? "" });
      expect(again.status, path).toBe(304);
      expect(again.headers.get("content-security-policy"), `${path}, revalidated`).toBe(policy);
    }
    // A redirect carries no page; the not-found page at a file's address is a page.
    expect((await get("/about")).headers.get("content-security-policy")).toBe(fileContentSecurityPolicy());
    const missing = await get("/downloads/missing.svg");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(
      documentContentSecurityPolicy()
        .split("; ")
        .every((part) => missing.headers.get("content-security-policy")?.includes(part)),
    ).toBe(true);
  });

  it("send the public site's headers everywhere, under /admin/ too: the editor is a site of its own", async () => {
    for (const path of ["/about/", "/admin/", "/admin/sveltia-cms.js", "/admin/no-such-file.js"]) {
      const response = await get(path);
      expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      expect(response.headers.get("x-robots-tag"), path).toBeNull();
    }
  });

  it("serving the editor's site, send the editor's headers on every answer, a not-found one too", async () => {
    const editorServer = createServer(createStaticHandler(root, undefined, "editor"));
    await new Promise<void>((done) => editorServer.listen(0, "127.0.0.1", done));
    try {
      const editorOrigin = `http://127.0.0.1:${(editorServer.address() as AddressInfo).port}`;
      for (const [path, status] of [
        ["/admin/", 200],
        ["/admin/sveltia-cms.js", 200],
        ["/admin/no-such-file.js", 404],
      ] as const) {
        const response = await fetch(`${editorOrigin}${path}`, { redirect: "manual" });
        expect(response.status, path).toBe(status);
        expect(response.headers.get("content-security-policy"), path).toBe(editorContentSecurityPolicy());
        expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin-allow-popups");
        expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
        expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      }
    } finally {
      await new Promise((done) => editorServer.close(done));
    }
  });

  it("cache hashed assets for a year", async () => {
    const response = await get("/assets/app-Ab12Cd.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("compress with brotli, else gzip, and decompress to the same bytes", async () => {
    const plain = Buffer.from(await (await get("/about/")).arrayBuffer());
    const br = await get("/about/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const gz = await get("/about/", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes bodies itself; check the raw bytes the server sent.
    const rawBr = await rawBody("/about/", "br");
    expect(brotliDecompressSync(rawBr).equals(plain)).toBe(true);
    expect(gunzipSync(await rawBody("/about/", "gzip")).equals(plain)).toBe(true);
  });

  it("revalidate with the ETag of each encoding, compared weakly", async () => {
    const etags = new Map<string, string>();
    for (const encoding of ["identity", "br", "gzip"]) {
      const etag = (await get("/about/", { "accept-encoding": encoding })).headers.get("etag") ?? "";
      expect(etag).toMatch(/^W\/"[^"]+"$/);
      etags.set(encoding, etag);
      expect((await get("/about/", { "accept-encoding": encoding, "if-none-match": etag })).status).toBe(304);
      // The strong form of the weak tag, as some clients and proxies send it.
      const strong = etag.slice(2);
      expect((await get("/about/", { "accept-encoding": encoding, "if-none-match": strong })).status).toBe(304);
      expect((await get("/about/", { "accept-encoding": encoding, "if-none-match": `"x", ${strong}` })).status).toBe(
        304,
      );
    }
    expect(new Set(etags.values()).size, "one ETag per encoding").toBe(3);
    const other = await get("/about/", { "accept-encoding": "gzip", "if-none-match": etags.get("br") ?? "" });
    expect(other.status, "another encoding's ETag does not match").toBe(200);
  });

  it("leave small and binary files uncompressed", async () => {
    const pdf = await get("/downloads/brochure.pdf", { "accept-encoding": "br" });
    expect(pdf.headers.get("content-encoding")).toBeNull();
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });
});

describe("compressed copies from the build", () => {
  it("are sent as they are, with the same headers as a body compressed here", async () => {
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const sent = await rawResponse("/about/", encoding);
      expect(sent.body.equals(readFileSync(join(root, "about", `index.html${suffix}`))), encoding).toBe(true);
      expect(sent.headers["content-encoding"]).toBe(encoding);
      expect(sent.headers["content-length"]).toBe(String(sent.body.length));
      expect(sent.headers.vary).toBe("Accept-Encoding");
      expect(sent.headers.etag).toMatch(new RegExp(`^W/"[^"]+-${encoding}"$`));
      expect(sent.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expect(sent.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
    const head = await fetch(`${origin}/about/`, { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.headers.get("content-length")).toBe(String(statSync(join(root, "about", "index.html.br")).size));
  });

  it("are read from disk on every request, never kept in memory", async () => {
    const copy = join(root, "assets", "app-Ab12Cd.js.br");
    const original = join(root, "assets", "app-Ab12Cd.js");
    expect((await rawResponse("/assets/app-Ab12Cd.js", "br")).body.equals(readFileSync(copy))).toBe(true);
    // Another copy of the same file, at a quality the build never uses, so its bytes differ.
    const rewritten = brotliCompressSync(readFileSync(original), { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
    expect(rewritten.equals(readFileSync(copy))).toBe(false);
    writeFileSync(copy, rewritten);
    const { mtimeMs } = statSync(original);
    utimesSync(copy, mtimeMs / 1000, mtimeMs / 1000);
    const sent = await rawResponse("/assets/app-Ab12Cd.js", "br");
    expect(sent.body.equals(rewritten)).toBe(true);
    expect(sent.headers["content-length"]).toBe(String(rewritten.length));
  });

  it("are ignored when the file changed after they were written; a file without one is compressed here", async () => {
    const file = join(root, "index.html");
    writeFileSync(file, page("Home, edited by hand"));
    const later = new Date(statSync(join(root, "index.html.br")).mtimeMs + 5_000);
    utimesSync(file, later, later);
    expect(brotliDecompressSync((await rawResponse("/", "br")).body).toString()).toBe(readFileSync(file, "utf8"));
    expect(gunzipSync((await rawResponse("/", "gzip")).body).toString()).toBe(readFileSync(file, "utf8"));

    const css = await rawResponse("/assets/added-by-hand.css", "br, gzip");
    expect(css.headers["content-encoding"]).toBe("br");
    expect(css.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(css.body).equals(readFileSync(join(root, "assets", "added-by-hand.css")))).toBe(true);
    const gz = await rawResponse("/assets/added-by-hand.css", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(readFileSync(join(root, "assets", "added-by-hand.css")))).toBe(true);
  });
});

describe("If-None-Match", () => {
  it.each([
    ['W/"1a-2b"', 'W/"1a-2b"', true],
    ['"1a-2b"', 'W/"1a-2b"', true],
    ['W/"1a-2b"', '"1a-2b"', true],
    ['"0", W/"1a-2b"', 'W/"1a-2b"', true],
    ["*", 'W/"1a-2b"', true],
    ['"1a-2b-br"', 'W/"1a-2b"', false],
    ['W/"1a-2c"', 'W/"1a-2b"', false],
    ["", 'W/"1a-2b"', false],
  ])("%s names %s: %s", (header, etag, matches) => {
    expect(ifNoneMatchMatches(header, etag)).toBe(matches);
  });
});

describe("content negotiation", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    [undefined, undefined],
  ])("Accept-Encoding %s gets %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("clients that take too long", () => {
  it("are limited to seconds, not Node's minutes", () => {
    expect(clientTimeouts.headersMs).toBeLessThanOrEqual(10_000);
    expect(clientTimeouts.requestMs).toBeLessThanOrEqual(30_000);
    expect(clientTimeouts.checkEveryMs).toBeLessThanOrEqual(clientTimeouts.headersMs / 5);
  });

  it("are answered 408 and disconnected when their headers stall", async () => {
    const quick = { headersMs: 200, requestMs: 400, keepAliveMs: 100, checkEveryMs: 50 };
    const server = createSiteServer(root, undefined, quick);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    socket.write("GET /about/ HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk;
      });
      socket.on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(2_000);
    await new Promise((done) => server.close(done));
  });
});

/** The bytes and headers the server sent, undecoded (fetch would decompress). */
async function rawResponse(
  path: string,
  encoding: string,
): Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
    })
      .on("error", reject)
      .end();
  });
}

async function rawBody(path: string, encoding: string): Promise<Buffer> {
  return (await rawResponse(path, encoding)).body;
}
