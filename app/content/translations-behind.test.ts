import { describe, expect, it } from "vitest";
import { describeTranslationsBehind, nextRecords, translationsBehind } from "./translations-behind";
import type { WordFile } from "./word-files";

const file = (language: "en" | "te" | "hi", quote: string, heading: string, record?: Record<string, string>) =>
  ({
    language,
    name: "home.json",
    path: `app/content/words/${language}/home.json`,
    words: { founderQuote: quote, pages: { home: { heading } } },
    ...(record ? { record } : {}),
  }) as WordFile;

/** The files with their records moved forward, as a save in the editor or record-translations.ts leaves them. */
const recorded = (files: WordFile[], accepted?: Set<string>) => {
  const records = new Map(nextRecords(files, accepted).map(({ file, record }) => [file, record]));
  return files.map((one) => (records.has(one) ? { ...one, record: records.get(one) } : one));
};

describe("translations behind English, from what each file records", () => {
  const then = recorded([
    file("en", "We pack with care.", "Movers"),
    file("te", "జాగ్రత్తగా ప్యాక్ చేస్తాం.", "మూవర్స్"),
    file("hi", "हम ध्यान से पैक करते हैं।", "मूवर्स"),
  ]);
  const [, te, hi] = then as [WordFile, WordFile, WordFile];

  it("are none right after a save", () => {
    expect(Object.keys(te.record ?? {})).toEqual(["founderQuote", "pages/home/heading"]);
    expect(translationsBehind(then)).toEqual([]);
  });

  it("are each sentence whose English changed while its translation did not, in each language, said once with its screen", () => {
    const now = [
      file("en", "We pack every box with care.", "Movers"),
      te,
      { ...hi, words: { ...hi.words, founderQuote: "हम हर डिब्बा ध्यान से पैक करते हैं।" } },
    ];
    const behind = translationsBehind(now);
    expect(behind).toEqual([
      {
        language: "te",
        file: "home.json",
        path: "founderQuote",
        english: "We pack every box with care.",
        translation: "జాగ్రత్తగా ప్యాక్ చేస్తాం.",
      },
    ]);
    const said = describeTranslationsBehind([...behind, ...behind], now);
    expect(said).toMatch(/^Warning: 1 translated sentence is behind English/);
    expect(said).toContain("  - Telugu (తెలుగు): Words › Home, the తెలుగు (te) side › ");
    expect(said.match(/Words › Home/g)).toHaveLength(1);
    expect(describeTranslationsBehind([])).toBe("");
  });

  it("flags a second change to English after the translation was updated and saved (issue 51)", () => {
    const firstChange = recorded([file("en", "We pack every box with care.", "Movers"), te, hi]);
    expect(translationsBehind(firstChange).map((item) => `${item.language}:${item.path}`)).toEqual([
      "te:founderQuote",
      "hi:founderQuote",
    ]);
    const updated = recorded([
      firstChange[0] as WordFile,
      {
        ...(firstChange[1] as WordFile),
        words: { founderQuote: "ప్రతి పెట్టెను జాగ్రత్తగా ప్యాక్ చేస్తాం.", pages: { home: { heading: "మూవర్స్" } } },
      },
      {
        ...(firstChange[2] as WordFile),
        words: { founderQuote: "हम हर डिब्बा ध्यान से पैक करते हैं।", pages: { home: { heading: "मूवर्स" } } },
      },
    ]);
    expect(translationsBehind(updated)).toEqual([]);
    const secondChange = [file("en", "We pack every box as if it were our own.", "Movers"), ...updated.slice(1)];
    expect(translationsBehind(secondChange).map((item) => `${item.language}:${item.path}`)).toEqual([
      "te:founderQuote",
      "hi:founderQuote",
    ]);
  });

  it("stay listed when the records are made again, until updated or accepted", () => {
    const now = [file("en", "We pack every box with care.", "Packers and movers"), te, hi];
    const kept = recorded(now);
    expect(
      translationsBehind(kept)
        .filter((item) => item.language === "te")
        .map((item) => item.path),
    ).toEqual(["founderQuote", "pages/home/heading"]);
    const accepted = recorded(now, new Set(["te:home.json:pages/home/heading"]));
    expect(
      translationsBehind(accepted)
        .filter((item) => item.language === "te")
        .map((item) => item.path),
    ).toEqual(["founderQuote"]);
  });
});
