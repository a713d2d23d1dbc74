import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join, relative, sep } from "node:path";
import { type APIRequestContext, type APIResponse, test as base } from "@playwright/test";
import { editorPathPrefix } from "../../app/lib/security-headers.ts";
import { siteRoot, type TargetName } from "./targets.ts";

export type TargetOptions = { target: TargetName };

export const test = base.extend<TargetOptions>({ target: ["our-server", { option: true }] });
export { expect } from "@playwright/test";

/** The bytes of a file of the served build, as text. */
export function builtFile(path: string): string {
  return readFileSync(join(siteRoot, path), "utf8");
}

export const notFoundPage = () => builtFile("404.html");

/** Every page of the site, by its URL: each `x/index.html` is `/x/`; not the web editor (admin/), which is no page of the site. */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory() && path === join(siteRoot, editorPathPrefix.slice(1, -1))) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.name === "index.html") {
        const url = relative(siteRoot, folder).split(sep).filter(Boolean).join("/");
        pages.push(url ? `/${url}/` : "/");
      }
    }
  };
  walk(siteRoot);
  return pages.sort();
}

export type Hop = { status: number; location?: string };
export type Followed = { response: APIResponse; path: string; hops: Hop[] };

/**
 * Requests `target` and follows redirects that stay on the same origin, at most five; each hop is
 * recorded, so a test sees 301 or 308 and where it pointed, and a redirect loop fails.
 */
export async function follow(
  request: APIRequestContext,
  origin: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<Followed> {
  const hops: Hop[] = [];
  // Spelled out in full: relative to the origin, `//services//` would name a host called "services".
  let url = new URL(target.startsWith("/") ? `${origin}${target}` : target);
  for (;;) {
    const response = await request.get(url.href, { maxRedirects: 0, headers });
    const location = response.headers().location;
    if (response.status() < 300 || response.status() >= 400 || !location) {
      return { response, path: url.pathname + url.search, hops };
    }
    hops.push({ status: response.status(), location });
    const next = new URL(location, url);
    if (next.origin !== url.origin) throw new Error(`${target} redirected to another origin: ${location}`);
    if (hops.length > 5) throw new Error(`${target} redirects in a loop: ${JSON.stringify(hops)}`);
    url = next;
  }
}

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as sent, not decompressed. */
  bytes: Buffer;
};

/**
 * Sends `target` exactly as written (as curl would, not as a browser would normalise it), with
 * only the bytes HTTP cannot carry (non-ASCII, spaces, quotes, angle brackets) percent-encoded.
 * Asks for no compression unless `headers` say otherwise, and never decompresses.
 */
export function rawGet(origin: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const path = target.replace(/[^\x21-\x7e]|["<>`]/gu, (character) => encodeURIComponent(character));
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { hostname, port, path, headers: { "accept-encoding": "identity", ...headers } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: bytes.toString("utf8"), bytes });
        });
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}
