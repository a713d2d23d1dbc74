/**
 * The editor's GitHub sign-in helper: a Cloudflare Worker that does the one step a page of static
 * files cannot, trading GitHub's sign-in code for a token with the app's client secret
 * (docs/decisions/016-web-editor.md, 021-editor-on-its-own-origin.md; deploy/README.md "The
 * editor's sign-in helper").
 *
 * Written for this site after the approach Sveltia CMS documents in its own helper,
 * sveltia-cms-auth (MIT, https://github.com/sveltia/sveltia-cms-auth): the same two addresses and
 * the same messages to the editor, GitHub only. Stricter in what it hands out and to whom:
 * - the token goes only to a page whose origin (scheme, host and port) is on ALLOWED_ORIGINS, and
 *   the list refuses `http:`, hosts ending in a dot, and every wildcard but one over a single named
 *   Cloudflare Pages project's hosts (`https://*.pages.dev` would be every Pages project in the
 *   world, `*.fly.dev` or `*.ngrok-free.app` anyone's app);
 * - the code exchange uses PKCE (S256): the verifier stays in the helper's cookie, so a sign-in
 *   code caught on its way back cannot be traded for a token;
 * - it asks GitHub for the least the editor works with: nothing at all to choose with a GitHub App
 *   (its permissions are set on the app: Contents read and write on the one repository it is
 *   installed on; its tokens expire after eight hours), or, with an OAuth app, `public_repo` (or
 *   `repo` for a private repository) plus `read:user`, never `user`;
 * - its pages run only their one script, by hash, and may not be framed;
 * - its state cookie is `__Host-`: only this host, only over HTTPS, for every path.
 *
 * 1. The editor opens `/auth?provider=github&site_id=<its host>` in a popup. The helper checks the
 *    host against ALLOWED_ORIGINS, keeps a random state and a PKCE verifier in a short-lived
 *    cookie, and sends the popup to GitHub's sign-in page with the state and the verifier's S256
 *    challenge.
 * 2. GitHub sends the popup back to `/callback?code=…&state=…`. The helper checks the state against
 *    the cookie, asks GitHub for a token with the client secret and the verifier, and answers a
 *    page that hands the token to the editor that opened the popup
 *    (`authorization:github:success:{…}`), or an error (`authorization:github:error:{…}`), which
 *    the editor shows.
 *
 * Settings, in the Cloudflare dashboard (never in the repository): GITHUB_CLIENT_ID,
 * GITHUB_CLIENT_SECRET (encrypted), ALLOWED_ORIGINS (`https://edit.godavaripackers.in`,
 * comma-separated) and, for an OAuth app on a private repository only, GITHUB_REPO_SCOPE=repo.
 */

export type Env = {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  ALLOWED_ORIGINS?: string;
  /** `public_repo` (the default) or `repo`; a GitHub App ignores it. */
  GITHUB_REPO_SCOPE?: string;
};

const provider = "github";
/** `__Host-`: the browser keeps it only if it is Secure, has Path=/ and no Domain, so no other host sets or reads it. */
export const stateCookie = "__Host-editor-auth-state";

/** The repository scopes an OAuth app may ask for: the editor reads and commits files, nothing more. */
export const repositoryScopes = ["public_repo", "repo"] as const;

/**
 * What the sign-in asks GitHub for, as GitHub's `scope` parameter: the repository scope plus
 * `read:user` (the editor shows who is signed in), never `user`, which could change the profile.
 * A GitHub App's sign-in ignores it and grants the app's own permissions.
 */
export function scopeFor(env: Env): string | undefined {
  const repository = env.GITHUB_REPO_SCOPE?.trim() || "public_repo";
  return (repositoryScopes as readonly string[]).includes(repository) ? `${repository} read:user` : undefined;
}

/** The one suffix a wildcard may sit under: a Cloudflare Pages project's own hosts. */
export const pagesSuffix = "pages.dev";

/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name as the helper accepts it: labels joined by single dots, none empty, no trailing dot. */
export function isHostName(host: string): boolean {
  return host.length > 0 && host.length <= 253 && host.split(".").every((part) => label.test(part));
}

export type AllowedOrigin = { scheme: "https:"; host: string; port: string; wildcard: boolean };

/**
 * Reads ALLOWED_ORIGINS: comma-separated origins, `https://host` or `https://host:port`, and at most
 * one wildcard, over the hosts of one named Cloudflare Pages project: `https://*.<project>.pages.dev`
 * (its preview and branch deployments, each `<one label>.<project>.pages.dev`). Any other wildcard
 * hands the token to hosts nobody here controls: every Pages project (`*.pages.dev`), anyone's app on
 * a shared host (`*.fly.dev`, `*.trycloudflare.com`, `*.ngrok-free.app`), or, over the company's own
 * domain, any host a stale DNS record still points somewhere else. A host ending in a dot
 * (`x.pages.dev.`) is another spelling of a host, which browsers keep as written in an origin; it is
 * refused rather than matched. Anything else is a mistake in the settings, and the helper then
 * hands out nothing.
 */
