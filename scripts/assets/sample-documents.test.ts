// @vitest-environment node
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { documentSlugs } from "../../app/content/claims-schema";
import {
  claimsContent,
  claimsContentFor,
  content,
  contentFor,
  documentWords,
  documentWordsFor,
  estimateContent,
  estimateContentFor,
} from "../../app/content/content.server";
import { languageScripts } from "../../app/content/languages";
import { wordsReadBack } from "./pdf-words";
import { renderSampleDocument, sampleDocumentInputs } from "./sample-documents";

const inputs = sampleDocumentInputs(content, claimsContent, estimateContent, documentWords);

/** The PDF's text on one line, and squeezed (no spaces, lower case) for the letter-spaced stamp. */
async function pdfText(pdf: Buffer): Promise<{ text: string; squeezed: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const extracted = await extractText(document, { mergePages: true });
  // NFC: the text layer writes some vowel signs in their two parts (ై as ె and ౖ).
  const text = extracted.text.normalize("NFC");
  return { text: text.replace(/\s+/g, " "), squeezed: text.replace(/\s+/g, "").toLowerCase() };
}

const squeeze = (text: string) => text.replace(/\s+/g, "").toLowerCase();

/**
 * Each English document's text, drawn once for every test that reads it: a document is about a
 * second of one core, and the invoice, packing list and delivery receipt are each read twice.
 */
const drawn = new Map<string, Promise<{ text: string; squeezed: string }>>();
function documentText(slug: (typeof documentSlugs)[number]) {
  let text = drawn.get(slug);
  if (!text) {
    text = renderSampleDocument(slug, inputs).then(pdfText);
    drawn.set(slug, text);
  }
  return text;
}

describe("the sample documents", () => {
  it.each(documentSlugs)(
    "%s is stamped SAMPLE and carries the company's registered name, GSTIN and offices",
    async (slug) => {
      const { text, squeezed } = await documentText(slug);
      const { company } = content;
      const item = claimsContent.documents.items.find((candidate) => candidate.slug === slug);
      expect(squeezed).toContain(squeeze(claimsContent.samples.stamp));
      expect(text).toContain(company.registeredName);
      expect(text).toContain(company.gstin);
      expect(text).toContain(company.registeredOffice.postalCode);
      expect(text).toContain(company.branchOffice.postalCode);
      expect(text).toContain(item?.name);
      // The made-up move: the content's example consignment number and the customer it marks as fictitious.
      expect(text).toContain(claimsContent.consignmentNumber.example);
      expect(claimsContent.samples.customer.name).toMatch(/fictitious/i);
      if (slug !== "insurance-certificate") expect(text).toContain(claimsContent.samples.customer.name);
      expect(squeezed).toContain(squeeze(claimsContent.samples.note));
    },
    30_000,
  );

  it("the invoice lists every charge and adds GST at the estimate's rate", async () => {
    const { text } = await documentText("gst-invoice");
    const { invoiceLines } = claimsContent.samples;
    for (const line of invoiceLines) expect(text).toContain(line.description);
    const taxable = invoiceLines.reduce((sum, line) => sum + line.amount, 0);
    const total = taxable + Math.round((taxable * inputs.gstPercent) / 100);
    const indian = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;
    expect(text).toContain(`${inputs.gstPercent}%`);
    expect(text).toContain(indian(taxable));
    expect(text).toContain(indian(total));
  }, 30_000);

  it("the packing list names every carton, and the delivery receipt the remark written at delivery", async () => {
    const packing = (await documentText("packing-list")).text;
    for (const item of claimsContent.samples.items) expect(packing).toContain(item.carton);
    const delivery = (await documentText("delivery-receipt")).text;
    expect(delivery).toContain(claimsContent.samples.deliveryRemarks);
  }, 30_000);
});

describe.each(["te", "hi"] as const)("the sample documents in %s", (language) => {
  const claims = claimsContentFor(language);
  const languageInputs = sampleDocumentInputs(
    contentFor(language),
    claims,
    estimateContentFor(language),
    documentWordsFor(language),
  );

  it("the invoice is drawn in the language's words, with the same company, GSTIN and amounts", async () => {
    const { text, squeezed } = await pdfText(await renderSampleDocument("gst-invoice", languageInputs));
    expect(text).toContain(content.company.gstin);
    expect(text).toContain(claims.consignmentNumber.example);
    for (const line of claims.samples.invoiceLines) expect(text).toContain(`₹${line.amount.toLocaleString("en-IN")}`);
    const { labels: l } = claims.samples;
    // The labels the invoice draws.
    const labels = [l.invoiceNumber, l.date, l.customer, l.customerGstin, l.consignmentNumber, l.from, l.to];
    labels.push(l.description, l.amount, l.taxableValue, l.total, l.customerSignature, l.companySignature);
    const expected = wordsReadBack([...labels, claims.samples.note, claims.samples.stamp], languageScripts[language]);
    expect(expected.length).toBeGreaterThan(10);
    for (const word of expected) expect(squeezed).toContain(word);
    expect(text).not.toContain(claimsContent.samples.labels.description);
  }, 30_000);
});
