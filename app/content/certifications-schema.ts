/**
 * A certificate's shape (certifications.ts and certification.json), and what its card says around it.
 */
import { z } from "zod";
import { nonEmpty, sentenceWith } from "./text-rules";
import { certificatesFolder } from "./upload-folders";
import { picture, slug, udyam } from "./validators";
import englishCertification from "./words/en/certification.json" with { type: "json" };
import { wordsShape } from "./words-shape";

/** Where a certificate's PDF is uploaded to and served from, from the repository's root (certificate-files.ts). */
export { certificatesFolder };

/** The day Udyam registration replaced the Udyog Aadhaar memorandum (UAM). */
export const udyamStartDate = "2020-07-01";

export const certificationSchema = z
  .object({
    id: slug.meta({ title: "Short name for the site's use", description: "Small letters and hyphens" }),
    title: nonEmpty.meta({ title: "Certificate" }),
    /** `uam`: the Udyog Aadhaar memorandum, the small-enterprise registration Udyam replaced. */
    kind: z
      .enum(["gst", "udyam", "uam", "registration"])
      .meta({ title: "Kind", description: "gst, udyam, uam (Udyog Aadhaar, before Udyam) or registration" }),
    issuer: nonEmpty.meta({ title: "Issued by" }),
    number: nonEmpty.meta({
      title: "Number on the certificate",
      description:
        "Leave it empty on the GST and Udyam certificates: they show the company's GSTIN and Udyam number (Facts › The company)",
    }),
    issuedOn: z.iso.date().meta({ title: "Date of issue", description: "Year-month-day: 2021-04-01" }),
    file: z
      .string()
      // The editor's name for an upload, whatever the scanner called it (`Scan_UAM 2017.pdf` becomes
      // scan_uam-2017.pdf), and the folder's slash it may write before a PDF it reused (issue 51).
      .regex(/^\/?[a-z0-9_-]+\.pdf$/, "must be a PDF file name like gst-registration.pdf")
      .meta({
        title: "The certificate (PDF)",
        description: "A scan of the certificate as a PDF; it replaces the sample the site shows until then",
        patternMessage: "Upload the PDF again: the editor names the file itself, like scan_uam-2017.pdf",
        editorWidget: "pdf",
        mediaFolder: certificatesFolder,
      }),
    preview: picture.meta({ title: "Picture of the certificate" }),
    verifyUrl: z.url().optional().meta({ title: "Where anyone can check it online (optional)" }),
    /** A line under the card's facts, for what the facts alone do not say. */
    note: nonEmpty.optional().meta({ title: "A note under it (optional)" }),
  })
  .superRefine((certificate, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", message, path: [path] });
    if (certificate.kind === "udyam") {
      if (!udyam.safeParse(certificate.number).success) issue("number", "must look like UDYAM-TS-00-0000000");
      if (certificate.issuedOn < udyamStartDate)
        issue("issuedOn", `must be on or after ${udyamStartDate}, when Udyam began`);
    }
    if (certificate.kind === "uam") {
      if (!/^[A-Z]{2}[0-9]{2}[A-Z][0-9]{7}$/.test(certificate.number)) issue("number", "must look like TS09A0012345");
      if (certificate.issuedOn >= udyamStartDate)
        issue("issuedOn", `must be before ${udyamStartDate}, when Udyam replaced it`);
      if (certificate.verifyUrl)
        issue("verifyUrl", "must be left out: a Udyog Aadhaar number can no longer be verified online");
    }
  });

/** What a certificate's card says around its facts: certification.json's `certificationWords`, with the slots a sentence keeps. */
export const certificationWordsSchema = wordsShape(
  englishCertification.certificationWords,
  {
    viewLabel: sentenceWith("title"),
    downloadLabel: sentenceWith("title"),
    verify: sentenceWith("number", "portal"),
    samplePreviewAlt: sentenceWith("description"),
  },
  "certificationWords",
);
