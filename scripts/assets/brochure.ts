/**
 * The company brochure (A4, several pages), drawn from the same content as the website with
 * @react-pdf/renderer, so the two never disagree.
 */
import { Document, Image, Link, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { formatIssueDate } from "../../app/components/certification/issue-date.ts";
import type { BrochureWords, DocumentWords } from "../../app/content/documents-schema.ts";
import type { Office, Service, SiteContent } from "../../app/content/schema.ts";
import { servedCityNamed } from "../../app/lib/city-names.ts";
import { countText } from "../../app/lib/count-text.ts";
import { filePaths } from "../../app/lib/file-paths.ts";
import { fillPlaceholders } from "../../app/lib/fill-placeholders.ts";
import type { SiteLocale } from "../../app/lib/site-locale.ts";
import { palette as p } from "./art/parts.ts";
import { latinLetterSpacing, pdfFontFamily, registerPdfFonts } from "./pdf.ts";
import { artPng } from "./raster.ts";

const s = StyleSheet.create({
  page: {
    fontFamily: pdfFontFamily,
    fontSize: 10.5,
    color: p.ink,
    paddingTop: 44,
    paddingHorizontal: 44,
    paddingBottom: 60,
  },
  cover: { fontFamily: pdfFontFamily, color: "#fff", backgroundColor: p.navy, padding: 0 },
  eyebrow: { fontSize: 9, fontWeight: 700, color: p.teal, textTransform: "uppercase" },
  h1: { fontSize: 22, fontWeight: 700, color: p.navy, marginTop: 4, marginBottom: 10, lineHeight: 1.2 },
  h2: { fontSize: 14, fontWeight: 700, color: p.navy, marginTop: 12, marginBottom: 4, lineHeight: 1.3 },
  paragraph: { marginBottom: 7 },
  footer: {
    position: "absolute",
    bottom: 26,
    left: 44,
    right: 44,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8.5,
    color: "#5b6470",
    borderTop: `1 solid ${p.tealPale}`,
    paddingTop: 6,
  },
  card: { backgroundColor: "#f5f8f9", borderRadius: 6, padding: 10, marginBottom: 8 },
  accentBar: { width: 36, height: 4, backgroundColor: p.marigold, marginBottom: 8 },
});

/** The brochure's words, with the language they are in. */
type BrochureText = BrochureWords & { language: string };

/** A page's kicker above its heading, letter-spaced where the script allows it. */
function eyebrow(words: BrochureText, marginTop = 0) {
  return { ...s.eyebrow, letterSpacing: latinLetterSpacing(words.language, 1.2), marginTop };
}

function Footer(content: SiteContent): ReactElement {
  return h(
    View,
    { style: s.footer, fixed: true },
    h(Text, null, `${content.company.name} · ${new URL(content.company.siteUrl).host}`),
    h(Text, {
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        `${pageNumber} / ${totalPages}`,
    }),
  );
}

function ContentPage(content: SiteContent, ...children: ReactNode[]): ReactElement {
  // The line height sits on a wrapper: set on the page itself, it stops react-pdf drawing the fixed footer.
  return h(
    Page,
    { size: "A4", style: s.page },
    Footer(content),
    h(View, { style: { fontSize: 10.5, lineHeight: 1.45 } }, ...children),
  );
}

function addressLine(office: Office, words: BrochureText): string {
  const place = office.locality === office.city ? office.city : `${office.locality}, ${office.city}`;
  return fillPlaceholders(words.contact.address, {
    street: office.streetAddress,
    place,
    district: office.district,
    state: office.state,
    postalCode: office.postalCode,
  });
}

function Cover(content: SiteContent, words: BrochureText, heroArt: Buffer): ReactElement {
  const { company } = content;
  return h(
    Page,
    { size: "A4", style: s.cover },
    h(
      View,
      { style: { padding: "56 48 0 48" } },
      h(
        Text,
        {
          style: {
            fontSize: 11,
            fontWeight: 700,
            color: p.marigold,
            letterSpacing: latinLetterSpacing(words.language, 1.5),
          },
        },
        words.cover.kicker,
      ),
      h(Text, { style: { fontSize: 34, fontWeight: 700, marginTop: 10, lineHeight: 1.15 } }, company.name),
      h(Text, { style: { fontSize: 14, marginTop: 10, color: "#d6e2ec", lineHeight: 1.4 } }, company.tagline),
    ),
    h(Image, { src: { data: heroArt, format: "png" }, style: { marginTop: 28, width: "100%" } }),
    h(
      View,
      {
        style: {
          backgroundColor: p.marigold,
          color: p.navy,
          padding: "16 48",
          flexDirection: "row",
          justifyContent: "space-between",
        },
      },
      ...company.phones.map((phone) =>
        h(
          View,
          { key: phone.number },
          h(Text, { style: { fontSize: 8.5 } }, phone.label),
          h(Text, { style: { fontSize: 13, fontWeight: 700 } }, phone.number),
        ),
      ),
    ),
    h(
      View,
      { style: { padding: "18 48", fontSize: 10, color: "#d6e2ec", lineHeight: 1.5 } },
      h(Text, null, company.emails.map((email) => email.address).join("   ·   ")),
      h(
        Text,
        null,
        `${company.registeredOffice.locality}, ${company.registeredOffice.city} · ${company.branchOffice.locality} · ${company.hours}`,
      ),
      h(Text, null, fillPlaceholders(words.cover.registrations, { gstin: company.gstin, udyam: company.udyamNumber })),
    ),
  );
}

function Profile(content: SiteContent, words: BrochureText): ReactElement {
  return ContentPage(
    content,
    h(Text, { style: eyebrow(words) }, words.profile.kicker),
    h(Text, { style: s.h1 }, content.story.heading),
    h(View, { style: s.accentBar }),
    h(Text, { style: s.paragraph }, content.company.description),
    ...content.story.paragraphs.map((paragraph) => h(Text, { key: paragraph, style: s.paragraph }, paragraph)),
    h(
      View,
      { style: { flexDirection: "row", gap: 8, marginTop: 6, marginBottom: 6 } },
      ...content.statistics.map((statistic) =>
        h(
          View,
          {
            key: statistic.label,
            style: { flex: 1, backgroundColor: p.navy, color: "#fff", borderRadius: 6, padding: 10 },
          },
          h(
            Text,
            { style: { fontSize: 18, fontWeight: 700, color: p.marigold, lineHeight: 1.2, marginBottom: 2 } },
            statistic.value,
          ),
          h(Text, { style: { fontSize: 9 } }, statistic.label),
        ),
      ),
    ),
    h(Text, { style: { fontSize: 8.5, color: "#3d4853" } }, content.aboutWords.statisticsNote),
  );
}

function VisionAndReasons(content: SiteContent, words: BrochureText): ReactElement {
  return ContentPage(
    content,
    h(Text, { style: eyebrow(words) }, words.promises.kicker),
    h(Text, { style: s.h1 }, words.promises.heading),
    h(View, { style: s.accentBar }),
    h(
      View,
      { style: { flexDirection: "row", gap: 12 } },
      h(View, { style: { flex: 1 } }, h(Text, { style: s.h2 }, words.promises.vision), h(Text, null, content.vision)),
      h(View, { style: { flex: 1 } }, h(Text, { style: s.h2 }, words.promises.mission), h(Text, null, content.mission)),
    ),
    h(Text, { style: s.h2, break: false }, words.promises.reasonsHeading),
    h(
      View,
      { style: { flexDirection: "row", flexWrap: "wrap", gap: 8 } },
      ...content.reasons.map((reason) =>
        h(
          View,
          { key: reason.title, style: { ...s.card, width: "48.5%", marginBottom: 0 }, wrap: false },
          h(Text, { style: { fontWeight: 700, color: p.navy } }, reason.title),
          h(Text, { style: { fontSize: 9.5 } }, reason.summary),
          h(Text, { style: { fontSize: 9, color: "#3d4853", marginTop: 3 } }, reason.description),
        ),
      ),
    ),
  );
}

function ServiceBlock(service: Service, art: Buffer | undefined): ReactElement {
  return h(
    View,
    { key: service.slug, style: { marginBottom: 14 }, wrap: false },
    h(
      View,
      { style: { flexDirection: "row", gap: 14 } },
      art ? h(Image, { src: { data: art, format: "png" }, style: { width: 170, height: 113, borderRadius: 6 } }) : null,
      h(
        View,
        { style: { flex: 1 } },
        h(Text, { style: { ...s.h2, marginTop: 0 } }, service.title),
        h(Text, { style: { fontSize: 10.5, marginBottom: 4 } }, service.shortDescription),
        h(Text, { style: { fontSize: 9.5, color: p.teal, fontWeight: 700 } }, service.quote),
      ),
    ),
    h(
      View,
      { style: { flexDirection: "row", flexWrap: "wrap", gap: 6, marginTop: 8 } },
      ...service.whyChooseUs.map((point) =>
        h(
          View,
          { key: point.title, style: { ...s.card, width: "49%", marginBottom: 0, padding: 8 } },
          h(Text, { style: { fontWeight: 700, color: p.navy, fontSize: 9.5 } }, point.title),
          h(Text, { style: { fontSize: 9 } }, point.text),
        ),
      ),
    ),
  );
}

function Services(content: SiteContent, words: BrochureText, art: Map<string, Buffer>): ReactElement {
  return ContentPage(
    content,
    h(Text, { style: eyebrow(words) }, words.services.kicker),
    h(Text, { style: s.h1 }, countText(words.services.heading, content.services.length, words.language as SiteLocale)),
    h(View, { style: s.accentBar }),
    ...content.services.map((service) => ServiceBlock(service, art.get(service.slug))),
  );
}

/** The content with each certificate marked a sample or not (app/content/content.server.ts). */
type BrochureContent = Omit<SiteContent, "certifications"> & {
  certifications: Array<SiteContent["certifications"][number] & { sample: boolean }>;
};

function CitiesAndCertificates(
  content: BrochureContent,
  words: BrochureText,
  language: string,
  sampleStamp: string,
): ReactElement {
  return ContentPage(
    content,
    h(Text, { style: eyebrow(words) }, words.cities.kicker),
    h(Text, { style: s.h1 }, words.cities.heading),
    h(View, { style: s.accentBar }),
    h(
      View,
      { style: { flexDirection: "row", flexWrap: "wrap", gap: 6 } },
      // The strip's places, each city under the one name the site writes it with ("Bengaluru").
      ...content.cities
        .map((name) => servedCityNamed(name, content.servedCities, content.searchAliases)?.name ?? name)
        .map((city) =>
          h(
            Text,
            {
              key: city,
              style: { backgroundColor: p.tealPale, color: p.navy, borderRadius: 10, padding: "3 9", fontSize: 10 },
            },
            city,
          ),
        ),
    ),
    h(Text, { style: eyebrow(words, 24) }, words.certificates.kicker),
    h(Text, { style: s.h1 }, words.certificates.heading),
    h(View, { style: s.accentBar }),
    ...content.certifications.map((certificate) =>
      h(
        View,
        { key: certificate.id, style: s.card, wrap: false },
        h(
          Text,
          { style: { fontWeight: 700, color: p.navy } },
          certificate.title,
          // A sample says so, as its PDF and the site's card do, until the real PDF is uploaded.
          certificate.sample ? h(Text, { style: { color: "#b3261e" } }, ` · ${sampleStamp}`) : null,
        ),
        h(Text, { style: { fontSize: 9.5 } }, certificate.issuer),
        h(
          Text,
          { style: { fontSize: 10 } },
          fillPlaceholders(words.certificates.facts, {
            number: certificate.number,
            date: formatIssueDate(certificate.issuedOn, language),
          }),
        ),
        // The issued certificate, where anyone can open it.
        certificate.sample
          ? null
          : h(
              Link,
              {
                src: new URL(filePaths.certificate(certificate.file), content.company.siteUrl).href,
                style: { color: p.teal, fontSize: 9.5 },
              },
              new URL(filePaths.certificate(certificate.file), content.company.siteUrl).href,
            ),
      ),
    ),
  );
}

function Contact(content: SiteContent, words: BrochureText): ReactElement {
  const { company } = content;
  const office = (o: Office) =>
    h(
      View,
      { key: o.label, style: { ...s.card, flex: 1 } },
      h(Text, { style: { fontWeight: 700, color: p.navy } }, o.label),
      h(Text, null, addressLine(o, words)),
      h(Link, { src: o.mapUrl, style: { color: p.teal, fontSize: 9.5 } }, words.contact.mapLink),
    );
  return ContentPage(
    content,
    h(Text, { style: eyebrow(words) }, words.contact.kicker),
    h(Text, { style: s.h1 }, content.contactCallToAction.heading),
    h(View, { style: s.accentBar }),
    h(Text, { style: s.paragraph }, content.contactCallToAction.text),
    h(
      View,
      { style: { flexDirection: "row", gap: 8, marginTop: 6 } },
      ...company.phones.map((phone) =>
        h(
          View,
          {
            key: phone.number,
            style: { flex: 1, backgroundColor: p.navy, color: "#fff", borderRadius: 6, padding: 10 },
          },
          h(Text, { style: { fontSize: 9, color: "#d6e2ec" } }, phone.label),
          h(
            Link,
            {
              src: `tel:${phone.number.replace(/\s/g, "")}`,
              style: { color: "#fff", fontSize: 13, fontWeight: 700, textDecoration: "none" },
            },
            phone.number,
          ),
        ),
      ),
    ),
    h(Text, { style: s.h2 }, words.contact.emailHeading),
    ...company.emails.map((email) =>
      h(
        Text,
        { key: email.address },
        `${email.label}: `,
        h(Link, { src: `mailto:${email.address}`, style: { color: p.teal } }, email.address),
      ),
    ),
    h(Text, { style: s.h2 }, words.contact.officesHeading),
    h(
      View,
      { style: { flexDirection: "row", gap: 8 } },
      office(company.registeredOffice),
      office(company.branchOffice),
    ),
    h(Text, { style: s.h2 }, words.contact.hoursHeading),
    h(Text, null, company.hours),
    h(Text, { style: s.h2 }, words.contact.registrationsHeading),
    h(Text, null, fillPlaceholders(words.contact.registrations, { gstin: company.gstin, udyam: company.udyamNumber })),
    h(Text, null, `${company.proprietor.name}, ${company.proprietor.title}`),
    h(Link, { src: company.siteUrl, style: { color: p.teal } }, company.siteUrl),
  );
}

/** The brochure of `content`, in the words of `words` (app/content/documents.ts, parsed). */
export async function renderBrochure(content: BrochureContent, words: DocumentWords): Promise<Buffer> {
  const brochure: BrochureText = { ...words.brochure, language: words.language };
  registerPdfFonts();
  const heroArt = await artPng(content.heroSlides[0]?.image.src ?? "hero-1.svg", 1190);
  const serviceArt = new Map<string, Buffer>();
  for (const service of content.services) {
    serviceArt.set(service.slug, await artPng(service.image.src, 510));
  }
  const document = h(
    Document,
    {
      title: fillPlaceholders(brochure.title, { company: content.company.name }),
      author: content.company.name,
      subject: content.company.tagline,
      language: words.language,
    },
    Cover(content, brochure, heroArt),
    Profile(content, brochure),
    VisionAndReasons(content, brochure),
    Services(content, brochure, serviceArt),
    CitiesAndCertificates(content, brochure, words.language, words.sampleCertificate.stamp),
    Contact(content, brochure),
  );
  return renderToBuffer(document);
}
