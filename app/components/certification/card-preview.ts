import type { Picture } from "../../content/schema";
import { fillPlaceholders } from "../../lib/fill-placeholders";

/**
 * A certificate's picture as its card shows it. A sample's (its real PDF not uploaded yet:
 * app/content/certificate-files.ts) says so first, in the page's language
 * (`certificationWords.samplePreviewAlt`); the real certificate's says only what it is. Worked out
 * in the page's loader, while the page is pre-rendered, so no page's JavaScript grows for it.
 */
export function cardPreview(preview: Picture, sample: boolean, samplePreviewAlt: string): Picture {
  return sample ? { ...preview, alt: fillPlaceholders(samplePreviewAlt, { description: preview.alt }) } : preview;
}
