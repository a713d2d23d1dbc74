/**
 * The site's HTTP security headers and Content-Security-Policy, defined once. The production server
 * (scripts/static-server.ts), the Netlify / Cloudflare Pages `_headers` file and the nginx snippet in
 * deploy/ are all rendered from here (docs/decisions/004-security-headers.md).
 *
 * The policy comes in two parts because the pre-rendered pages carry inline scripts whose hashes
 * differ per page:
 * - the page policy (script hashes and every fetch directive) is written into each HTML file as a
 *   `<meta http-equiv>` at build time, so it travels with the file to any host;
 * - the document policy (what a `<meta>` cannot carry, such as `frame-ancestors`) is a header on
 *   every page from every host. Our own server also sends the page policy as a header;
 * - every response that is not a page (pictures, PDFs, data, scripts) carries the file policy
 *   instead, under which no script runs: an SVG with a script, opened on its own, runs nothing.
 * Browsers enforce every policy they receive, so the two add up instead of overriding each other.
 */

/** Where Google's website translator (app/lib/google-translate.ts) loads its code, styles and pictures from. */
export const translateWidgetHosts = {
  scripts: [
    "https://translate.google.com",
    "https://translate.googleapis.com",
    "https://translate-pa.googleapis.com",
    "https://www.gstatic.com",
  ],
  styles: ["https://translate.googleapis.com", "https://www.gstatic.com"],
  images: [
    "https://translate.google.com",
    "https://translate.googleapis.com",
    "https://www.gstatic.com",
    "https://fonts.gstatic.com",
  ],
  fonts: ["https://fonts.gstatic.com"],
  connections: ["https://translate.googleapis.com", "https://translate-pa.googleapis.com"],
} as const;

export const defaultFormActionOrigin = "https://formsubmit.co";

type Directives = Record<string, readonly string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** The origin a form posting to `endpoint` needs in `form-action`; FormSubmit's when none is given. */
export function formActionOrigin(endpoint: string | undefined): string {
  return endpoint?.trim() ? new URL(endpoint).origin : defaultFormActionOrigin;
}

/** Directives that mean the same in a header and in a `<meta>`, and that every page shares. */
function sharedDocumentDirectives(formOrigin: string): Directives {
  return {
    "base-uri": ["'self'"],
    "form-action": ["'self'", formOrigin],
    "object-src": ["'none'"],
  };
}

/**
 * The policy for one pre-rendered page: its own inline scripts by hash, never 'unsafe-inline' or
 * 'unsafe-eval' for scripts. Styles allow 'unsafe-inline' because the translation widget writes
 * `style` attributes and `<style>` elements; styles cannot run code, and scripts stay locked down.
 */
export function pageContentSecurityPolicy(options: {
  scriptHashes: readonly string[];
  formOrigin?: string;
  /** The visitor counting service's origin, when the owner has it on: fetched, never run (decision 031). */
  analyticsOrigin?: string;
}): string {
  const formOrigin = options.formOrigin ?? defaultFormActionOrigin;
  const analytics = options.analyticsOrigin ? [options.analyticsOrigin] : [];
  return serialize({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...new Set(options.scriptHashes), ...translateWidgetHosts.scripts],
    "style-src": ["'self'", "'unsafe-inline'", ...translateWidgetHosts.styles],
    "img-src": ["'self'", "data:", ...translateWidgetHosts.images],
    "font-src": ["'self'", ...translateWidgetHosts.fonts],
    "connect-src": ["'self'", ...translateWidgetHosts.connections, ...analytics],
    "frame-src": ["'self'"],
    "worker-src": ["'none'"],
    "manifest-src": ["'self'"],
    ...sharedDocumentDirectives(formOrigin),
  });
}

/**
 * The header policy every response gets on every host: the directives a `<meta>` policy ignores
 * (`frame-ancestors`) plus the shared ones. It names no script source, so it never blocks a page's
 * hashed inline scripts; the page policy does that.
 */
export function documentContentSecurityPolicy(formOrigin = defaultFormActionOrigin): string {
  return serialize({ "frame-ancestors": ["'none'"], ...sharedDocumentDirectives(formOrigin) });
}

/**
 * The policy of every response that is not an HTML page: pictures, PDFs, fonts, scripts, styles,
 * data. No script runs in such a file opened on its own (an SVG with a `<script>`, say, among the
 * gallery's drawings): `default-src 'none'` names no script source, and `sandbox` gives the file an
 * opaque origin of its own, away from the site's storage, where visitors' drafts are kept. Inline
 * styles stay, so an SVG still looks as drawn. A file used by a page (an `<img>`, a stylesheet, a
 * module) is governed by the page's policy, not its own, so this costs the site nothing.
 */
