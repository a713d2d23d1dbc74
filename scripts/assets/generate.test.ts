import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assetJobs, generateAssets } from "./generate";

describe("the drawing step's `only` (the owner's tests' rebuild, decision 024)", () => {
  it("draws and writes only the jobs it names, and the crawler files", async () => {
    const out = mkdtempSync(join(tmpdir(), "generate-only-"));
    try {
      // The pages left at moved addresses: a job cheap to draw, unlike the pictures and PDFs.
      const result = await generateAssets(out, { only: ["moved-pages"] });
      expect(result.jobs).toBe(1);
      expect(assetJobs().length).toBeGreaterThan(100);
      expect(result.files.filter((file) => /\/social\/|\.pdf$|\.png$/.test(file))).toEqual([]);
      expect(result.files).toContain("/sitemap.xml");
      for (const file of result.files) expect(existsSync(join(out, file)), file).toBe(true);
      expect(existsSync(join(out, "social"))).toBe(false);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
