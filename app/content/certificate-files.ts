/**
 * Whether a certificate is still a sample: its PDF in public/certificates/, where the editor's
 * "The certificate (PDF)" field uploads it and from where the site serves it, is missing, empty,
 * no PDF, or the sample the build draws (scripts/assets/certificates.ts, which marks its PDFs with
 * `sampleCertificateCreator`). The card, its preview and alt text, the brochure and `npm run
 * check:launch` all read this one rule; the launch check also parses the file (scripts/
 * check-launch.ts), so a damaged PDF stops the live site's build. Run at build time only (it
 * reads the disk). Issue 52, docs/decisions/030-what-counts-as-a-sample.md.
 */
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import { certificatesFolder } from "./certifications-schema";

/** The Creator the build writes into every sample certificate's PDF: what tells one from a real scan. */
export const sampleCertificateCreator = "Godavari Packers and Movers website: SAMPLE certificate, not issued";

/** What the file named `file` in public/certificates/ is. */
export type CertificateFileState = "missing" | "empty" | "not a PDF" | "the sample" | "real";

/** The state of the PDF named `file` in the checkout at `root` (the build's working folder by default), by its bytes. */
export function certificateFileState(file: string, root: string = process.cwd()): CertificateFileState {
  const path = join(root, certificatesFolder, file);
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return "missing";
  }
  if (size === 0) return "empty";
  const bytes = Buffer.alloc(Math.min(size, 64 * 1024 * 1024));
  const handle = openSync(path, "r");
  try {
    readSync(handle, bytes, 0, bytes.length, 0);
  } finally {
    closeSync(handle);
  }
  // A PDF starts with its header within the first kilobyte and ends with an end-of-file marker.
  if (!bytes.subarray(0, 1024).includes("%PDF-") || !bytes.subarray(-2048).includes("%%EOF")) return "not a PDF";
  if (bytes.includes(sampleCertificateCreator)) return "the sample";
  return "real";
}

/** Whether the checkout at `root` holds the real PDF named `file`. */
export function hasRealCertificate(file: string, root: string = process.cwd()): boolean {
  return certificateFileState(file, root) === "real";
}
