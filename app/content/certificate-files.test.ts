import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderSampleCertificate } from "../../scripts/assets/certificates";
import { certificateFileState, hasRealCertificate } from "./certificate-files";
import { certificatesFolder } from "./certifications-schema";
import { content, documentWords } from "./content.server";

const root = mkdtempSync(join(tmpdir(), "certificate-files-"));
mkdirSync(join(root, certificatesFolder), { recursive: true });
const put = (file: string, data: string | Buffer) => writeFileSync(join(root, certificatesFolder, file), data);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a certificate's PDF", { timeout: 60_000 }, () => {
  it("is real only when it is there, not empty, a PDF, and not the sample the build draws", async () => {
    const [certificate] = content.certifications;
    if (!certificate) throw new Error("no certificates in the content");
    put("empty.pdf", "");
    put("picture.pdf", "\xff\xd8\xff\xe0 a JPEG renamed");
    put("sample.pdf", await renderSampleCertificate(certificate, content.company, documentWords));
    put("scan.pdf", "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    expect(certificateFileState("absent.pdf", root)).toBe("missing");
    expect(certificateFileState("empty.pdf", root)).toBe("empty");
    expect(certificateFileState("picture.pdf", root)).toBe("not a PDF");
    expect(certificateFileState("sample.pdf", root)).toBe("the sample");
    expect(certificateFileState("scan.pdf", root)).toBe("real");
    expect(
      ["absent.pdf", "empty.pdf", "picture.pdf", "sample.pdf"].map((file) => hasRealCertificate(file, root)),
    ).toEqual([false, false, false, false]);
  });
});
