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
 *   the list refuses `http:` and any wildcard over a public suffix (`https://*.pages.dev` would be
 *   every Cloudflare Pages project in the world);
 * - it asks GitHub for the least the editor works with: nothing at all to choose with a GitHub App
 *   (its permissions are set on the app: Contents read and write on the one repository it is
 *   installed on; its tokens expire after eight hours), or, with an OAuth app, `public_repo` (or
 *   `repo` for a private repository) plus `read:user`, never `user`;
 * - its pages run only their one script, by hash, and may not be framed;
 * - its state cookie is `__Host-`: only this host, only over HTTPS, for every path.
 *
 * 1. The editor opens `/auth?provider=github&site_id=<its host>` in a popup. The helper checks the
 *    host against ALLOWED_ORIGINS, sets a random state in a short-lived cookie, and sends the popup
 *    to GitHub's sign-in page.
 * 2. GitHub sends the popup back to `/callback?code=…&state=…`. The helper checks the state against
 *    the cookie, asks GitHub for a token with the client secret, and answers a page that hands the
 *    token to the editor that opened the popup (`authorization:github:success:{…}`), or an error
 *    (`authorization:github:error:{…}`), which the editor shows.
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

/**
 * Suffixes under which anyone can get a host of their own (from the Public Suffix List's private
 * section, the hosts this site could be deployed on, and the country codes it uses). A wildcard
 * over one of these would hand the token to strangers; a wildcard must name a domain below it.
 */
export const publicSuffixes = new Set([
  "pages.dev",
  "workers.dev",
  "github.io",
  "githubusercontent.com",
  "netlify.app",
  "vercel.app",
  "web.app",
  "firebaseapp.com",
  "herokuapp.com",
  "onrender.com",
  "azurewebsites.net",
  "azurestaticapps.net",
  "cloudfront.net",
  "appspot.com",
  "gitlab.io",
  "surge.sh",
  "co.in",
  "net.in",
  "org.in",
  "firm.in",
  "gen.in",
  "ind.in",
  "co.uk",
  "com.au",
]);

export type AllowedOrigin = { scheme: "https:"; host: string; port: string; wildcard: boolean };

/**
 * Reads ALLOWED_ORIGINS: comma-separated origins, `https://host` or `https://host:port`, or
 * `https://*.domain` for every host under a domain that is not a public suffix. Anything else is
 * a mistake in the settings, and the helper then hands out nothing.
 */
export function parseAllowedOrigins(list: string | undefined): { origins: AllowedOrigin[]; errors: string[] } {
  const origins: AllowedOrigin[] = [];
  const errors: string[] = [];
  for (const entry of (list ?? "").split(",").map((part) => part.trim().toLowerCase())) {
    if (!entry) continue;
    const match = /^(https?:)\/\/(\*\.)?([a-z0-9.-]+)(?::(\d{1,5}))?\/?$/.exec(entry);
    if (!match) {
      errors.push(`${entry}: not an origin (write https://host or https://host:port)`);
      continue;
    }
    const [, scheme, star, host = "", port = ""] = match;
    if (scheme !== "https:") {
      errors.push(`${entry}: only https:// origins receive the token`);
      continue;
    }
    if (star && (publicSuffixes.has(host) || !host.includes("."))) {
      errors.push(`${entry}: a wildcard over the public suffix ${host} would let anyone's site receive the token`);
      continue;
    }
    origins.push({ scheme: "https:", host, port: port === "443" ? "" : port, wildcard: Boolean(star) });
  }
  if (origins.length === 0 && errors.length === 0) errors.push("ALLOWED_ORIGINS is empty");
  return { origins, errors };
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
    (entry) =>
      url.protocol === entry.scheme &&
      url.port === entry.port &&
      (entry.wildcard ? url.hostname.endsWith(`.${entry.host}`) : url.hostname === entry.host),
  );
}

/** Whether a sign-in may start for `host` (Sveltia sends only the host name; the origin is checked at the end). */
export function isAllowedHost(host: string, allowed: readonly AllowedOrigin[]): boolean {
  const name = host.toLowerCase();
  return (
    name !== "" && allowed.some((entry) => (entry.wildcard ? name.endsWith(`.${entry.host}`) : name === entry.host))
  );
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
  const fits = (origin) => {
    let url;
    try { url = new URL(origin); } catch { return false; }
    return url.origin === origin && allowed.some((entry) => url.protocol === entry.scheme && url.port === entry.port &&
      (entry.wildcard ? url.hostname.endsWith("." + entry.host) : url.hostname === entry.host));
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
  const authorize = new URL("https://github.com/login/oauth/authorize");
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID ?? "",
    scope: scopeFor(env) ?? "",
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      ...commonHeaders,
      Location: authorize.toString(),
      // Ten minutes to sign in; Lax so the browser sends it when GitHub redirects back.
      "Set-Cookie": `${stateCookie}=${state}; HttpOnly; Max-Age=600; Path=/; SameSite=Lax; Secure`,
    },
  });
}

async function finishSignIn(request: Request, url: URL, env: Env, fetcher: typeof fetch): Promise<Response> {
  const { origins, problem } = settingsOf(env);
  const fail = (error: string, errorCode: string) => outcomePage({ error, errorCode }, origins);
  if (problem) return fail(`The helper is not set up: ${problem}.`, "MISCONFIGURED_CLIENT");
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const expected = /(?:^|;\s*)__Host-editor-auth-state=([0-9a-f]{32})(?:;|$)/.exec(
    request.headers.get("Cookie") ?? "",
  )?.[1];
  if (!code || !state) return fail("GitHub sent no sign-in code. Please try again.", "AUTH_CODE_REQUEST_FAILED");
  if (!expected || state !== expected) {
    return fail("The sign-in did not start here, or took too long. Please try again.", "CSRF_DETECTED");
  }
  let answer: { access_token?: string; error?: string; error_description?: string };
  try {
    const response = await fetcher("https://github.com/login/oauth/access_token", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ code, client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET }),
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
