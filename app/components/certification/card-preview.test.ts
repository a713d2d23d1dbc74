import { describe, expect, it } from "vitest";
import { hasRealCertificate } from "../../content/certificate-files";
import { contentFor } from "../../content/content.server";
import { languages } from "../../content/languages";
import { cardPreview } from "./card-preview";

describe.each(languages)("a certificate card's picture in %s", (language) => {
  const { certifications, certificationWords } = contentFor(language);
  const sampleWords = certificationWords.samplePreviewAlt.replace("{description}", "").trim();

  it("says it is a sample until the real PDF is uploaded, and then shows only the owner's own picture", () => {
    for (const certificate of certifications) {
      // A sample until its PDF is in public/certificates/: the owner's upload makes it real (issue 51).
      expect(certificate.sample, certificate.id).toBe(!hasRealCertificate(certificate.file));
      const sample = cardPreview(certificate.preview, true, certificationWords.samplePreviewAlt);
      expect(sample?.alt).toContain(certificate.preview.alt);
      expect(sample?.src).toBe(certificate.preview.src);
      expect(sample?.alt).toContain(sampleWords);
      // Once the PDF is real, the build's drawing (with the certificate's numbers) is never its picture.
      expect(cardPreview(certificate.preview, false, certificationWords.samplePreviewAlt)).toBeUndefined();
      const photo = { ...certificate.preview, src: `${certificate.id}-scan.jpg` };
      const real = cardPreview(photo, false, certificationWords.samplePreviewAlt);
      expect(real).toEqual(photo);
      expect(real?.alt).not.toContain(sampleWords);
    }
  });
});
