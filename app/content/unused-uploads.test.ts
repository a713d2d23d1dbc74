import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeUnusedUploads, namesInContentFiles, unusedUploads, uploadsOnDisk } from "./unused-uploads";

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

  it("are told from those in use by the content's own files, for the build's steps that do not load the content", () => {
    const root = mkdtempSync(join(tmpdir(), "uploads-"));
    try {
      mkdirSync(join(root, "app/assets/images"), { recursive: true });
      mkdirSync(join(root, "app/content/facts"), { recursive: true });
      mkdirSync(join(root, "public/certificates"), { recursive: true });
      for (const name of ["img_1.jpg", "img_2.jpg", "team.png"])
        writeFileSync(join(root, "app/assets/images", name), "");
      for (const name of ["scan_uam-2017.pdf", "scan_uam_2017.pdf"])
        writeFileSync(join(root, "public/certificates", name), "");
      writeFileSync(
        join(root, "app/content/facts/gallery.json"),
        JSON.stringify({ gallery: [{ image: { src: "/app/assets/images/img_1.jpg" } }], file: "scan_uam-2017.pdf" }),
      );
      writeFileSync(join(root, "app/content/about.ts"), `export const about = { photo: 'team.png' };\n`);
      writeFileSync(join(root, "app/content/about.test.ts"), `const old = "img_2.jpg";\n`);
      expect(namesInContentFiles(root)).toEqual(new Set(["img_1.jpg", "scan_uam-2017.pdf", "team.png"]));
      expect(uploadsOnDisk(root)).toEqual({
        used: ["app/assets/images/img_1.jpg", "app/assets/images/team.png", "public/certificates/scan_uam-2017.pdf"],
        unused: ["app/assets/images/img_2.jpg", "public/certificates/scan_uam_2017.pdf"],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
