import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authBaseUrlProblem, deploySettings, originRepository } from "./sources";

describe("the repository the editor commits to", () => {
  const folders: string[] = [];
  const checkout = (remote?: string) => {
    const folder = mkdtempSync(join(tmpdir(), "editor-origin-"));
    folders.push(folder);
    execFileSync("git", ["init", "-q"], { cwd: folder });
    if (remote) execFileSync("git", ["remote", "add", "origin", remote], { cwd: folder });
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("is read from a GitHub remote, as Cloudflare Pages' clone has it", () => {
    expect(originRepository(checkout("https://github.com/godavari/website.git"))).toBe("godavari/website");
    expect(originRepository(checkout("git@github.com:godavari/website.git"))).toBe("godavari/website");
    expect(originRepository(checkout("https://github.com/godavari/website"))).toBe("godavari/website");
  });

  it("is not guessed from another host, or without a remote", () => {
    expect(originRepository(checkout("https://gitlab.com/godavari/website.git"))).toBeUndefined();
    expect(originRepository(checkout())).toBeUndefined();
  });
});

describe("the sign-in helper's address (authBaseUrl)", () => {
  const folders: string[] = [];
  /** A checkout whose deploy/editor-settings.json holds `settings`. */
  const withSettings = (settings: Record<string, unknown>) => {
    const folder = mkdtempSync(join(tmpdir(), "editor-settings-"));
    folders.push(folder);
    mkdirSync(join(folder, "deploy"));
    writeFileSync(
      join(folder, "deploy", "editor-settings.json"),
      JSON.stringify({ repository: "godavari/website", branch: "main", ...settings }),
    );
    return folder;
  };
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("may be empty only while it is marked as a sample", () => {
    vi.stubEnv("EDITOR_AUTH_URL", "");
    expect(deploySettings(withSettings({ authBaseUrl: "", samples: ["authBaseUrl"] })).authBaseUrl).toBe("");
    expect(() => deploySettings(withSettings({ authBaseUrl: "", samples: ["repository"] }))).toThrow(
      /authBaseUrl: it is empty, and no longer marked as a sample/,
    );
    expect(() => deploySettings(withSettings({ authBaseUrl: "" }))).toThrow(/no longer marked as a sample/);
  });

  it("must be an https:// address, marked as a sample or not", () => {
    vi.stubEnv("EDITOR_AUTH_URL", "");
    const helper = "https://godavari-editor-auth.example.workers.dev";
    expect(deploySettings(withSettings({ authBaseUrl: helper })).authBaseUrl).toBe(helper);
    for (const samples of [[], ["authBaseUrl"]]) {
      expect(() =>
        deploySettings(withSettings({ authBaseUrl: "http://godavari-editor-auth.example.workers.dev", samples })),
      ).toThrow(/must start with https:\/\//);
    }
    vi.stubEnv("EDITOR_AUTH_URL", "javascript:alert(1)");
    expect(() => deploySettings(withSettings({ authBaseUrl: helper }))).toThrow(/must start with https:\/\//);
  });

  it("says plainly what is wrong and how to put it right", () => {
    expect(authBaseUrlProblem("https://auth.example.workers.dev", false)).toBeUndefined();
    expect(authBaseUrlProblem("https://auth.example.workers.dev/", true)).toBeUndefined();
    expect(authBaseUrlProblem("auth.example.workers.dev", false)).toMatch(/is not a web address\. Write the address/);
    expect(authBaseUrlProblem("  ", false)).toMatch(/empty/);
    expect(authBaseUrlProblem("ftp://auth.example", false)).toMatch(/must start with https:\/\//);
    expect(authBaseUrlProblem("https://user:secret@auth.example", false)).toMatch(/no name, password/);
    expect(authBaseUrlProblem("https://auth.example/?next=evil", false)).toMatch(/no name, password, \? or #/);
  });
});
