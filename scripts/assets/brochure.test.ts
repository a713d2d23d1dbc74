// @vitest-environment node
import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { formatIssueDate } from "../../app/components/certification/issue-date";
import { content, contentFor, documentWords, documentWordsFor } from "../../app/content/content.server";
import type { DocumentWords } from "../../app/content/documents-schema";
import { languageScripts } from "../../app/content/languages";
import { countText } from "../../app/lib/count-text";
import { fillPlaceholders } from "../../app/lib/fill-placeholders";
import { renderBrochure } from "./brochure";
import { renderSampleCertificate } from "./certificates";
import { pdfFontFamily, registerPdfFonts } from "./pdf";
import { wordsReadBack } from "./pdf-words";

/** Every word of `words` with " (edited)" added, as if an editor had rewritten them all. */
function edited<T>(words: T): T {
  if (typeof words === "string") return `${words} (edited)` as T;
  return Object.fromEntries(Object.entries(words as object).map(([key, value]) => [key, edited(value)])) as T;
}

/** The documents' words with the brochure's and the sample certificate's rewritten. */
const editedWords: DocumentWords = {
  ...documentWords,
  brochure: edited(documentWords.brochure),
  sampleCertificate: edited(documentWords.sampleCertificate),
};

/**
 * The text without spaces or case: letter-spaced and upper-cased headings (the eyebrows, the
 * SAMPLE stamp) come out of the PDF as "C O M PA N Y", which is the same words drawn.
 */
function squeezed(text: string): string {
  return text.replace(/\s+/g, "").toLowerCase();
}

/** The words of `words` that have no `{slot}`, so are drawn as written. */
function plainWords(words: object): string[] {
  return Object.values(words).flatMap((value) =>
    typeof value === "string" ? (value.includes("{") ? [] : [value]) : plainWords(value),
  );
}

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  // NFC: the text layer writes some vowel signs in their two parts (ై as ె and ౖ).
  return { text: text.normalize("NFC").replace(/\s+/g, " "), pages: totalPages };
}

/** The content with every certificate a sample, whatever the owner has uploaded yet (issue 51). */
const asSamples = {
  ...content,
  certifications: content.certifications.map((certificate) => ({ ...certificate, sample: true })),
};

const [firstCertificate, ...otherCertificates] = asSamples.certifications;

/**
 * The content with the first certificate's PDF uploaded and the others still samples, so that one
 * brochure holds both kinds of card.
 */
const firstReal = {
  ...asSamples,
  certifications: [...(firstCertificate ? [{ ...firstCertificate, sample: false }] : []), ...otherCertificates],
};

/**
 * The English brochure, drawn once for the three tests that read it (issue 56: it was drawn three
 * times, several seconds of one core each): from `firstReal`, with every word of documents.json
 * edited, so that a word found in it came from there and not from the code.
 */
let englishBrochure: Promise<{ text: string; pages: number }> | undefined;
const englishBrochureText = () => {
  englishBrochure ??= renderBrochure(firstReal, editedWords).then(pdfText);
  return englishBrochure;
};

