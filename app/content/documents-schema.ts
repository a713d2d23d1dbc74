/**
 * The shape of the documents' words (words/<language>/documents.json, put together in documents.ts): the company brochure and the sample
 * certificates with their preview pictures. The build's asset step (scripts/assets/generate.ts)
 * parses them before it draws anything, so an empty heading or a `{slot}` left out fails
 * `npm run build` naming the field (for example `documents.brochure.cover.kicker`).
 */
import { z } from "zod";
import { describeContentErrors } from "./content-errors";
import { countWords, nonEmpty, sentenceWith } from "./text-rules";

/** The brochure's words around the content it prints, page by page. */
export const brochureWordsSchema = z.object({
  /** The PDF's title, shown in a reader's title bar. */
  title: sentenceWith("company"),
  cover: z.object({ kicker: nonEmpty, registrations: sentenceWith("gstin", "udyam") }),
  profile: z.object({ kicker: nonEmpty }),
  promises: z.object({
    kicker: nonEmpty,
    heading: nonEmpty,
    vision: nonEmpty,
    mission: nonEmpty,
    reasonsHeading: nonEmpty,
  }),
  services: z.object({ kicker: nonEmpty, heading: countWords("count") }),
  cities: z.object({ kicker: nonEmpty, heading: nonEmpty }),
  certificates: z.object({ kicker: nonEmpty, heading: nonEmpty, facts: sentenceWith("number", "date") }),
  contact: z.object({
    kicker: nonEmpty,
    emailHeading: nonEmpty,
    officesHeading: nonEmpty,
    /** An office's address on one line; `{place}` is the locality and city, or the city alone. */
    address: sentenceWith("street", "place", "district", "state", "postalCode"),
    mapLink: nonEmpty,
    hoursHeading: nonEmpty,
    registrationsHeading: nonEmpty,
    registrations: sentenceWith("gstin", "udyam"),
  }),
});

/** The words on a sample certificate (PDF) and on its preview picture. */
export const sampleCertificateWordsSchema = z.object({
  /** Stamped across the sample, so nobody takes it for the issued certificate. */
  stamp: nonEmpty,
  /** The PDF's title. */
  title: sentenceWith("title"),
  issuedTo: nonEmpty,
  address: nonEmpty,
  number: nonEmpty,
  /** The preview picture's longer label for the number. */
  registrationNumber: nonEmpty,
  dateOfIssue: nonEmpty,
  /** Under the signature line of the preview picture. */
  issuingAuthority: nonEmpty,
  /** The line at the foot of the sample PDF. */
  note: nonEmpty,
});

export const documentWordsSchema = z.object({
  /** The documents' language tag, written into each PDF for screen readers; dates are written in it. */
  language: z.string().regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, "must be a language tag like en-IN"),
  brochure: brochureWordsSchema,
  sampleCertificate: sampleCertificateWordsSchema,
});

export type DocumentWords = z.infer<typeof documentWordsSchema>;
export type DocumentWordsAsWritten = z.input<typeof documentWordsSchema>;
export type BrochureWords = DocumentWords["brochure"];
export type SampleCertificateWords = DocumentWords["sampleCertificate"];

/** Parses the documents' words, or throws one readable line per problem, each naming its field. */
export function parseDocumentWords(raw: unknown): DocumentWords {
  const result = documentWordsSchema.safeParse(raw);
  if (!result.success) {
    const lines = describeContentErrors(result.error)
      .split("\n")
      .map((line) => line.replace(/^ {2}- /, "  - documents."));
    throw new Error(
      `Document words are invalid (fix these in app/content/words/<language>/documents.json or app/content/documents.ts):\n${lines.join("\n")}`,
    );
  }
  return result.data;
}
