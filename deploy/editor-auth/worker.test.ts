import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { createWorker, type Env, isAllowedHost, scope } from "./worker";

const env: Env = {
  GITHUB_CLIENT_ID: "client-id",
  GITHUB_CLIENT_SECRET: "client-secret",
  ALLOWED_DOMAINS: "www.godavaripackers.in",
};
const state = "0123456789abcdef0123456789abcdef";
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://editor-auth.example.workers.dev${path}`, { headers });

/** Runs the page's script as the popup would, and returns what it posted to its opener, and to which origin. */
async function postedBy(response: Response, answerFrom: string) {
  const html = await response.text();
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
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

/** The outcome message among those posted (after the "authorizing:github" handshake). */
const outcomeOf = (posted: Array<[unknown, string]>) =>
  String(posted.find(([data]) => String(data).startsWith("authorization:"))?.[0]);

describe("the editor's sign-in helper", () => {
  it("sends an allowed site's sign-in to GitHub with a random state kept in a short-lived cookie", async () => {
    const response = await createWorker().fetch(get("/auth?provider=github&site_id=www.godavaripackers.in"), env);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("client-id");
    expect(location.searchParams.get("scope")).toBe(scope);
    const sent = location.searchParams.get("state") ?? "";
    expect(sent).toMatch(/^[0-9a-f]{32}$/);
    expect(response.headers.get("set-cookie")).toBe(
      `editor-auth-state=${sent}; HttpOnly; Max-Age=600; Path=/; SameSite=Lax; Secure`,
    );
    expect(location.toString()).not.toContain("client-secret");
  });

  it("refuses a site that is not on the list, and any sign-in but GitHub's", async () => {
    for (const path of [
      "/auth?provider=github&site_id=evil.example",
      "/auth?provider=gitlab&site_id=www.godavaripackers.in",
    ]) {
      const response = await createWorker().fetch(get(path), env);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("location"), path).toBeNull();
      const message = outcomeOf(await postedBy(response, "https://www.godavaripackers.in"));
      expect(message, path).toMatch(/^authorization:github:error:\{.*"errorCode":"UNSUPPORTED_(DOMAIN|BACKEND)"/);
    }
  });

  it("answers a callback without a code, or with a state it did not set, with an error page and no token request", async () => {
    let asked = 0;
    const worker = createWorker(async () => {
      asked += 1;
      return Response.json({ access_token: "never" });
    });
    const cookie = { Cookie: `editor-auth-state=${state}` };
    const noCode = await worker.fetch(get(`/callback?state=${state}`, cookie), env);
    expect(noCode.status).toBe(400);
    expect(await noCode.clone().text()).toContain("Sign-in failed");
    const wrongState = await worker.fetch(get(`/callback?code=abc&state=${"f".repeat(32)}`, cookie), env);
    expect(outcomeOf(await postedBy(wrongState, "https://www.godavaripackers.in"))).toContain("CSRF_DETECTED");
    const noCookie = await worker.fetch(get(`/callback?code=abc&state=${state}`), env);
    expect(noCookie.status).toBe(400);
    expect(asked).toBe(0);
  });

  it("trades the code for a token with the secret, and hands the token only to an allowed site", async () => {
    const requests: Array<{ url: string; body: unknown }> = [];
    const worker = createWorker(async (url, init) => {
      requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return Response.json({ access_token: "gho_token123", token_type: "bearer", scope });
    });
    const response = await worker.fetch(
      get(`/callback?code=abc&state=${state}`, { Cookie: `editor-auth-state=${state}` }),
      env,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^editor-auth-state=; HttpOnly; Max-Age=0/);
    expect(requests).toEqual([
      {
        url: "https://github.com/login/oauth/access_token",
        body: { code: "abc", client_id: "client-id", client_secret: "client-secret" },
      },
    ]);
    expect(await response.clone().text()).not.toContain("client-secret");
    const toSite = await postedBy(response.clone(), "https://www.godavaripackers.in");
    expect(toSite).toEqual([
      ["authorizing:github", "*"],
      ['authorization:github:success:{"provider":"github","token":"gho_token123"}', "https://www.godavaripackers.in"],
    ]);
    const toStranger = await postedBy(response, "https://evil.example");
    expect(toStranger).toEqual([["authorizing:github", "*"]]);
  });

  it("matches hosts exactly, or any subdomain for *.", () => {
    expect(isAllowedHost("www.godavaripackers.in", "www.godavaripackers.in, *.pages.dev")).toBe(true);
    expect(isAllowedHost("preview.godavari.pages.dev", "www.godavaripackers.in, *.pages.dev")).toBe(true);
    expect(isAllowedHost("godavaripackers.in.evil.example", "www.godavaripackers.in")).toBe(false);
    expect(isAllowedHost("www.godavaripackers.in", undefined)).toBe(false);
    expect(isAllowedHost("", "*.pages.dev")).toBe(false);
  });

  it("answers nothing else", async () => {
    expect((await createWorker().fetch(get("/"), env)).status).toBe(404);
    const post = new Request("https://editor-auth.example.workers.dev/auth", { method: "POST" });
    expect((await createWorker().fetch(post, env)).status).toBe(405);
  });
});
