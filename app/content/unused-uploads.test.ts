import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeUnusedUploads, unusedUploads } from "./unused-uploads";

describe("uploads nothing uses (issue 51)", () => {
  it("are named, and what the content names, with or without its folder, is not", () => {
    const root = mkdtempSync(join(tmpdir(), "uploads-"));
    try {
      mkdirSync(join(root, "app/assets/images"), { recursive: true });
      mkdirSync(join(root, "public/certificates"), { recursive: true });
      for (const name of ["img_1.jpg", "img_2.jpg", "README.md"])
        writeFileSync(join(root, "app/assets/images", name), "");
      for (const name of ["scan_uam-2017.pdf", "old-scan.pdf"])
        writeFileSync(join(root, "public/certificates", name), "");
      const content = { gallery: [{ image: { src: "/app/assets/images/img_1.jpg" } }], file: "/scan_uam-2017.pdf" };
      const unused = unusedUploads(content, root);
      expect(unused).toEqual(["app/assets/images/img_2.jpg", "public/certificates/old-scan.pdf"]);
      expect(describeUnusedUploads(unused)).toMatch(
        /^Note: 2 uploaded files are not used by any page and can be removed/,
      );
      expect(describeUnusedUploads([])).toBe("");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
