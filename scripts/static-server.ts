/**
 * The production server for the pre-rendered site: a folder of files, served the way a CDN would
 * (docs/decisions/004-security-headers.md says why it is ours rather than `serve`'s).
 * - pages end in a slash; `/about` and `/about/index.html` answer 301 to `/about/`, files never
 *   take a slash, and `//x//` answers 301 to `/x/` (never to `//x`, which a browser reads as a host);
 * - unknown or malformed paths get 404.html with status 404, and folders are never listed;
 * - brotli or gzip for text: the copy the build wrote beside the file (scripts/precompress.ts),
 *   read from disk on each request and never held in memory; only a file without a copy (one
 *   added by hand) is compressed here, once, and kept;
 * - ETag revalidation (one weak ETag per encoding), a year's caching for Vite's hashed assets;
 * - the security headers of app/lib/security-headers.ts, with each page's own policy as a header
 *   and, on every other file, the policy under which no script runs;
 *   or, serving the editor's site (docs/decisions/021-editor-on-its-own-origin.md), the editor's
 *   headers on every response.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import {
  cacheControlFor,
  contentSecurityPolicyFor,
  editorHeaders,
  fileTypes,
  pageContentSecurityPolicyHeader,
  securityHeaders,
} from "../app/lib/security-headers.ts";
import { pageCspOf } from "./page-csp.ts";
import { compress, copySuffix, type Encoding, isCompressible } from "./precompress.ts";

const contentTypes: Record<string, string> = { ".html": "text/html; charset=utf-8", ...fileTypes };

/** Build files the host reads but visitors have no business fetching. */
const privateFiles = new Set(["_headers"]);

/** The best encoding the client accepts: brotli, then gzip; `q=0` refuses one. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return undefined;
}

type Resolution =
  | { kind: "file"; file: string; urlPath: string }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() ?? false;
}

/** `path?query` for a Location header, with anything but URL characters in the query percent-encoded. */
function location(path: string, query: string): string {
  const encodedPath = encodeURI(path);
  const safeQuery = query.replace(/[^\w\-.~!$&'()*+,;=:@/?%]/g, (character) => encodeURIComponent(character));
  return safeQuery ? `${encodedPath}?${safeQuery}` : encodedPath;
}

/** Maps a request target onto a file under `root`, a redirect to the one true URL, or not found. */
export async function resolveRequest(root: string, target: string): Promise<Resolution> {
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? "" : target.slice(queryStart + 1);
  // An encoded slash or backslash would let one segment pose as several.
  if (!rawPath.startsWith("/") || /%(2f|5c)/i.test(rawPath)) return { kind: "not-found" };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: "not-found" };
  }
  if (/[\0\\]/.test(path)) return { kind: "not-found" };
  if (path.includes("//")) return { kind: "redirect", location: location(path.replace(/\/{2,}/g, "/"), query) };
  const segments = path.split("/").slice(1);
  // No way out of the folder, and no dotfiles (.env, .git) even if one were there.
  if (segments.some((segment) => segment.startsWith(".") || segment.endsWith("."))) return { kind: "not-found" };
  if (privateFiles.has(segments.join("/"))) return { kind: "not-found" };

  const absolute = resolve(root, `.${path}`);
  if (absolute !== root && !absolute.startsWith(root + sep)) return { kind: "not-found" };

  if (path.endsWith("/index.html") && (await isFile(absolute))) {
    return { kind: "redirect", location: location(path.slice(0, -"index.html".length), query) };
  }
  if (path.endsWith("/")) {
    if (await isFile(join(absolute, "index.html")))
      return { kind: "file", file: join(absolute, "index.html"), urlPath: path };
    if (path.length > 1 && (await isFile(absolute)))
      return { kind: "redirect", location: location(path.slice(0, -1), query) };
  } else {
    if (await isFile(absolute)) return { kind: "file", file: absolute, urlPath: path };
    if ((await isDirectory(absolute)) && (await isFile(join(absolute, "index.html")))) {
      return { kind: "redirect", location: location(`${path}/`, query) };
    }
  }
  // `/ABOUT/` is a person typing, not a different page.
  const lower = path.toLowerCase();
  if (lower !== path) {
    const lowered = await resolveRequest(root, location(lower, query));
    if (lowered.kind !== "not-found") return { kind: "redirect", location: location(lower, query) };
  }
  return { kind: "not-found" };
}

