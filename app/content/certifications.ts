/**
 * The four certificates on /certification: their numbers, dates, files and where to check them,
 * in app/content/facts/certifications.json (Facts › Certificates, in the editor). The GST and
 * Udyam certificates leave their number out there: it is the company's GSTIN and Udyam number
 * (company.json), filled in here, so the header, the footer and the cards always agree. The two
 * small-enterprise certificates are one business's two registrations: the Udyog Aadhaar memorandum
 * (UAM) of the proprietor's crew, and the Udyam registration that replaced it when the government
 * moved every UAM to Udyam (from July 2020). Only the Udyam number is current; the UAM cannot be
 * verified online any more.
 *
 * A certificate is a sample while its PDF is not in public/certificates/ (certificate-files.ts):
 * the build then draws a PDF and a preview stamped SAMPLE, and the card's alt text says so. The
 * owner uploads the real PDF in the editor's "The certificate (PDF)" field, which puts it there:
 * nothing else to do.
 *
 * The words (each certificate's title, issuer, note and preview's alt text, in this order, and
 * what the cards say around the facts) are in app/content/words/<language>/certification.json.
 */
import { company } from "./company";
import certificationFacts from "./facts/certifications.json" with { type: "json" };
import { certificateFileName, withPictureFileNames } from "./picture-files";
import type { Certification } from "./schema";

type CertificationFacts = Pick<Certification, "id" | "kind" | "issuedOn" | "file" | "verifyUrl"> & {
  number?: string;
  preview: Pick<Certification["preview"], "src">;
};

/** The number a GST or Udyam certificate carries when the facts leave it out: the company's. */
const companyNumbers: Partial<Record<Certification["kind"], string>> = {
  gst: company.gstin,
  udyam: company.udyamNumber,
};

export const certifications = withPictureFileNames(
  certificationFacts.certifications as CertificationFacts[],
  "preview",
).map(({ number, ...certificate }) => ({
  ...certificate,
  // The editor writes a PDF it reused from its folder with the folder's slash (`/scan_uam_2017.pdf`, issue 51).
  file: certificateFileName(certificate.file),
  // Left for the schema to name when neither the facts nor the company give one.
  number: number ?? companyNumbers[certificate.kind] ?? "",
}));

/** The Udyog Aadhaar memorandum's number (a slot, `{udyogAadhaarNumber}`, in its alt text). */
export const udyogAadhaarNumber = certifications.find((certificate) => certificate.kind === "uam")?.number ?? "";
