/**
 * The preview picture of a certificate card: a drawing of the certificate with the content's
 * title, holder, number and date. A sample's (no real PDF uploaded yet) is stamped SAMPLE and
 * signed by no one; once the real PDF is in, the drawing shows the same details without the stamp
 * or a signature line, until the owner uploads a picture of the certificate itself.
 * Portrait A4 proportions (600×848), like the issued certificates.
 */
import { formatIssueDate } from "../../../app/components/certification/issue-date.ts";
import type { DocumentWords } from "../../../app/content/documents-schema.ts";
import type { Certification, Company } from "../../../app/content/schema.ts";
import { palette as p } from "./parts.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Splits a title into lines of at most `limit` characters. */
function lines(text: string, limit: number): string[] {
  const out: string[] = [];
  for (const word of text.split(" ")) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= limit) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** The preview of `certificate`'s sample, in the words of `words` (app/content/documents.ts, parsed). */
export function certificatePreview(
  certificate: Certification & { sample: boolean },
  company: Company,
  words: DocumentWords,
): string {
  const sample = words.sampleCertificate;
  const title = lines(certificate.title, 26)
    .map((line, index) => `<text x="300" y="${262 + index * 34}" font-size="27">${escapeXml(line)}</text>`)
    .join("");
  const issuer = lines(certificate.issuer, 48)
    .map(
      (line, index) =>
        `<text x="300" y="${196 + index * 20}" font-size="15" font-weight="400" fill="${p.navySoft}">${escapeXml(line)}</text>`,
    )
    .join("");
  const row = (y: number, label: string, value: string) =>
    `<text x="84" y="${y}" font-size="15" font-weight="400" fill="${p.navySoft}" text-anchor="start">${escapeXml(label)}</text><text x="84" y="${y + 24}" font-size="19" text-anchor="start">${escapeXml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 848" font-family="Noto Sans,Arial,sans-serif" font-weight="700" text-anchor="middle" fill="${p.navy}"><rect width="600" height="848" fill="#fffdf7"/><rect x="18" y="18" width="564" height="812" fill="none" stroke="${p.teal}" stroke-width="6"/><rect x="32" y="32" width="536" height="784" fill="none" stroke="${p.marigold}" stroke-width="2"/><circle cx="300" cy="118" r="42" fill="none" stroke="${p.teal}" stroke-width="4"/><circle cx="300" cy="118" r="29" fill="${p.tealPale}"/><path d="M300 96 l6 15 h16 l-13 10 l5 16 l-14 -10 l-14 10 l5 -16 l-13 -10 h16z" fill="${p.teal}"/>${issuer}${title}<path d="M84 ${title ? 350 : 330} h432" stroke="${p.tealPale}" stroke-width="2"/>${row(400, sample.issuedTo, company.legalName.replace(/ \(.*\)$/, ""))}${row(470, sample.registrationNumber, certificate.number)}${row(540, sample.dateOfIssue, formatIssueDate(certificate.issuedOn, words.language))}${row(610, sample.address, `${company.registeredOffice.locality}, ${company.registeredOffice.city}, ${company.registeredOffice.state}`)}${certificate.sample ? sampleMarks(sample.issuingAuthority, sample.stamp) : ""}</svg>`;
}

/** The sample's signature line for no one and its SAMPLE stamp. */
function sampleMarks(issuingAuthority: string, stamp: string): string {
  return `<path d="M360 748 h160" stroke="${p.navySoft}" stroke-width="2"/><text x="440" y="770" font-size="13" font-weight="400">${escapeXml(issuingAuthority)}</text><g transform="rotate(-30 300 470)" opacity=".2"><rect x="100" y="410" width="400" height="120" rx="12" fill="none" stroke="#b3261e" stroke-width="10"/><text x="300" y="508" font-size="92" fill="#b3261e" letter-spacing="8">${escapeXml(stamp)}</text></g>`;
}
