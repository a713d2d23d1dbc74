/**
 * A sample of each document every customer gets (GST invoice, lorry receipt, packing list,
 * transit-insurance certificate, delivery receipt), stamped SAMPLE, drawn from the claims page's
 * content (app/content/claims-and-paperwork.ts): the company's own name, GSTIN and offices, and a
 * made-up customer and move that the content marks as fictitious. Served at
 * /downloads/samples/<slug>.pdf and linked from /claims-and-paperwork/.
 */
import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { formatIssueDate } from "../../app/components/certification/issue-date.ts";
import type { ClaimsContent, DocumentSlug } from "../../app/content/claims-schema.ts";
import type { Company, Office } from "../../app/content/schema.ts";
import { fillPlaceholders } from "../../app/lib/fill-placeholders.ts";
import { formatPercent, formatRupees } from "../../app/lib/rupees.ts";
import { palette as p } from "./art/parts.ts";
import { latinLetterSpacing, pdfFontFamily, registerPdfFonts } from "./pdf.ts";

/** What every sample needs besides the claims content: the company, rates from other content, and the documents' language. */
export type SampleDocumentInputs = {
  claims: ClaimsContent;
  company: Company;
  /** GST on our charges, in per cent (estimate-rates.ts). */
  gstPercent: number;
  /** The transit-insurance premium, in per cent of the declared value (estimate-rates.ts). */
  insurancePercent: number;
  language: string;
};

/** The inputs from the validated content sets and the documents' words. */
export function sampleDocumentInputs(
  siteContent: { company: Company },
  claims: ClaimsContent,
  estimate: { rates: { gst: { percent: number }; insurance: { percent: number } } },
  words: { language: string },
): SampleDocumentInputs {
  return {
    claims,
    company: siteContent.company,
    gstPercent: estimate.rates.gst.percent,
    insurancePercent: estimate.rates.insurance.percent,
    language: words.language,
  };
}

const rupees = (amount: number) => formatRupees(amount, 1);
const percent = (value: number) => formatPercent(value);

function officeLine(office: Office): string {
  const place = office.locality === office.city ? office.city : `${office.locality}, ${office.city}`;
  return `${office.streetAddress}, ${place}, ${office.state} ${office.postalCode}`;
}

function fact(label: string, value: string, width = "50%"): ReactElement {
  return h(
    View,
    { style: { width, paddingRight: 10, marginBottom: 8 } },
    h(Text, { style: { fontSize: 8.5, color: p.navySoft } }, label),
    h(Text, { style: { fontSize: 10.5, fontWeight: 700 } }, value),
  );
}

function facts(...children: ReactElement[]): ReactElement {
  return h(View, { style: { flexDirection: "row", flexWrap: "wrap", marginTop: 12 } }, ...children);
}

/** A table: a header row and body rows, each cell with its share of the width. */
function table(widths: number[], header: string[], rows: string[][], alignLast = false): ReactElement {
  const cell = (text: string, index: number, bold: boolean) =>
    h(
      Text,
      {
        key: index,
        style: {
          flex: widths[index] ?? 1,
          padding: "5 6",
          fontWeight: bold ? 700 : 400,
          textAlign: alignLast && index === header.length - 1 ? "right" : "left",
        },
      },
      text,
    );
  return h(
    View,
    { style: { marginTop: 12, border: `1 solid ${p.tealPale}` } },
    h(
      View,
      { style: { flexDirection: "row", backgroundColor: p.tealPale } },
      ...header.map((text, index) => cell(text, index, true)),
    ),
    ...rows.map((row, rowIndex) =>
      h(
        View,
        { key: rowIndex, style: { flexDirection: "row", borderTop: `1 solid ${p.tealPale}` } },
        ...row.map((text, index) => cell(text, index, false)),
      ),
    ),
  );
}

function signatures(left: string, right: string): ReactElement {
  const line = (label: string) =>
    h(
      View,
      { style: { width: "45%", borderTop: `1 solid ${p.navySoft}`, paddingTop: 4 } },
      h(Text, { style: { fontSize: 9, color: p.navySoft } }, label),
    );
  return h(
    View,
    { style: { flexDirection: "row", justifyContent: "space-between", marginTop: 48 } },
    line(left),
    line(right),
  );
}