export function parseAllowedOrigins(list: string | undefined): { origins: AllowedOrigin[]; errors: string[] } {
  const origins: AllowedOrigin[] = [];
  const errors: string[] = [];
  for (const entry of (list ?? "").split(",").map((part) => part.trim().toLowerCase())) {
    if (!entry) continue;
    const match = /^(https?:)\/\/(\*\.)?([^:/]*)(?::(\d{1,5}))?\/?$/.exec(entry);
    if (!match) {
      errors.push(`${entry}: not an origin (write https://host or https://host:port)`);
      continue;
    }
    const [, scheme, star, host = "", port = ""] = match;
    if (scheme !== "https:") {
      errors.push(`${entry}: only https:// origins receive the token`);
      continue;
    }
    if (host.endsWith(".")) {
      errors.push(`${entry}: a host ending in a dot is another spelling of a host; write it without the dot`);
      continue;
    }
    if (!isHostName(host)) {
      errors.push(`${entry}: ${host} is not a host name`);
      continue;
    }
    if (star) {
      const labels = host.split(".");
      if (labels.length !== 3 || !host.endsWith(`.${pagesSuffix}`)) {
        errors.push(
          `${entry}: a wildcard may only name one Cloudflare Pages project (https://*.<project>.${pagesSuffix}); ${host} would let other people's sites receive the token`,
        );
        continue;
      }
      if (port) {
        errors.push(`${entry}: a Pages project's hosts have no port`);
        continue;
      }
      if (origins.some((origin) => origin.wildcard)) {
        errors.push(`${entry}: only one wildcard, for one Pages project`);
        continue;
      }
    }
    origins.push({ scheme: "https:", host, port: port === "443" ? "" : port, wildcard: Boolean(star) });
  }
  if (origins.length === 0 && errors.length === 0) errors.push("ALLOWED_ORIGINS is empty");
  return { origins, errors };
}

/** Whether `hostname` is the entry's host, or for a wildcard, one label under it. */
function hostFits(hostname: string, entry: AllowedOrigin): boolean {
  if (!isHostName(hostname)) return false;
  if (!entry.wildcard) return hostname === entry.host;
  const suffix = `.${entry.host}`;
  return hostname.endsWith(suffix) && !hostname.slice(0, -suffix.length).includes(".");
}

/** Whether `origin` (as `MessageEvent.origin` gives it) is one of `allowed`: scheme, host and port all equal. */
export function isAllowedOrigin(origin: string, allowed: readonly AllowedOrigin[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin.toLowerCase().replace(/\/$/, "")) return false;
  return allowed.some(
    (entry) => url.protocol === entry.scheme && url.port === entry.port && hostFits(url.hostname, entry),
  );
}

