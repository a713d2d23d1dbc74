/**
 * A sample PDF for each certificate in the content: title, holder, number and date, stamped
 * SAMPLE, until the owner puts the real PDF in public/certificates/ under the same file name.
 */
import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { formatIssueDate } from "../../app/components/certification/issue-date.ts";
import { sampleCertificateCreator } from "../../app/content/certificate-files.ts";
import type { DocumentWords } from "../../app/content/documents-schema.ts";
import type { Certification, Company } from "../../app/content/schema.ts";
import { fillPlaceholders } from "../../app/lib/fill-placeholders.ts";
import { palette as p } from "./art/parts.ts";
import { latinLetterSpacing, pdfFontFamily, registerPdfFonts } from "./pdf.ts";

function row(label: string, value: string) {
  return h(
    View,
    { style: { marginBottom: 16 } },
    h(Text, { style: { fontSize: 11, color: p.navySoft } }, label),
    h(Text, { style: { fontSize: 15, fontWeight: 700 } }, value),
  );
}

/** The sample of `certificate`, in the words of `words` (app/content/documents.ts, parsed). */
export async function renderSampleCertificate(
  certificate: Certification,
  company: Company,
  words: DocumentWords,
): Promise<Buffer> {
  registerPdfFonts();
  const office = company.registeredOffice;
  const sample = words.sampleCertificate;
  const document = h(
    Document,
    {
      title: fillPlaceholders(sample.title, { title: certificate.title }),
      author: company.name,
      // What tells this sample from the owner's scan, should it ever be uploaded as the real one.
      creator: sampleCertificateCreator,
      language: words.language,
    },
    h(
      Page,
      {
        size: "A4",
        orientation: "landscape",
        style: { fontFamily: pdfFontFamily, color: p.navy, padding: 28, fontSize: 13 },
      },
      h(
        View,
        { style: { flex: 1, border: `4 solid ${p.teal}`, padding: 6 } },
        h(
          View,
          { style: { flex: 1, border: `1.5 solid ${p.marigold}`, padding: "48 48", alignItems: "center" } },
          h(Text, { style: { fontSize: 11, color: p.navySoft } }, certificate.issuer),
          h(Text, { style: { fontSize: 26, fontWeight: 700, marginTop: 14, textAlign: "center" } }, certificate.title),
          h(
            View,
            { style: { marginTop: 56, width: "100%" } },
            row(sample.issuedTo, company.legalName),
            row(
              sample.address,
              `${office.streetAddress}, ${office.locality}, ${office.city}, ${office.state} ${office.postalCode}`,
            ),
            row(sample.number, certificate.number),
            row(sample.dateOfIssue, formatIssueDate(certificate.issuedOn, words.language)),
          ),
          h(Text, { style: { marginTop: "auto", fontSize: 10, color: "#5b6470", textAlign: "center" } }, sample.note),
        ),
      ),
      h(
        View,
        {
          style: {
            position: "absolute",
            top: 200,
            left: 170,
            transform: "rotate(-18deg)",
            border: "8 solid #b3261e",
            opacity: 0.22,
            padding: "4 28",
          },
        },
        h(
          Text,
          {
            style: {
              fontSize: 110,
              fontWeight: 700,
              color: "#b3261e",
              letterSpacing: latinLetterSpacing(words.language, 12),
            },
          },
          sample.stamp,
        ),
      ),
    ),
  );
  return renderToBuffer(document);
}
