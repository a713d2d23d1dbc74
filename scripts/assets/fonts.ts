/**
 * Noto Sans from @fontsource, self-hosted: Latin, Latin Extended (which carries the rupee sign),
 * Devanagari and Telugu, in regular and bold. WOFF rather than WOFF2, because satori and
 * @react-pdf/renderer read WOFF but not WOFF2.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const notoSans = dirname(require.resolve("@fontsource/noto-sans/package.json"));
const notoDevanagari = dirname(require.resolve("@fontsource/noto-sans-devanagari/package.json"));
const notoTelugu = dirname(require.resolve("@fontsource/noto-sans-telugu/package.json"));

export type FontFace = { family: string; weight: 400 | 700; file: string };

export const fontFaces: FontFace[] = [400, 700].flatMap((weight) => [
  { family: "Noto Sans", weight, file: join(notoSans, "files", `noto-sans-latin-${weight}-normal.woff`) },
  { family: "Noto Sans Ext", weight, file: join(notoSans, "files", `noto-sans-latin-ext-${weight}-normal.woff`) },
  {
    family: "Noto Sans Devanagari",
    weight,
    file: join(notoDevanagari, "files", `noto-sans-devanagari-devanagari-${weight}-normal.woff`),
  },
  {
    family: "Noto Sans Telugu",
    weight,
    file: join(notoTelugu, "files", `noto-sans-telugu-telugu-${weight}-normal.woff`),
  },
]) as FontFace[];

/** Families in fallback order: a glyph missing from the first is looked up in the next. */
export const fontStack = ["Noto Sans", "Noto Sans Ext", "Noto Sans Devanagari", "Noto Sans Telugu"];

export function readFont(face: FontFace): Buffer {
  return readFileSync(face.file);
}