describe("the brochure", () => {
  it("is a multi-page PDF naming every phone, e-mail, service, city and certificate number", async () => {
    const { text, pages } = await englishBrochureText();
    expect(pages).toBeGreaterThanOrEqual(5);
    for (const phone of content.company.phones) expect(text).toContain(phone.number);
    for (const email of content.company.emails) expect(text).toContain(email.address);
    for (const service of content.services) {
      expect(text).toContain(service.title);
      for (const point of service.whyChooseUs) expect(text).toContain(point.title);
    }
    for (const city of content.servedCities) expect(text).toContain(city.name);
    expect(text).not.toContain("Bangaluru");
    for (const certificate of content.certifications) expect(text).toContain(certificate.number);
    // The figures with what each counts, as the About page says it.
    expect(text).toContain(content.aboutWords.statisticsNote);
    expect(text).toContain(content.company.branchOffice.postalCode);
    expect(text).toContain(content.company.registeredOffice.postalCode);
  }, 60_000);

  it("says in its own words only what its documents.json says", async () => {
    const text = squeezed((await englishBrochureText()).text);
    const expectDrawn = (word: string) => expect(text).toContain(squeezed(word));
    const words = editedWords.brochure;
    const { heading: servicesHeading, ...servicesWords } = words.services;
    for (const word of plainWords({ ...words, services: servicesWords })) expectDrawn(word);
    expectDrawn(countText(servicesHeading, content.services.length));
    for (const certificate of content.certifications) {
      expectDrawn(
        fillPlaceholders(words.certificates.facts, {
          number: certificate.number,
          date: formatIssueDate(certificate.issuedOn, documentWords.language),
        }),
      );
    }
    const { gstin, udyamNumber } = content.company;
    expectDrawn(fillPlaceholders(words.cover.registrations, { gstin, udyam: udyamNumber }));
    expectDrawn(fillPlaceholders(words.contact.registrations, { gstin, udyam: udyamNumber }));
    // The office's address is a sentence of the words, its end the office's PIN code.
    expectDrawn(`${content.company.branchOffice.postalCode} (edited)`);
  }, 60_000);

  it("marks a sample certificate SAMPLE, and links the real one's PDF once it is uploaded", async () => {
    const stamp = editedWords.sampleCertificate.stamp;
    const text = squeezed((await englishBrochureText()).text);
    if (!firstCertificate) throw new Error("no certificates in the content");
    // Both kinds of card are in the one brochure only while the content has two certificates or more.
    expect(otherCertificates.length).toBeGreaterThan(0);
    for (const certificate of otherCertificates) {
      expect(text).toContain(squeezed(`${certificate.title} · ${stamp}`));
    }
    expect(text).not.toContain(squeezed(`${firstCertificate.title} · ${stamp}`));
    expect(text).toContain(squeezed(new URL(`/certificates/${firstCertificate.file}`, content.company.siteUrl).href));
  }, 60_000);

  it("uses a font that has the rupee sign and Devanagari", async () => {
    registerPdfFonts();
    const pdf = await renderToBuffer(
      h(
        Document,
        null,
        h(Page, null, h(Text, { style: { fontFamily: pdfFontFamily } }, "Packing from ₹4,500 · गोदावरी")),
      ),
    );
    const { text } = await pdfText(pdf);
    expect(text).toContain("₹4,500");
    expect(text).toContain("गोदावरी");
  }, 30_000);
});

describe.each(["te", "hi"] as const)("the brochure in %s", (language) => {
  it("is drawn in the language's words, not in English", async () => {
    const languageContent = contentFor(language);
    const words = documentWordsFor(language);
    const { text, pages } = await pdfText(await renderBrochure(languageContent, words));
    expect(pages).toBeGreaterThanOrEqual(5);
    for (const phone of languageContent.company.phones) expect(text).toContain(phone.number);
    const expected = wordsReadBack(
      [...plainWords(words.brochure), languageContent.company.name, ...languageContent.services.map((s) => s.title)],
      languageScripts[language],
    );
    expect(expected.length).toBeGreaterThan(15);
    for (const word of expected) expect(squeezed(text)).toContain(word);
    for (const word of plainWords(documentWords.brochure)) expect(text).not.toContain(word);
  }, 60_000);
});

describe("a sample certificate", () => {
  it("shows the title, holder, number and date, marked SAMPLE", async () => {
    const certificate = content.certifications[0];
    if (!certificate) throw new Error("no certificates in the content");
    const { text } = await pdfText(await renderSampleCertificate(certificate, content.company, documentWords));
    expect(text).toContain(certificate.title);
    expect(text).toContain(content.company.legalName);
    expect(text).toContain(certificate.number);
    expect(text).toContain(documentWords.sampleCertificate.stamp);
    expect(text).toContain(formatIssueDate(certificate.issuedOn, documentWords.language));
  }, 30_000);

  it("labels its facts in the words of its documents.json", async () => {
    const certificate = content.certifications[0];
    if (!certificate) throw new Error("no certificates in the content");
    const { text } = await pdfText(await renderSampleCertificate(certificate, content.company, editedWords));
    const words = editedWords.sampleCertificate;
    for (const word of [words.issuedTo, words.address, words.number, words.dateOfIssue, words.note, words.stamp]) {
      expect(squeezed(text)).toContain(squeezed(word));
    }
  }, 30_000);
});
