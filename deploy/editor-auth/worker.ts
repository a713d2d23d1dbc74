/**
 * The editor's GitHub sign-in helper: a Cloudflare Worker that does the one step a page of static
 * files cannot, trading GitHub's sign-in code for a token with the OAuth app's client secret
 * (docs/decisions/016-web-editor.md, deploy/README.md "The editor's sign-in helper").
 *
 * Written for this site after the approach Sveltia CMS documents in its own helper,
 * sveltia-cms-auth (MIT, https://github.com/sveltia/sveltia-cms-auth): the same two addresses and
 * the same messages to the editor, GitHub only. Two things are stricter: the token is posted only
 * to a site on the ALLOWED_DOMAINS list (not to any page that asks), and every value written into
 * the page is escaped for a script.
 *
 * 1. The editor opens `/auth?provider=github&site_id=<its host>` in a popup. The helper checks the
 *    host against ALLOWED_DOMAINS, sets a random state in a short-lived cookie, and sends the
 *    popup to GitHub's sign-in page.
 * 2. GitHub sends the popup back to `/callback?code=…&state=…`. The helper checks the state against
 *    the cookie, asks GitHub for a token with the client secret, and answers a page that hands the
 *    token to the editor that opened the popup (`authorization:github:success:{…}`), or an error
 *    (`authorization:github:error:{…}`), which the editor shows.
 *
 * Settings, in the Cloudflare dashboard (never in the repository): GITHUB_CLIENT_ID,
 * GITHUB_CLIENT_SECRET (encrypted), ALLOWED_DOMAINS (`www.godavaripackers.in`, comma-separated,
 * `*.` allowed at the start).
 */

export type Env = {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  ALLOWED_DOMAINS?: string;
};

const provider = "github";
const stateCookie = "editor-auth-state";
/** What the token may do: read and write the repository's files (GitHub has no narrower OAuth scope for that). */
export const scope = "repo,user";

type Outcome = { token: string } | { error: string; errorCode: string };

/** Whether `host` is on the comma-separated list; `*.example.com` matches any subdomain. */
export function isAllowedHost(host: string, allowed: string | undefined): boolean {
  if (!allowed?.trim() || !host) return false;
  return allowed
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) =>
      entry.startsWith("*.") ? host.toLowerCase().endsWith(entry.slice(1)) : host.toLowerCase() === entry,
    );
}

/** JSON that is safe inside a `<script>` element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/**
 * The page the popup ends on: it tells its opener it is ready, and when an allowed site answers,
 * posts it the outcome, to that site's origin only.
 */
function outcomePage(outcome: Outcome, allowed: string | undefined): Response {
  const state = "token" in outcome ? "success" : "error";
  const message = `authorization:${provider}:${state}:${JSON.stringify({ provider, ...outcome })}`;
  const allowedList = (allowed ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const script = `(() => {
  const allowed = ${scriptJson(allowedList)};
  const fits = (host) => allowed.some((entry) => entry.startsWith("*.") ? host.endsWith(entry.slice(1)) : host === entry);
  window.addEventListener("message", ({ data, origin }) => {
    if (data !== ${scriptJson(`authorizing:${provider}`)} || !fits(new URL(origin).hostname)) return;
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
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Set-Cookie": `${stateCookie}=; HttpOnly; Max-Age=0; Path=/; SameSite=Lax; Secure`,
    },
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function startSignIn(url: URL, env: Env): Response {
  const host = url.searchParams.get("site_id") ?? "";
  if (url.searchParams.get("provider") !== provider) {
    return outcomePage(
      { error: "Only GitHub sign-in is set up.", errorCode: "UNSUPPORTED_BACKEND" },
      env.ALLOWED_DOMAINS,
    );
  }
  if (!isAllowedHost(host, env.ALLOWED_DOMAINS)) {
    return outcomePage(
      { error: "This website is not allowed to use this sign-in helper.", errorCode: "UNSUPPORTED_DOMAIN" },
      env.ALLOWED_DOMAINS,
    );
  }
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    return outcomePage(
      { error: "The helper has no GitHub OAuth app set up.", errorCode: "MISCONFIGURED_CLIENT" },
      env.ALLOWED_DOMAINS,
    );
  }
  const state = crypto.randomUUID().replaceAll("-", "");
  const authorize = new URL("https://github.com/login/oauth/authorize");
  authorize.search = new URLSearchParams({ client_id: env.GITHUB_CLIENT_ID, scope, state }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      // Ten minutes to sign in; Lax so the browser sends it when GitHub redirects back.
      "Set-Cookie": `${stateCookie}=${state}; HttpOnly; Max-Age=600; Path=/; SameSite=Lax; Secure`,
      "Cache-Control": "no-store",
    },
  });
}

async function finishSignIn(request: Request, url: URL, env: Env, fetcher: typeof fetch): Promise<Response> {
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const expected = /(?:^|;\s*)editor-auth-state=([0-9a-f]{32})(?:;|$)/.exec(request.headers.get("Cookie") ?? "")?.[1];
  const fail = (error: string, errorCode: string) => outcomePage({ error, errorCode }, env.ALLOWED_DOMAINS);
  if (!code || !state) return fail("GitHub sent no sign-in code. Please try again.", "AUTH_CODE_REQUEST_FAILED");
  if (!expected || state !== expected) {
    return fail("The sign-in did not start here, or took too long. Please try again.", "CSRF_DETECTED");
  }
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    return fail("The helper has no GitHub OAuth app set up.", "MISCONFIGURED_CLIENT");
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
  return outcomePage({ token: answer.access_token }, env.ALLOWED_DOMAINS);
}

/** The worker; `fetcher` is replaceable so the tests need no network. */
export function createWorker(fetcher: typeof fetch = (...args) => fetch(...args)) {
  return {
    async fetch(request: Request, env: Env): Promise<Response> {
      const url = new URL(request.url);
      if (request.method !== "GET") return new Response("Method not allowed\n", { status: 405 });
      if (url.pathname === "/auth") return startSignIn(url, env);
      if (url.pathname === "/callback") return finishSignIn(request, url, env, fetcher);
      return new Response("Not found\n", { status: 404 });
    },
  };
}

export default createWorker();
