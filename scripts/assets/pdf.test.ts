// @vitest-environment node
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { fontFaces, readFont } from "./fonts";
import { registerPdfFonts } from "./pdf";

/** The glyphs fontkit (as @react-pdf/renderer calls it) draws `text` with, each as the code points it stands for. */
function glyphs(family: string, text: string): string[] {
  registerPdfFonts();
  const face = fontFaces.find((candidate) => candidate.family === family && candidate.weight === 400);
  if (!face) throw new Error(`no ${family} in fonts.ts`);
  const run = fontkit.create(readFont(face)).layout(text) as { glyphs: Array<{ codePoints: number[] }> };
  return run.glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints));
}

// What the brochure and samples look like was checked by eye against Chromium
// (docs/decisions/018-files-per-language.md); these keep the shaping that check relied on.
describe("the PDFs' shaping", () => {
  it("joins Telugu conjuncts and vowel signs, where fontkit used to stop at an empty anchor", () => {
    expect(glyphs("Noto Sans Telugu", "క్ష")).toEqual(["క్ష"]);
    expect(glyphs("Noto Sans Telugu", "ప్ర")).toEqual(["ప", "్ర"]);
    expect(glyphs("Noto Sans Telugu", "కి")).toEqual(["కి"]);
    expect(glyphs("Noto Sans Telugu", "శ్రీ")).toEqual(["శీ", "్ర"]);
    expect(glyphs("Noto Sans Telugu", "స్త్రీ")).toEqual(["సీ", "్త్ర"]);
  });

  it("joins Devanagari conjuncts, puts ि before its letter and the reph after", () => {
    expect(glyphs("Noto Sans Devanagari", "क्ष")).toEqual(["क्ष"]);
    expect(glyphs("Noto Sans Devanagari", "प्र")).toEqual(["प्र"]);
    expect(glyphs("Noto Sans Devanagari", "कि")).toEqual(["ि", "क"]);
    expect(glyphs("Noto Sans Devanagari", "कर्म")).toEqual(["क", "म", "र्"]);
  });
});