/** The body of each document, below the company's header. */
function documentBody(slug: DocumentSlug, inputs: SampleDocumentInputs): ReactNode[] {
  const { claims, company, language } = inputs;
  const sample = claims.samples;
  const labels = sample.labels;
  const date = (iso: string) => formatIssueDate(iso, language);
  const customer = [fact(labels.customer, sample.customer.name), fact(labels.to, sample.customer.address)];
  const move = [
    fact(labels.consignmentNumber, claims.consignmentNumber.example),
    fact(labels.from, sample.route.from),
    fact(labels.to, sample.route.to),
  ];
  switch (slug) {
    case "gst-invoice": {
      const taxable = sample.invoiceLines.reduce((sum, line) => sum + line.amount, 0);
      const gst = Math.round((taxable * inputs.gstPercent) / 100);
      return [
        facts(
          fact(labels.invoiceNumber, sample.invoiceNumber),
          fact(labels.date, date(sample.deliveryDate)),
          fact(labels.customer, sample.customer.name),
          fact(labels.customerGstin, sample.customer.gstin),
          ...move,
          fact(labels.pickupDate, date(sample.pickupDate)),
          fact(labels.deliveryDate, date(sample.deliveryDate)),
        ),
        table(
          [4, 1],
          [labels.description, labels.amount],
          [
            ...sample.invoiceLines.map((line) => [line.description, rupees(line.amount)]),
            [labels.taxableValue, rupees(taxable)],
            [fillPlaceholders(labels.gst, { rate: percent(inputs.gstPercent) }), rupees(gst)],
            [labels.total, rupees(taxable + gst)],
          ],
          true,
        ),
        signatures(labels.customerSignature, labels.companySignature),
      ];
    }
    case "lorry-receipt":
      return [
        facts(
          ...move,
          fact(labels.date, date(sample.pickupDate)),
          ...customer,
          fact(labels.vehicle, sample.vehicle),
          fact(labels.packages, String(sample.items.length)),
          fact(labels.declaredValue, rupees(sample.declaredValue)),
        ),
        signatures(labels.customerSignature, labels.companySignature),
      ];
    case "packing-list":
      return [
        facts(...move, fact(labels.pickupDate, date(sample.pickupDate)), fact(labels.customer, sample.customer.name)),
        table(
          [1, 4, 2, 3],
          [labels.carton, labels.contents, labels.room, labels.condition],
          sample.items.map((item) => [item.carton, item.contents, item.room, item.condition]),
        ),
        signatures(labels.customerSignature, labels.companySignature),
      ];
    case "insurance-certificate":
      return [
        facts(
          fact(labels.insurer, sample.insurer),
          fact(labels.policyNumber, sample.policyNumber),
          fact(labels.customer, sample.customer.name),
          fact(labels.company, company.registeredName),
          ...move,
          fact(labels.coverPeriod, `${date(sample.pickupDate)} – ${date(sample.deliveryDate)}`),
          fact(labels.declaredValue, rupees(sample.declaredValue)),
          fact(labels.premium, rupees(Math.round((sample.declaredValue * inputs.insurancePercent) / 100))),
        ),
        signatures(labels.customerSignature, labels.insurer),
      ];
    case "delivery-receipt":
      return [
        facts(
          ...move,
          fact(labels.deliveryDate, date(sample.deliveryDate)),
          ...customer,
          fact(labels.packages, String(sample.items.length)),
          fact(labels.remarks, sample.deliveryRemarks, "100%"),
        ),
        signatures(labels.customerSignature, labels.companySignature),
      ];
  }
}

/** The sample PDF of one document. */
export async function renderSampleDocument(slug: DocumentSlug, inputs: SampleDocumentInputs): Promise<Buffer> {
  registerPdfFonts();
  const { claims, company } = inputs;
  const sample = claims.samples;
  const item = claims.documents.items.find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`claims.documents.items: no document "${slug}"`);
  const title = fillPlaceholders(sample.title, { document: item.name });
  const document = h(
    Document,
    { title, author: company.name, language: inputs.language },
    h(
      Page,
      { size: "A4", style: { fontFamily: pdfFontFamily, color: p.navy, padding: 40, fontSize: 10 } },
      h(
        View,
        { style: { borderBottom: `3 solid ${p.teal}`, paddingBottom: 10 } },
        // As the real papers print it, next to the GSTIN: the registered name, in English letters in every language.
        h(Text, { style: { fontSize: 18, fontWeight: 700 } }, company.registeredName),
        h(Text, { style: { marginTop: 2 } }, `${sample.labels.gstin}: ${company.gstin}`),
        h(
          Text,
          { style: { marginTop: 2 } },
          `${sample.labels.registeredOffice}: ${officeLine(company.registeredOffice)}`,
        ),
        h(Text, { style: { marginTop: 2 } }, `${sample.labels.branchOffice}: ${officeLine(company.branchOffice)}`),
      ),
      h(Text, { style: { fontSize: 16, fontWeight: 700, marginTop: 16, color: p.teal } }, title),
      ...documentBody(slug, inputs),
      h(
        Text,
        { style: { position: "absolute", bottom: 30, left: 40, right: 40, fontSize: 9, color: "#5b6470" } },
        sample.note,
      ),
      h(
        View,
        {
          style: {
            position: "absolute",
            top: 330,
            left: 90,
            transform: "rotate(-24deg)",
            border: "8 solid #b3261e",
            opacity: 0.2,
            padding: "4 28",
          },
        },
        h(
          Text,
          {
            style: {
              fontSize: 96,
              fontWeight: 700,
              color: "#b3261e",
              letterSpacing: latinLetterSpacing(inputs.language, 10),
            },
          },
          sample.stamp,
        ),
      ),
    ),
  );
  return renderToBuffer(document);
}