/** Whether a sign-in may start for `host` (Sveltia sends only the host name; the origin is checked at the end). */
export function isAllowedHost(host: string, allowed: readonly AllowedOrigin[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((entry) => hostFits(name, entry));
}

/** base64url without padding (RFC 4648, section 5), as PKCE writes its verifier and challenge. */
function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A PKCE code verifier (RFC 7636): 32 random bytes, 43 characters. */
export function codeVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Its S256 challenge: base64url of the SHA-256 of the verifier's ASCII. */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

type Outcome = { token: string } | { error: string; errorCode: string };

/** JSON that is safe inside a `<script>` element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The helper's page policy: nothing but its one script, by hash; no framing, no forms, no base. */
export function pagePolicy(scriptHash: string): string {
  return [
    "default-src 'none'",
    `script-src ${scriptHash}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** What every answer of the helper carries. */
const commonHeaders = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

const clearedCookie = `${stateCookie}=; HttpOnly; Max-Age=0; Path=/; SameSite=Lax; Secure`;

/**
 * The page the popup ends on: it tells its opener it is ready, and when a page of an allowed origin
 * answers, posts it the outcome, to exactly that origin.
 */
async function outcomePage(outcome: Outcome, allowed: readonly AllowedOrigin[]): Promise<Response> {
  const state = "token" in outcome ? "success" : "error";
  const message = `authorization:${provider}:${state}:${JSON.stringify({ provider, ...outcome })}`;
  const script = `(() => {
  const allowed = ${scriptJson(allowed)};
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  const fits = (origin) => {
    let url;
    try { url = new URL(origin); } catch { return false; }
    const host = url.hostname;
    if (url.origin !== origin || !host.split(".").every((part) => label.test(part))) return false;
    return allowed.some((entry) => url.protocol === entry.scheme && url.port === entry.port &&
      (entry.wildcard
        ? host.endsWith("." + entry.host) && !host.slice(0, -entry.host.length - 1).includes(".")
        : host === entry.host));
  };
  window.addEventListener("message", ({ data, origin }) => {
    if (data !== ${scriptJson(`authorizing:${provider}`)} || !fits(origin)) return;
    window.opener?.postMessage(${scriptJson(message)}, origin);
  });
  window.opener?.postMessage(${scriptJson(`authorizing:${provider}`)}, "*");
})();`;
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body><p>${
    "token" in outcome ? "Signed in. This window closes by itself." : `Sign-in failed: ${escapeHtml(outcome.error)}`
  }</p><script>${script}</script></body></html>`;
  return new Response(body, {
    status: "token" in outcome ? 200 : 400,
    headers: {
      ...commonHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": pagePolicy(await sha256Source(script)),
      "Set-Cookie": clearedCookie,
    },
  });
}

/** The allowed origins, or the error page that says the settings are wrong (and hands out nothing). */
function settingsOf(env: Env): { origins: AllowedOrigin[]; problem?: string } {
  const { origins, errors } = parseAllowedOrigins(env.ALLOWED_ORIGINS);
  if (errors.length > 0) return { origins: [], problem: `ALLOWED_ORIGINS: ${errors.join("; ")}` };
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return { origins, problem: "no GitHub app is set up" };
  if (!scopeFor(env)) return { origins, problem: `GITHUB_REPO_SCOPE must be ${repositoryScopes.join(" or ")}` };
  return { origins };
}

async function startSignIn(url: URL, env: Env): Promise<Response> {
  const { origins, problem } = settingsOf(env);
  if (problem) {
    return outcomePage({ error: `The helper is not set up: ${problem}.`, errorCode: "MISCONFIGURED_CLIENT" }, origins);
  }
  if (url.searchParams.get("provider") !== provider) {
    return outcomePage({ error: "Only GitHub sign-in is set up.", errorCode: "UNSUPPORTED_BACKEND" }, origins);
  }
  if (!isAllowedHost(url.searchParams.get("site_id") ?? "", origins)) {
    return outcomePage(
      { error: "This website is not allowed to use this sign-in helper.", errorCode: "UNSUPPORTED_DOMAIN" },
      origins,
    );
  }
  const state = crypto.randomUUID().replaceAll("-", "");
  // PKCE: GitHub gives a token for the code only to whoever shows the verifier behind this
  // challenge, which never leaves the helper and the popup's cookie. A code caught on its way
  // back (a log, a referrer, a browser extension) is worth nothing without it.
  const verifier = codeVerifier();
  const authorize = new URL("https://github.com/login/oauth/authorize");
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID ?? "",
    scope: scopeFor(env) ?? "",
    state,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: "S256",
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      ...commonHeaders,
      Location: authorize.toString(),
      // Ten minutes to sign in; Lax so the browser sends it when GitHub redirects back.
      "Set-Cookie": `${stateCookie}=${state}.${verifier}; HttpOnly; Max-Age=600; Path=/; SameSite=Lax; Secure`,
    },
  });
}

async function finishSignIn(request: Request, url: URL, env: Env, fetcher: typeof fetch): Promise<Response> {
  const { origins, problem } = settingsOf(env);
  const fail = (error: string, errorCode: string) => outcomePage({ error, errorCode }, origins);
  if (problem) return fail(`The helper is not set up: ${problem}.`, "MISCONFIGURED_CLIENT");
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const [, expected, verifier] =
    /(?:^|;\s*)__Host-editor-auth-state=([0-9a-f]{32})\.([A-Za-z0-9_-]{43})(?:;|$)/.exec(
      request.headers.get("Cookie") ?? "",
    ) ?? [];
  if (!code || !state) return fail("GitHub sent no sign-in code. Please try again.", "AUTH_CODE_REQUEST_FAILED");
  if (!expected || !verifier || state !== expected) {
    return fail("The sign-in did not start here, or took too long. Please try again.", "CSRF_DETECTED");
  }
  let answer: { access_token?: string; error?: string; error_description?: string };
  try {
    const response = await fetcher("https://github.com/login/oauth/access_token", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        code,
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code_verifier: verifier,
      }),
    });
    answer = await response.json();
  } catch {
    return fail("GitHub did not answer. Please try again later.", "TOKEN_REQUEST_FAILED");
  }
  if (!answer.access_token) {
    return fail(answer.error_description ?? answer.error ?? "GitHub gave no token.", "TOKEN_REQUEST_FAILED");
  }
  return outcomePage({ token: answer.access_token }, origins);
}

/** The worker (worker.ts serves it); `fetcher` is replaceable so the tests need no network. */
export function createWorker(fetcher: typeof fetch = (...args) => fetch(...args)) {
  return {
    async fetch(request: Request, env: Env): Promise<Response> {
      const url = new URL(request.url);
      if (request.method !== "GET")
        return new Response("Method not allowed\n", { status: 405, headers: commonHeaders });
      if (url.pathname === "/auth") return startSignIn(url, env);
      if (url.pathname === "/callback") return finishSignIn(request, url, env, fetcher);
      return new Response("Not found\n", { status: 404, headers: commonHeaders });
    },
  };
}
