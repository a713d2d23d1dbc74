/**
 * The words of the documents the build draws from the content: the company brochure
 * (/downloads/brochure.pdf), the sample certificate PDFs and their preview pictures. The content
 * they print (company, services, cities, certificates) comes from the other content files.
 *
 * Their own words are in app/content/words/<language>/documents.json, under `documents` (the
 * sample claim documents' words are in the same file, under `claims.samples`). Words the website
 * already says (the vision and mission headings, the e-mail heading and map link, the certificate
 * card's labels, the GSTIN and Udyam labels, the district) are taken below from the site's
 * content in the same language, so each is written once.
 * A word in braces (`{company}`, `{count}`, `{number}`…) is filled in where it is drawn: keep it.
 */
import type { DocumentWordsAsWritten } from "./documents-schema";
import type { SiteContent } from "./schema";
import { mergeWords, type WordValue } from "./word-tree";

/** The parts of the site's content (in one language) whose words the documents share. */
type SharedWords = Pick<SiteContent, "aboutWords" | "certificationWords" | "enquiry" | "interface">;

/** The documents' words in one language: its documents.json laid over the words the website already says. */
export function documentWordsFrom(
  site: SharedWords,
  languageTag: string,
  words: WordValue | undefined,
): DocumentWordsAsWritten {
  const { gstin, udyam } = site.interface.header;
  const { number, issuedOn } = site.certificationWords;
  const { email, mapLink } = site.enquiry.contactPanel;
  const shared = {
    language: languageTag,
    brochure: {
      cover: { registrations: `${gstin} {gstin} · {udyam}` },
      promises: { vision: site.aboutWords.visionMission.vision, mission: site.aboutWords.visionMission.mission },
      certificates: { facts: `${number}: {number}    ${issuedOn}: {date}` },
      contact: {
        emailHeading: email,
        address: `{street}, {place}, ${site.interface.addressDistrict}, {state} {postalCode}`,
        mapLink,
        registrations: `${gstin} {gstin} · ${udyam} {udyam}`,
      },
    },
    sampleCertificate: { number },
  };
  return mergeWords(shared, words, {
    path: "documents",
    wordsFileOf: () => "documents.json",
  }) as DocumentWordsAsWritten;
}
