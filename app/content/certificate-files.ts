/**
 * Whether a certificate is still a sample: its PDF is not in public/certificates/, where the
 * editor's "The certificate (PDF)" field uploads it and from where the site serves it. The build
 * draws a PDF stamped SAMPLE only in its absence (scripts/assets/generate.ts), so the owner's
 * upload is the only step: the card, its preview and alt text, the brochure and `npm run
 * check:launch` all read this one rule. Run at build time only (it reads the disk).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { certificatesFolder } from "./certifications-schema";

/** Whether the checkout at `root` (the build's working folder by default) holds the real PDF named `file`. */
export function hasRealCertificate(file: string, root: string = process.cwd()): boolean {
  return existsSync(join(root, certificatesFolder, file));
}
