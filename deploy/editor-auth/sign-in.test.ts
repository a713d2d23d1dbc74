import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  codeChallenge,
  codeVerifier,
  createWorker,
  type Env,
  isAllowedHost,
  isAllowedOrigin,
  pagePolicy,
  parseAllowedOrigins,
  scopeFor,
  stateCookie,
} from "./sign-in";

const editor = "https://edit.godavaripackers.in";
const env: Env = {
  GITHUB_CLIENT_ID: "client-id",
  GITHUB_CLIENT_SECRET: "client-secret",
  ALLOWED_ORIGINS: editor,
};
const state = "0123456789abcdef0123456789abcdef";
/** A PKCE verifier as /auth makes them: 43 base64url characters. */
const verifier = "dBjftJeZ4CK-zbkNOUCAh0kqpHjjsAyzKFhkpbbsJjw";
/** What /auth sets: the state and the PKCE verifier. */
const cookie = `${stateCookie}=${state}.${verifier}`;
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://editor-auth.example.workers.dev${path}`, { headers });

const scriptOf = (html: string) => /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";

/** Runs an outcome page's script as the popup would, its opener answering from `answerFrom`, and returns what it posted to its opener, and to which origin. */
function runInPopup(script: string, answerFrom: string) {
  const posted: Array<[unknown, string]> = [];
  const listeners: Array<(event: { data: unknown; origin: string }) => void> = [];
  const window = {
    opener: { postMessage: (data: unknown, origin: string) => posted.push([data, origin]) },
    addEventListener: (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener),
  };
  runInNewContext(script, { window, URL });
  for (const listener of listeners) listener({ data: "authorizing:github", origin: answerFrom });
  return posted;
}

/** Runs the page's script as the popup would, and returns what it posted to its opener, and to which origin. */
const postedBy = async (response: Response, answerFrom: string) =>
  runInPopup(scriptOf(await response.text()), answerFrom);

/** The outcome message among those posted (after the "authorizing:github" handshake). */
const outcomeOf = (posted: Array<[unknown, string]>) =>
  String(posted.find(([data]) => String(data).startsWith("authorization:"))?.[0]);

/** A callback that GitHub answers with a token, as the editor's popup would load it. */
async function signedIn(settings: Env = env) {
  const worker = createWorker(async () => Response.json({ access_token: "gho_token123", token_type: "bearer" }));
  return worker.fetch(get(`/callback?code=abc&state=${state}`, { Cookie: cookie }), settings);
}

