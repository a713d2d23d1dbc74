// @vitest-environment node
import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { content } from "../../app/content/content.server";
import { renderBrochure } from "./brochure";
import { renderSampleCertificate } from "./certificates";
import { pdfFontFamily, registerPdfFonts } from "./pdf";

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

describe("the brochure", () => {
  it("is a multi-page PDF naming every phone, e-mail, service, city and certificate number", async () => {
    const { text, pages } = await pdfText(await renderBrochure(content));
    expect(pages).toBeGreaterThanOrEqual(5);
    for (const phone of content.company.phones) expect(text).toContain(phone.number);
    for (const email of content.company.emails) expect(text).toContain(email.address);
    for (const service of content.services) {
      expect(text).toContain(service.title);
      for (const point of service.whyChooseUs) expect(text).toContain(point.title);
    }
    for (const city of content.cities) expect(text).toContain(city);
    for (const certificate of content.certifications) expect(text).toContain(certificate.number);
    expect(text).toContain(content.company.branchOffice.postalCode);
    expect(text).toContain(content.company.registeredOffice.postalCode);
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

describe("a sample certificate", () => {
  it("shows the title, holder, number and date, marked SAMPLE", async () => {
    const certificate = content.certifications[0];
    if (!certificate) throw new Error("no certificates in the content");
    const { text } = await pdfText(await renderSampleCertificate(certificate, content.company));
    expect(text).toContain(certificate.title);
    expect(text).toContain(content.company.legalName);
    expect(text).toContain(certificate.number);
    expect(text).toContain("SAMPLE");
  }, 30_000);
});
