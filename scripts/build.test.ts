import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sourceBytes, sourcesHash } from "./build";

afterEach(() => vi.unstubAllEnvs());

describe("the hash a build is known to be up to date by", () => {
  it("is the same for the same sources, and changes with a setting the build reads", () => {
    const first = sourcesHash();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(sourcesHash()).toBe(first);
    vi.stubEnv("ENQUIRY_ENDPOINT_BASE", "https://forms.example");
    expect(sourcesHash()).not.toBe(first);
  });

  it("takes a symbolic link to a folder, as git lists it, without reading it as a file (issue 51: EISDIR)", () => {
    const folder = mkdtempSync(join(tmpdir(), "sources-"));
    try {
      writeFileSync(join(folder, "file.txt"), "words");
      symlinkSync(folder, join(folder, "shared-modules"));
      symlinkSync(join(folder, "gone"), join(folder, "dangling"));
      expect(sourceBytes(join(folder, "file.txt")).toString()).toBe("words");
      expect(sourceBytes(join(folder, "shared-modules"))).toBe(`(link to ${folder})`);
      expect(sourceBytes(join(folder, "dangling"))).toBe(`(link to ${join(folder, "gone")})`);
      expect(sourceBytes(folder)).toBe("(not a file)");
      expect(sourceBytes(join(folder, "missing"))).toBe("(deleted)");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("hashes a working copy with an untracked symbolic link to a folder in it", () => {
    const link = join(import.meta.dirname, "..", `shared-modules-${process.pid}`);
    symlinkSync(join(import.meta.dirname, "..", "node_modules"), link);
    try {
      expect(sourcesHash()).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      rmSync(link);
    }
  });
});
