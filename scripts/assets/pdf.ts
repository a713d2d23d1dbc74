/** Shared set-up for the PDFs: Noto Sans registered with @react-pdf/renderer, and the palette. */
import { Font } from "@react-pdf/renderer";
import * as fontkit from "fontkit";
import { fontFaces, fontStack, readFont } from "./fonts.ts";

let registered = false;

/**
 * fontkit 2.0.4, which @react-pdf/renderer shapes text with, throws on a mark-positioning anchor
 * that a font leaves empty ("Cannot read properties of null (reading 'xCoordinate')"), which the
 * OpenType specification allows and Noto Sans Telugu has: every ప్ర or శ్రీ stopped the build.
 * HarfBuzz skips such an anchor; so does this, until fontkit's fix (foliojs/fontkit#367, pull
 * request #374) is released. The processor's class is not exported, so it is reached through a
 * font's layout engine. Rendered to PNG and compared with Chromium, the Telugu then matches: see
 * docs/decisions/018-files-per-language.md.
 */
function skipEmptyAnchors(): void {
  const telugu = fontFaces.find((face) => face.family === "Noto Sans Telugu");
  if (!telugu) return;
  const font = fontkit.create(readFont(telugu)) as fontkit.Font & {
    _layoutEngine?: { engine?: { GPOSProcessor?: object } };
  };
  font.layout("క");
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  const prototype: { applyAnchor?: AnchorApplier } | undefined = processor && Object.getPrototypeOf(processor);
  const applyAnchor = prototype?.applyAnchor;
  if (!prototype || !applyAnchor) throw new Error("fontkit changed: its GPOS processor has no applyAnchor to guard");
  prototype.applyAnchor = function (this: unknown, markRecord, baseAnchor, baseGlyphIndex): void {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
}

type AnchorApplier = (markRecord: { markAnchor?: unknown } | null, baseAnchor: unknown, baseGlyphIndex: number) => void;

export function registerPdfFonts(): void {
  if (registered) return;
  skipEmptyAnchors();
  for (const family of new Set(fontFaces.map((face) => face.family))) {
    Font.register({
      family,
      fonts: fontFaces
        .filter((face) => face.family === family)
        .map((face) => ({ src: face.file, fontWeight: face.weight })),
    });
  }
  // Words are never split with hyphens: addresses, GSTINs and phone numbers must stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

export const pdfFontFamily = fontStack;

/**
 * Letter spacing for words in Latin letters only: spaced out, Devanagari's headline breaks
 * between letters and Telugu's vowel signs and conjuncts drift from their letters. `language` is
 * the documents' BCP 47 tag (`te-IN`).
 */
export function latinLetterSpacing(language: string, points: number): number {
  return language.startsWith("en") ? points : 0;
}