export function fileContentSecurityPolicy(formOrigin = defaultFormActionOrigin): string {
  return serialize({
    "default-src": ["'none'"],
    "style-src": ["'unsafe-inline'"],
    sandbox: [],
    "frame-ancestors": ["'none'"],
    ...sharedDocumentDirectives(formOrigin),
  });
}

/**
 * A PDF's policy: the file policy without `sandbox`, which Safari answers by showing an empty
 * window instead of the PDF (reported in 2024, adobe/aem-core-wcm-components#2839; older Chrome
 * did the same, Chromium 159 shows it either way, measured). No script of the site's origin runs
 * under it either: `default-src 'none'`, and a PDF's own scripts are its viewer's business.
 */
export function pdfContentSecurityPolicy(formOrigin = defaultFormActionOrigin): string {
  return fileContentSecurityPolicy(formOrigin).replace("; sandbox", "");
}

/** Whether a response of this Content-Type is an HTML page, which keeps the page and document policies. */
export const isHtmlType = (contentType: string | undefined) => /^\s*text\/html\b/i.test(contentType ?? "");

/** The header policy of a response by its Content-Type: a page's document policy, else a file's. */
export function contentSecurityPolicyFor(
  contentType: string | undefined,
  formOrigin = defaultFormActionOrigin,
): string {
  if (isHtmlType(contentType)) return documentContentSecurityPolicy(formOrigin);
  if (/^\s*application\/pdf\b/i.test(contentType ?? "")) return pdfContentSecurityPolicy(formOrigin);
  return fileContentSecurityPolicy(formOrigin);
}

/**
 * The kinds of file a build may hold besides its pages, by extension, as the servers type them.
 * Hosts that choose headers by path (Cloudflare Pages' `_headers`) give each of these the file
 * policy; the build stops on a file of any other kind (scripts/postbuild.ts), so none slips past.
 * `.br` and `.gz` are the compressed copies (scripts/precompress.ts), which Pages serves as files.
 */
export const fileTypes: Readonly<Record<string, string>> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  // React Router's pre-rendered loader data, fetched on client-side navigation.
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".br": "application/octet-stream",
  ".gz": "application/gzip",
};

/** The page policy as our server sends it: the page's own policy plus what only a header can say. */
export function pageContentSecurityPolicyHeader(pagePolicy: string): string {
  return `${pagePolicy}; frame-ancestors 'none'`;
}

/** Powerful features the site never uses, switched off for it and anything it embeds. */
export const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
  "browsing-topics",
] as const;

/** Headers every response carries, besides the Content-Security-Policy and Cache-Control. */
export function securityHeaders(formOrigin = defaultFormActionOrigin): Record<string, string> {
  return {
    "Content-Security-Policy": documentContentSecurityPolicy(formOrigin),
    // Two years, as hstspreload.org asks; `preload` is left for the owner to opt into (it is hard to undo).
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    // For browsers that predate `frame-ancestors`.
    "X-Frame-Options": "DENY",
  };
}

/**
 * The owner's web editor (docs/decisions/016-web-editor.md, 021-editor-on-its-own-origin.md): a
 * site of its own, on its own origin (edit.godavaripackers.in), so no script of the public site
 * ever runs where the editor keeps its GitHub token. Every response there carries the editor's
 * headers. Sveltia CMS needs no 'unsafe-eval'; its styles are injected `<style>` elements; once
 * signed in it talks to GitHub's API and shows the user's GitHub avatar; it fetches its own
 * `data:` logo. It posts no form and frames nothing. The sign-in helper is a popup, which no
 * fetch directive governs.
 */
export const editorPathPrefix = "/admin/";

/** Everything the editor's page may load, as a `<meta>` can carry it (no `frame-ancestors`). */
export function editorPagePolicy(): string {
  return serialize({
    "default-src": ["'none'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
    "font-src": ["'self'"],
    // blob:: the editor reads an upload back through a blob: address to show its preview (issue 34).
    "connect-src": ["'self'", "data:", "blob:", "https://api.github.com"],
    "worker-src": ["'none'"],
    "frame-src": ["'none'"],
    "manifest-src": ["'self'"],
    "base-uri": ["'self'"],
    "form-action": ["'none'"],
    "object-src": ["'none'"],
  });
}

/** The editor's whole policy, as a header sends it. */
export function editorContentSecurityPolicy(): string {
  return pageContentSecurityPolicyHeader(editorPagePolicy());
}

/**
 * The headers of every response of the editor's site: the site's, with the editor's own policy; an
 * opener policy that lets the GitHub sign-in popup hand the token back (with `same-origin` the
 * popup loses `window.opener` and sign-in aborts, measured); and `noindex`.
 */
export function editorHeaders(formOrigin = defaultFormActionOrigin): Record<string, string> {
  return {
    ...securityHeaders(formOrigin),
    "Content-Security-Policy": editorContentSecurityPolicy(),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex",
  };
}

/** Vite's content-hashed build output: safe to cache for a year, it changes name when it changes. */
export const hashedAssetsPrefix = "/assets/";
export const immutableCacheControl = "public, max-age=31536000, immutable";
/** Pages and unhashed files (pictures, PDFs, sitemap): the browser keeps them but asks before each use. */
export const revalidateCacheControl = "no-cache";

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(hashedAssetsPrefix) ? immutableCacheControl : revalidateCacheControl;
}

