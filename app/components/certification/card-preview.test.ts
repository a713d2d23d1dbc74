import { describe, expect, it } from "vitest";
import { contentFor } from "../../content/content.server";
import { languages } from "../../content/languages";
import { cardPreview } from "./card-preview";

describe.each(languages)("a certificate card's picture in %s", (language) => {
  const { certifications, certificationWords } = contentFor(language);
  const sampleWords = certificationWords.samplePreviewAlt.replace("{description}", "").trim();

  it("says it is a sample until the real PDF is uploaded, and then shows only the owner's own picture", () => {
    for (const certificate of certifications) {
      // No certificate's PDF is in public/certificates/ in the repository: each is a sample.
      expect(certificate.sample, certificate.id).toBe(true);
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
