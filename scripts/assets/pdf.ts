/** Shared set-up for the PDFs: Noto Sans registered with @react-pdf/renderer, and the palette. */
import { Font } from "@react-pdf/renderer";
import { fontFaces, fontStack } from "./fonts.ts";

let registered = false;

export function registerPdfFonts(): void {
  if (registered) return;
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