/**
 * Netlify and Cloudflare Pages `_headers`. Cloudflare joins the values of a header set by two
 * matching rules, so each header is set by one rule only; HTML revalidation is their default already.
 */
export function renderHeadersFile(formOrigin = defaultFormActionOrigin): string {
  const lines = ["# Generated by scripts/postbuild.ts from app/lib/security-headers.ts.", "/*"];
  for (const [name, value] of Object.entries(securityHeaders(formOrigin))) lines.push(`  ${name}: ${value}`);
  // Pages chooses headers by path only: pages end in a slash or have no extension, files have one
  // of these. `!` takes away the page's policy first; without it Pages would join the two with a
  // comma, and a browser would enforce both. An unknown `/x.svg` gets the file policy on its
  // not-found page too, which then shows unstyled: a file's address, not a page's.
  for (const [extension, type] of Object.entries(fileTypes)) {
    lines.push(
      `/*${extension}`,
      "  ! Content-Security-Policy",
      `  Content-Security-Policy: ${contentSecurityPolicyFor(type, formOrigin)}`,
    );
  }
  lines.push(`${hashedAssetsPrefix}*`, `  Cache-Control: ${immutableCacheControl}`);
  return `${lines.join("\n")}\n`;
}

/** The editor's site's `_headers` (scripts/build-admin.ts): the editor's headers on everything. */
export function renderEditorHeadersFile(): string {
  const lines = ["# Generated by scripts/build-admin.ts from app/lib/security-headers.ts.", "/*"];
  for (const [name, value] of Object.entries(editorHeaders())) lines.push(`  ${name}: ${value}`);
  return `${lines.join("\n")}\n`;
}

/** The nginx variable deploy/nginx/content-security-policy.conf sets to each response's policy. */
export const nginxPolicyVariable = "$godavari_content_security_policy";

/**
 * The nginx `add_header` lines, `always` so 404 and redirect responses carry them too. The public
 * site's policy is the variable that deploy/nginx/content-security-policy.conf sets by the
 * response's Content-Type; the editor's is one policy for everything.
 */
export function renderNginxHeaders(
  formOrigin = defaultFormActionOrigin,
  headers: Record<string, string> = { ...securityHeaders(formOrigin), "Content-Security-Policy": nginxPolicyVariable },
): string {
  const lines = [
    "# Generated from app/lib/security-headers.ts; a test fails when it drifts. Include it in every",
    "# location that sets its own add_header: nginx drops inherited add_header lines there.",
  ];
  for (const [name, value] of Object.entries(headers)) {
    lines.push(`add_header ${name} ${value.startsWith("$") ? value : `"${value}"`} always;`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The nginx `map` that picks each response's policy by the Content-Type nginx sends with it
 * (deploy/nginx/content-security-policy.conf, included by site.conf outside its `server` block):
 * an HTML page the document policy, a PDF the PDF policy, anything else the file policy. A 304
 * carries no Content-Type, yet a browser stores the policy it carries in place of the cached one
 * (measured: nginx's 304 for /about/ got the file policy), so there the file's name decides: after
 * `index`, a page's address is its index.html.
 */
export function renderNginxPolicyMap(formOrigin = defaultFormActionOrigin): string {
  return [
    "# Generated from app/lib/security-headers.ts; a test fails when it drifts. The policy of each",
    "# response by its Content-Type (or, on a 304, which has none, by the file's name): pages keep",
    "# theirs, no other file runs a script (docs/decisions/004-security-headers.md). Read where",
    "# `map` may stand: outside `server`.",
    `map "$sent_http_content_type|$uri" ${nginxPolicyVariable} {`,
    `    "~*^text/html" "${documentContentSecurityPolicy(formOrigin)}";`,
    `    "~*^application/pdf" "${pdfContentSecurityPolicy(formOrigin)}";`,
    `    "~*^[|].*[.]html$" "${documentContentSecurityPolicy(formOrigin)}";`,
    `    "~*^[|].*[.]pdf$" "${pdfContentSecurityPolicy(formOrigin)}";`,
    `    default "${fileContentSecurityPolicy(formOrigin)}";`,
    "}",
    "",
  ].join("\n");
}

/** The nginx `add_header` lines of the editor's server block (deploy/nginx/editor-headers.conf). */
export function renderNginxEditorHeaders(formOrigin = defaultFormActionOrigin): string {
  return renderNginxHeaders(formOrigin, editorHeaders(formOrigin));
}
