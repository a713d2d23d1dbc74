import type { Picture } from "../../content/schema";
import { fillPlaceholders } from "../../lib/fill-placeholders";

/**
 * A certificate's picture as its card shows it. A sample's (its real PDF not uploaded yet:
 * app/content/certificate-files.ts) says so first, in the page's language
 * (`certificationWords.samplePreviewAlt`). Once the real PDF is there, the card shows the owner's
 * own picture of it, and never the drawing the build makes (an SVG, drawn with the content's
 * numbers to look like the certificate): then no picture, and the card is a plain document card
 * (issue 52). Worked out in the page's loader, while the page is pre-rendered, so no page's
 * JavaScript grows for it.
 */
export function cardPreview(preview: Picture, sample: boolean, samplePreviewAlt: string): Picture | undefined {
  if (sample) return { ...preview, alt: fillPlaceholders(samplePreviewAlt, { description: preview.alt }) };
  return isDrawnPreview(preview) ? undefined : preview;
}

/** Whether the picture is the build's drawing of the certificate (scripts/assets/generate.ts draws every SVG preview). */
export function isDrawnPreview(preview: Picture): boolean {
  return preview.src.endsWith(".svg");
}
