/**
 * Build-time Content-Security-Policy for pre-rendered pages: hashes each page's inline scripts and
 * writes its policy into the page as a `<meta http-equiv>` (see app/lib/security-headers.ts).
 */
import { createHash } from "node:crypto";
import { pageContentSecurityPolicy } from "../app/lib/security-headers.ts";

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const cspMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i;

/**
 * `'sha256-…'` sources for every inline `<script>` in the page. Data blocks (JSON-LD) are hashed
 * too: browsers do not apply CSP to them, and hashing costs nothing if one ever would.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    // The HTML parser turns CRLF into LF before the browser hashes the script's text.
    const text = body.replace(/\r\n?/g, "\n");
    hashes.push(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The page with its policy as the first thing after `<meta charset>`: a `<meta>` policy only
 * governs what comes after it. Running it again replaces the policy instead of adding a second.
 */
export function withPageCsp(html: string, formOrigin?: string, analyticsOrigin?: string): string {
  const withoutOld = html.replace(cspMeta, "");
  const policy = pageContentSecurityPolicy({
    scriptHashes: inlineScriptHashes(withoutOld),
    formOrigin,
    analyticsOrigin,
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const charset = /<meta charset="utf-8"\s*\/?>/i;
  if (!charset.test(withoutOld)) throw new Error('page has no <meta charSet="utf-8"> to put its policy after');
  return withoutOld.replace(charset, (tag) => `${tag}${meta}`);
}

/** The policy a page carries in its `<meta>`, or undefined for a file without one. */
export function pageCspOf(html: string): string | undefined {
  return cspMeta
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
