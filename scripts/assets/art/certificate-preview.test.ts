import { describe, expect, it } from "vitest";
import { formatIssueDate } from "../../../app/components/certification/issue-date";
import { content, documentWords } from "../../../app/content/content.server";
import type { DocumentWords } from "../../../app/content/documents-schema";
import { certificatePreview } from "./certificate-preview";

const first = content.certifications[0];
if (!first) throw new Error("no certificates in the content");
// Drawn as a sample, whether or not the owner has uploaded its PDF yet (issue 51).
const certificate = { ...first, sample: true };

/** The words drawn on the picture: the text of each `<text>` element. */
function drawnWords(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? "");
}

describe("a certificate's preview picture", () => {
  it("shows the certificate's facts with the sample's labels and stamp", () => {
    const words = drawnWords(certificatePreview(certificate, content.company, documentWords));
    const sample = documentWords.sampleCertificate;
    for (const label of [
      sample.issuedTo,
      sample.registrationNumber,
      sample.dateOfIssue,
      sample.address,
      sample.issuingAuthority,
      sample.stamp,
    ]) {
      expect(words).toContain(label);
    }
    expect(words).toContain(certificate.number);
  });

  it("drops the SAMPLE stamp and the signature line once the real PDF is uploaded", () => {
    const words = drawnWords(certificatePreview({ ...certificate, sample: false }, content.company, documentWords));
    const sample = documentWords.sampleCertificate;
    expect(words).not.toContain(sample.stamp);
    expect(words).not.toContain(sample.issuingAuthority);
    expect(words).toContain(certificate.number);
    expect(words).toContain(sample.dateOfIssue);
  });

  it("draws no word of its own: every label comes from the documents' words, the date in their language", () => {
    const edited: DocumentWords = {
      ...documentWords,
      language: "hi-IN",
      sampleCertificate: Object.fromEntries(
        Object.entries(documentWords.sampleCertificate).map(([key, word]) => [key, `${word} (edited)`]),
      ) as DocumentWords["sampleCertificate"],
    };
    const svg = certificatePreview(certificate, content.company, edited);
    expect(drawnWords(svg)).toContain(formatIssueDate(certificate.issuedOn, "hi-IN"));
    for (const label of ["Issued to", "Registration number", "Date of issue", "Address", "Issuing authority"]) {
      expect(drawnWords(svg)).toContain(`${label} (edited)`);
    }
    expect(drawnWords(svg)).toContain("SAMPLE (edited)");
  });

  it("escapes a label's markup characters", () => {
    const svg = certificatePreview(certificate, content.company, {
      ...documentWords,
      sampleCertificate: { ...documentWords.sampleCertificate, issuedTo: "Issued to <holder> & co" },
    });
    expect(svg).toContain("Issued to &lt;holder&gt; &amp; co");
  });
});
