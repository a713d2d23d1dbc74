import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { originRepository } from "./sources";

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