type Body = {
  raw: Buffer;
  /** `size-mtime` of the file, in hexadecimal: the ETag's opaque part, before its encoding suffix. */
  version: string;
  /** The file's modification time: a copy older than this is stale and not sent. */
  modifiedMs: number;
  compressible: boolean;
  /** Bodies compressed here, for a file without a copy in that encoding. */
  encoded: Map<Encoding, Promise<Buffer>>;
  pagePolicy?: string;
};

/** The weak ETag of one encoding of a file: a cache keeps each encoding apart. */
function etagOf(version: string, encoding: Encoding | undefined): string {
  return `W/"${version}${encoding ? `-${encoding}` : ""}"`;
}

/**
 * Whether `If-None-Match` names `etag` by weak comparison (RFC 9110, 8.8.3.2): `W/` on either
 * side is ignored, so a client that strips it (or a proxy that sends the strong form) still
 * revalidates; `*` matches any current file.
 */
export function ifNoneMatchMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** Which site a server serves: the public site (a build's `client`) or the editor's (a build's `editor`). */
export type SiteKind = "public" | "editor";

/** Creates the request handler for the site in `root` (a build's `client` or `editor` folder). */
export function createStaticHandler(rootFolder: string, formOrigin?: string, site: SiteKind = "public") {
  const root = resolve(rootFolder);
  const editor = site === "editor";
  const baseHeaders = editor ? editorHeaders(formOrigin) : securityHeaders(formOrigin);
  // A redirect or a refusal has no page in it: the file policy, under which nothing runs.
  const bodilessHeaders = editor
    ? baseHeaders
    : { ...baseHeaders, "Content-Security-Policy": contentSecurityPolicyFor(undefined, formOrigin) };
  // The site is a few megabytes: files are kept once read. Their compressed copies are not: the
  // operating system's file cache already holds them, and a copy per encoding would double it.
  const bodies = new Map<string, Promise<Body>>();

  /**
   * The build's copy of `file` in `encoding`, unless there is none or the file changed after it
   * was written. Looked up on every request and never kept. Synchronously: the copies are a few
   * kilobytes in the operating system's file cache, where a read costs microseconds, less than
   * the round trips through Node's thread pool (nginx reads its files the same way).
   */
  function copyOf(file: string, body: Body, encoding: Encoding): { path: string; size: number } | undefined {
    const path = `${file}${copySuffix[encoding]}`;
    const info = statSync(path, { throwIfNoEntry: false });
    // The build gives each copy its file's time, give or take the microsecond that setting it loses.
    if (!info?.isFile() || info.mtimeMs < body.modifiedMs - 1) return undefined;
    return { path, size: info.size };
  }

  async function load(file: string): Promise<Body> {
    const { size, mtimeMs } = await stat(file);
    const key = `${file}:${size}:${mtimeMs}`;
    let body = bodies.get(key);
    if (!body) {
      body = readFile(file).then((raw) => ({
        raw,
        version: `${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}`,
        modifiedMs: mtimeMs,
        compressible: isCompressible(file, raw.length),
        encoded: new Map(),
        pagePolicy: file.endsWith(".html") ? pageCspOf(raw.toString("utf8")) : undefined,
      }));
      bodies.set(key, body);
    }
    return body;
  }

  /** The body compressed here, once, for a file the build left without a copy in `encoding`. */
  function encode(body: Body, encoding: Encoding): Promise<Buffer> {
    let encoded = body.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(body.raw, encoding);
      body.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  async function send(
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    urlPath: string,
    status: number,
  ) {
    const body = await load(file);
    const extension = extname(file).toLowerCase();
    response.statusCode = status;
    const contentType = contentTypes[extension] ?? "application/octet-stream";
    for (const [name, value] of Object.entries(baseHeaders)) response.setHeader(name, value);
    // The editor's headers carry its whole policy already. A page sends its own; any other file
    // the policy under which no script runs, whatever it holds.
    if (!editor)
      response.setHeader(
        "Content-Security-Policy",
        body.pagePolicy
          ? pageContentSecurityPolicyHeader(body.pagePolicy)
          : contentSecurityPolicyFor(contentType, formOrigin),
      );
    response.setHeader("Content-Type", contentType);
    response.setHeader("Cache-Control", status === 200 ? cacheControlFor(urlPath) : "no-cache");
    if (body.compressible) response.setHeader("Vary", "Accept-Encoding");
    const encoding = body.compressible ? negotiateEncoding(request.headers["accept-encoding"]) : undefined;
    if (status === 200) {
      const etag = etagOf(body.version, encoding);
      response.setHeader("ETag", etag);
      if (ifNoneMatchMatches(request.headers["if-none-match"], etag)) {
        response.statusCode = 304;
        response.end();
        return;
      }
    }
    if (encoding) response.setHeader("Content-Encoding", encoding);
    const copy = encoding ? copyOf(file, body, encoding) : undefined;
    if (copy && request.method === "HEAD") {
      response.setHeader("Content-Length", copy.size);
      response.end();
      return;
    }
    const payload = copy ? readFileSync(copy.path) : encoding ? await encode(body, encoding) : body.raw;
    response.setHeader("Content-Length", payload.length);
    response.end(request.method === "HEAD" ? undefined : payload);
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      if (request.method !== "GET" && request.method !== "HEAD") {
        for (const [name, value] of Object.entries(bodilessHeaders)) response.setHeader(name, value);
        response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
        response.end("Method not allowed\n");
        return;
      }
      const resolution = await resolveRequest(root, request.url ?? "/");
      if (resolution.kind === "redirect") {
        for (const [name, value] of Object.entries(bodilessHeaders)) response.setHeader(name, value);
        response.writeHead(301, { Location: resolution.location, "Cache-Control": "no-cache", "Content-Length": 0 });
        response.end();
      } else if (resolution.kind === "file") {
        await send(request, response, resolution.file, resolution.urlPath, 200);
      } else {
        const notFound = notFoundPageFor(root, request.url ?? "/");
        await send(request, response, join(root, notFound), `/${notFound}`, 404);
      }
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Server error\n");
    }
  };
}

/**
 * How long a client may take before the server gives up on it. Node's own limits (a minute for
 * the headers, five for the whole request, checked every 30 s) let a few hundred slow clients
 * hold the server's sockets for minutes; a page request takes milliseconds.
 */
export const clientTimeouts = {
  /** From connecting to the end of the request headers. */
  headersMs: 10_000,
  /** From connecting to the end of the request (a GET has no body). */
  requestMs: 30_000,
  /** An idle keep-alive connection between requests. */
  keepAliveMs: 5_000,
  /** How often Node looks for clients past those limits. */
  checkEveryMs: 1_000,
};

/**
 * The HTTP server for the site in `root`, with the client time limits above. Node itself answers
 * oversized headers with 431, a timed-out request with 408 and a malformed one with 400, and
 * closes those connections.
 */
export function createSiteServer(
  root: string,
  formOrigin?: string,
  timeouts = clientTimeouts,
  site: SiteKind = "public",
): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    createStaticHandler(root, formOrigin, site),
  );
  return server;
}

/**
 * The not-found page for an address: a translation's own (te/404.html) under its language's
 * folder, else 404.html. Any first segment with a 404.html of its own counts, so a new language
 * needs no change here.
 */
export function notFoundPageFor(root: string, url: string): string {
  const first = /^\/([a-z]{2,3})(?:[/?#]|$)/.exec(url)?.[1];
  const translated = first ? `${first}/404.html` : undefined;
  return translated && existsSync(join(root, translated)) ? translated : "404.html";
}
