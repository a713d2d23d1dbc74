/**
 * The preview picture of a certificate card: a drawing of the sample certificate with the
 * content's title, holder, number and date, stamped SAMPLE. Landscape A4 proportions.
 */
import type { Certification, Company } from "../../../app/content/schema.ts";
import { palette as p } from "./parts.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function formatIssuedOn(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
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

export function certificatePreview(certificate: Certification, company: Company): string {
  const title = lines(certificate.title, 34)
    .map((line, index) => `<text x="424" y="${196 + index * 34}" font-size="28">${escapeXml(line)}</text>`)
    .join("");
  const row = (y: number, label: string, value: string) =>
    `<text x="150" y="${y}" font-size="17" font-weight="400" fill="${p.navySoft}" text-anchor="start">${label}</text><text x="330" y="${y}" font-size="19" text-anchor="start">${escapeXml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 848 600" font-family="Noto Sans,Arial,sans-serif" font-weight="700" text-anchor="middle" fill="${p.navy}"><rect width="848" height="600" fill="#fffdf7"/><rect x="18" y="18" width="812" height="564" fill="none" stroke="${p.teal}" stroke-width="6"/><rect x="32" y="32" width="784" height="536" fill="none" stroke="${p.marigold}" stroke-width="2"/><circle cx="424" cy="100" r="38" fill="none" stroke="${p.teal}" stroke-width="4"/><circle cx="424" cy="100" r="26" fill="${p.tealPale}"/><path d="M424 80 l6 14 h15 l-12 9 l5 15 l-14 -9 l-14 9 l5 -15 l-12 -9 h15z" fill="${p.teal}"/><text x="424" y="160" font-size="15" font-weight="400" fill="${p.navySoft}">${escapeXml(certificate.issuer)}</text>${title}${row(330, "Issued to", company.legalName.replace(/ \(.*\)$/, ""))}${row(372, "Number", certificate.number)}${row(414, "Date of issue", formatIssuedOn(certificate.issuedOn))}${row(456, "Address", `${company.registeredOffice.locality}, ${company.registeredOffice.city}`)}<path d="M560 530 h180" stroke="${p.navySoft}" stroke-width="2"/><text x="650" y="552" font-size="13" font-weight="400">Issuing authority</text><g transform="rotate(-18 424 300)" opacity=".2"><rect x="214" y="236" width="420" height="120" rx="12" fill="none" stroke="#b3261e" stroke-width="10"/><text x="424" y="334" font-size="96" fill="#b3261e" letter-spacing="10">SAMPLE</text></g></svg>`;
}