describe("the editor's sign-in helper", () => {
  it("sends an allowed site's sign-in to GitHub with a random state kept in a short-lived __Host- cookie", async () => {
    const response = await createWorker().fetch(get("/auth?provider=github&site_id=edit.godavaripackers.in"), env);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("client-id");
    const sent = location.searchParams.get("state") ?? "";
    expect(sent).toMatch(/^[0-9a-f]{32}$/);
    // __Host-: Secure, Path=/ and no Domain, or the browser drops it.
    const kept = /^__Host-editor-auth-state=([0-9a-f]{32})\.([A-Za-z0-9_-]{43}); /.exec(
      response.headers.get("set-cookie") ?? "",
    );
    expect(kept?.[1]).toBe(sent);
    expect(response.headers.get("set-cookie")).toBe(
      `__Host-editor-auth-state=${sent}.${kept?.[2]}; HttpOnly; Max-Age=600; Path=/; SameSite=Lax; Secure`,
    );
    expect(response.headers.get("set-cookie")).not.toMatch(/Domain=/i);
    expect(location.toString()).not.toContain("client-secret");
  });

  it("asks for the repository scope and read:user, never user or repo for a public repository", async () => {
    const scopeAsked = async (settings: Env) => {
      const response = await createWorker().fetch(
        get("/auth?provider=github&site_id=edit.godavaripackers.in"),
        settings,
      );
      return new URL(response.headers.get("location") ?? "").searchParams.get("scope");
    };
    expect(await scopeAsked(env)).toBe("public_repo read:user");
    expect(await scopeAsked({ ...env, GITHUB_REPO_SCOPE: "repo" })).toBe("repo read:user");
    // Sveltia asks for `scope=repo` in its own address; the helper decides, not the page.
    const response = await createWorker().fetch(
      get("/auth?provider=github&site_id=edit.godavaripackers.in&scope=repo,user"),
      env,
    );
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("scope")).toBe("public_repo read:user");
    for (const wider of ["user", "repo,user", "admin:org"]) {
      expect(scopeFor({ ...env, GITHUB_REPO_SCOPE: wider }), wider).toBeUndefined();
      const refused = await createWorker().fetch(get("/auth?provider=github&site_id=edit.godavaripackers.in"), {
        ...env,
        GITHUB_REPO_SCOPE: wider,
      });
      expect(refused.status, wider).toBe(400);
      expect(outcomeOf(await postedBy(refused, editor)), wider).toContain("MISCONFIGURED_CLIENT");
    }
  });

  it("hands the token to the exact origin only: not another scheme, port or host", async () => {
    const response = await signedIn();
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^__Host-editor-auth-state=; HttpOnly; Max-Age=0/);
    expect(await postedBy(response.clone(), editor)).toEqual([
      ["authorizing:github", "*"],
      ['authorization:github:success:{"provider":"github","token":"gho_token123"}', editor],
    ]);
    for (const stranger of [
      "http://edit.godavaripackers.in",
      "https://edit.godavaripackers.in:8443",
      "https://www.godavaripackers.in",
      "https://edit.godavaripackers.in.evil.example",
      "https://evil.example",
      "null",
    ]) {
      expect(await postedBy(response.clone(), stranger), stranger).toEqual([["authorizing:github", "*"]]);
    }
  });

  it("starts with a PKCE challenge (S256) of a fresh verifier it keeps in the cookie, never in the address", async () => {
    const start = () => createWorker().fetch(get("/auth?provider=github&site_id=edit.godavaripackers.in"), env);
    const first = await start();
    const location = new URL(first.headers.get("location") ?? "");
    const kept = /\.([A-Za-z0-9_-]{43});/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toBe(await codeChallenge(kept));
    expect(location.toString()).not.toContain(kept);
    const second = /\.([A-Za-z0-9_-]{43});/.exec((await start()).headers.get("set-cookie") ?? "")?.[1];
    expect(second).not.toBe(kept);
  });

  it("makes verifiers and challenges as RFC 7636 does: S256 is base64url of the verifier's SHA-256, unpadded", async () => {
    for (let index = 0; index < 20; index += 1) {
      const made = codeVerifier();
      expect(made).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await codeChallenge(made)).toBe(createHash("sha256").update(made, "ascii").digest("base64url"));
    }
  });

  it("reads the allowed origins with scheme and port, and refuses http and wildcards over public suffixes", () => {
    const { origins } = parseAllowedOrigins(`${editor}, https://staging.godavaripackers.in:8443`);
    expect(isAllowedOrigin(editor, origins)).toBe(true);
    expect(isAllowedOrigin("https://edit.godavaripackers.in:443", origins)).toBe(false);
    expect(isAllowedOrigin("http://edit.godavaripackers.in", origins)).toBe(false);
    expect(isAllowedOrigin("https://edit.godavaripackers.in:8443", origins)).toBe(false);
    expect(isAllowedOrigin("https://staging.godavaripackers.in:8443", origins)).toBe(true);
    expect(isAllowedOrigin("https://staging.godavaripackers.in", origins)).toBe(false);
    expect(isAllowedHost("edit.godavaripackers.in", origins)).toBe(true);
    expect(isAllowedHost("www.godavaripackers.in", origins)).toBe(false);

    for (const suffix of [
      "pages.dev",
      "workers.dev",
      "github.io",
      "netlify.app",
      "co.in",
      "in",
      "fly.dev",
      "trycloudflare.com",
      "ngrok-free.app",
      "godavaripackers.in",
      "a.b.pages.dev",
      "godavari-editor.pages.dev.",
      "pages.dev.",
    ]) {
      const parsed = parseAllowedOrigins(`https://*.${suffix}`);
      expect(parsed.origins, suffix).toEqual([]);
      expect(parsed.errors.join(), suffix).toMatch(/one Cloudflare Pages project|ending in a dot/);
    }
    // A host ending in a dot is another spelling of the host: refused, even named exactly.
    expect(parseAllowedOrigins("https://edit.godavaripackers.in.").errors.join()).toMatch(/ending in a dot/);
    expect(isAllowedOrigin("https://edit.godavaripackers.in.", origins)).toBe(false);
    expect(isAllowedHost("edit.godavaripackers.in.", origins)).toBe(false);
    // One Pages project, once, and without a port.
    expect(
      parseAllowedOrigins("https://*.godavari-editor.pages.dev, https://*.other-project.pages.dev").errors.join(),
    ).toMatch(/only one wildcard/);
    expect(parseAllowedOrigins("https://*.godavari-editor.pages.dev:8443").errors.join()).toMatch(/no port/);
    expect(parseAllowedOrigins("http://edit.godavaripackers.in").errors.join()).toMatch(/only https/);
    expect(parseAllowedOrigins("edit.godavaripackers.in").errors.join()).toMatch(/not an origin/);
    expect(parseAllowedOrigins("").errors).toEqual(["ALLOWED_ORIGINS is empty"]);

    // One project's preview deployments: a wildcard below the public suffix, still https only.
    const previews = parseAllowedOrigins("https://*.godavari-editor.pages.dev").origins;
    expect(isAllowedOrigin("https://1a2b3c.godavari-editor.pages.dev", previews)).toBe(true);
    expect(isAllowedOrigin("https://godavari-editor-evil.pages.dev", previews)).toBe(false);
    expect(isAllowedOrigin("https://evil.pages.dev", previews)).toBe(false);
    expect(isAllowedOrigin("http://1a2b3c.godavari-editor.pages.dev", previews)).toBe(false);
    expect(isAllowedOrigin("https://1a2b3c.godavari-editor.pages.dev.", previews)).toBe(false);
    expect(isAllowedOrigin("https://a.b.godavari-editor.pages.dev", previews)).toBe(false);
    expect(isAllowedHost("1a2b3c.godavari-editor.pages.dev.", previews)).toBe(false);
    expect(isAllowedHost("godavari-editor.pages.dev", previews)).toBe(false);
  });

  it("accepts as a wildcard nothing but *.<project>.pages.dev, and no host ending in a dot (property)", () => {
    const labelText = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    const host = fc.array(labelText, { minLength: 1, maxLength: 4 }).map((labels) => labels.join("."));
    const suffix = fc.oneof(
      host,
      fc.constantFrom("pages.dev", "fly.dev", "trycloudflare.com", "ngrok-free.app", "workers.dev", "github.io"),
      host.map((name) => `${name}.pages.dev`),
    );
    fc.assert(
      fc.property(suffix, fc.boolean(), (name, dot) => {
        const { origins } = parseAllowedOrigins(`https://*.${name}${dot ? "." : ""}`);
        const onePagesProject = !dot && /^[a-z0-9-]+\.pages\.dev$/.test(name);
        expect(origins.length).toBe(onePagesProject ? 1 : 0);
      }),
    );
    // Whatever the list, no origin or host ending in a dot is ever let through.
    const listed = fc.array(
      fc.oneof(
        host,
        host.map((name) => `*.${name}.pages.dev`),
      ),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(listed, host, (entries, visitor) => {
        const { origins } = parseAllowedOrigins(entries.map((entry) => `https://${entry}`).join(","));
        expect(isAllowedOrigin(`https://${visitor}.`, origins)).toBe(false);
        expect(isAllowedHost(`${visitor}.`, origins)).toBe(false);
      }),
    );
  });

  it("the outcome page hands the token to exactly the origins the helper allows (property)", async () => {
    const settings = { ...env, ALLOWED_ORIGINS: `${editor}, https://*.godavari-editor.pages.dev` };
    const { origins } = parseAllowedOrigins(settings.ALLOWED_ORIGINS);
    const page = await signedIn(settings);
    const script = scriptOf(await page.text());
    const labelText = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const visitor = fc
      .tuple(
        fc.constantFrom("https://", "http://"),
        fc.array(labelText, { maxLength: 2 }),
        fc.constantFrom("godavari-editor.pages.dev", "edit.godavaripackers.in", "pages.dev", "evil.example"),
        fc.constantFrom("", ".", ":443", ":8443"),
      )
      .map(([scheme, labels, base, end]) => `${scheme}${[...labels, base].join(".")}${end}`);
    await fc.assert(
      fc.asyncProperty(visitor, async (origin) => {
        const posted = runInPopup(script, origin);
        const handed = posted.some(([data]) => String(data).includes("gho_token123"));
        expect(handed, origin).toBe(isAllowedOrigin(origin, origins));
      }),
      { numRuns: 300 },
    );
  });

  it("hands out nothing while the list holds a public-suffix wildcard, even to a listed origin", async () => {
    const response = await signedIn({ ...env, ALLOWED_ORIGINS: `${editor}, https://*.pages.dev` });
    expect(response.status).toBe(400);
    const posted = await postedBy(response, editor);
    expect(outcomeOf(posted)).not.toContain("gho_token123");
    expect(JSON.stringify(posted)).not.toContain("gho_token123");
    const start = await createWorker().fetch(get("/auth?provider=github&site_id=evil.pages.dev"), {
      ...env,
      ALLOWED_ORIGINS: "https://*.pages.dev",
    });
    expect(start.status).toBe(400);
    expect(start.headers.get("location")).toBeNull();
  });

  it("sends its pages with default-src 'none', the hash of their one script, and frame-ancestors 'none'", async () => {
    for (const response of [
      await signedIn(),
      await createWorker().fetch(get("/auth?provider=github&site_id=evil.example"), env),
    ]) {
      const script = scriptOf(await response.clone().text());
      const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toBe(pagePolicy(hash));
      expect(policy.split("; ")).toEqual(
        expect.arrayContaining(["default-src 'none'", `script-src ${hash}`, "frame-ancestors 'none'"]),
      );
      expect(policy).not.toMatch(/unsafe|\*/);
      expect((await response.text()).match(/<script/g)).toHaveLength(1);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a site that is not on the list, and any sign-in but GitHub's", async () => {
    for (const path of [
      "/auth?provider=github&site_id=evil.example",
      "/auth?provider=github&site_id=www.godavaripackers.in",
      "/auth?provider=gitlab&site_id=edit.godavaripackers.in",
    ]) {
      const response = await createWorker().fetch(get(path), env);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("location"), path).toBeNull();
      const message = outcomeOf(await postedBy(response, editor));
      expect(message, path).toMatch(/^authorization:github:error:\{.*"errorCode":"UNSUPPORTED_(DOMAIN|BACKEND)"/);
    }
  });

  it("answers a callback without a code, or with a state it did not set, with an error page and no token request", async () => {
    let asked = 0;
    const worker = createWorker(async () => {
      asked += 1;
      return Response.json({ access_token: "never" });
    });
    const withCookie = { Cookie: cookie };
    const noCode = await worker.fetch(get(`/callback?state=${state}`, withCookie), env);
    expect(noCode.status).toBe(400);
    expect(await noCode.clone().text()).toContain("Sign-in failed");
    const wrongState = await worker.fetch(get(`/callback?code=abc&state=${"f".repeat(32)}`, withCookie), env);
    expect(outcomeOf(await postedBy(wrongState, editor))).toContain("CSRF_DETECTED");
    const noCookie = await worker.fetch(get(`/callback?code=abc&state=${state}`), env);
    expect(noCookie.status).toBe(400);
    // The cookie without its prefix is another cookie, which any subdomain could have set.
    const unprefixed = await worker.fetch(
      get(`/callback?code=abc&state=${state}`, { Cookie: `editor-auth-state=${state}.${verifier}` }),
      env,
    );
    expect(outcomeOf(await postedBy(unprefixed, editor))).toContain("CSRF_DETECTED");
    // A cookie from before PKCE, with the state alone, starts nothing: the code is no good without the verifier.
    const stateOnly = await worker.fetch(
      get(`/callback?code=abc&state=${state}`, { Cookie: `${stateCookie}=${state}` }),
      env,
    );
    expect(outcomeOf(await postedBy(stateOnly, editor))).toContain("CSRF_DETECTED");
    expect(asked).toBe(0);
  });

  it("trades the code for a token with the secret and the PKCE verifier, sent to GitHub only", async () => {
    const requests: Array<{ url: string; body: unknown }> = [];
    const worker = createWorker(async (url, init) => {
      requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return Response.json({ access_token: "gho_token123", token_type: "bearer" });
    });
    const response = await worker.fetch(get(`/callback?code=abc&state=${state}`, { Cookie: cookie }), env);
    expect(requests).toEqual([
      {
        url: "https://github.com/login/oauth/access_token",
        body: { code: "abc", client_id: "client-id", client_secret: "client-secret", code_verifier: verifier },
      },
    ]);
    const page = await response.text();
    expect(page).not.toContain("client-secret");
    expect(page).not.toContain(verifier);
  });

  it("answers nothing else", async () => {
    expect((await createWorker().fetch(get("/"), env)).status).toBe(404);
    const post = new Request("https://editor-auth.example.workers.dev/auth", { method: "POST" });
    expect((await createWorker().fetch(post, env)).status).toBe(405);
  });
});
