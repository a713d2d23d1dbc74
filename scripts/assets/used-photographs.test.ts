import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { photographQuery, usedPhotographsModule } from "./used-photographs";

describe("the photographs the build makes sizes of (issue 51)", () => {
  it("are those the content names, not every file in the folder", () => {
    const root = mkdtempSync(join(tmpdir(), "photographs-"));
    try {
      mkdirSync(join(root, "app/assets/images"), { recursive: true });
      mkdirSync(join(root, "app/content/facts"), { recursive: true });
      for (const name of ["img_20261120_123456-1.jpg", "img_20261120_123456-2.jpg", "README.md"])
        writeFileSync(join(root, "app/assets/images", name), "");
      writeFileSync(
        join(root, "app/content/facts/gallery.json"),
        JSON.stringify({ gallery: [{ image: { src: "/app/assets/images/img_20261120_123456-2.jpg" } }] }),
      );
      const code = usedPhotographsModule(root);
      expect(code).toContain(
        `import p0 from ${JSON.stringify(`${join(root, "app/assets/images/img_20261120_123456-2.jpg")}?${photographQuery}`)};`,
      );
      expect(code).toContain('export default new Map([["img_20261120_123456-2.jpg", p0]]);');
      expect(code).not.toContain("123456-1");
      expect(code).not.toContain("README");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
