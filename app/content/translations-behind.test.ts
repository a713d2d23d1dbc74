import { describe, expect, it } from "vitest";
import { describeTranslationsBehind, nextRecord, sentenceHash, translationsBehind } from "./translations-behind";
import type { WordFile } from "./word-files";

const file = (language: "en" | "te" | "hi", quote: string, heading: string): WordFile => ({
  language,
  name: "home.json",
  path: `app/content/words/${language}/home.json`,
  words: { founderQuote: { text: quote }, pages: { home: { heading } } },
});

describe("translations behind English", () => {
  const then = [
    file("en", "We pack with care.", "Movers"),
    file("te", "జాగ్రత్తగా ప్యాక్ చేస్తాం.", "మూవర్స్"),
    file("hi", "हम ध्यान से पैक करते हैं।", "मूवर्स"),
  ];
  const record = { te: nextRecord("te", then, {}), hi: nextRecord("hi", then, {}) };

  it("are none right after the record is made", () => {
    expect(record.te["home.json"]?.["founderQuote.text"]).toEqual([
      sentenceHash("We pack with care."),
      sentenceHash("జాగ్రత్తగా ప్యాక్ చేస్తాం."),
    ]);
    expect(translationsBehind(then, record)).toEqual([]);
  });

  it("are each sentence whose English changed while its translation did not, in each language", () => {
    const now = [
      file("en", "We pack every box with care.", "Movers"),
      then[1] as WordFile,
      file("hi", "हम हर डिब्बा ध्यान से पैक करते हैं।", "मूवर्स"),
    ];
    const behind = translationsBehind(now, record);
    expect(behind).toEqual([
      {
        language: "te",
        file: "home.json",
        path: "founderQuote.text",
        english: "We pack every box with care.",
        translation: "జాగ్రత్తగా ప్యాక్ చేస్తాం.",
      },
    ]);
    expect(describeTranslationsBehind(behind)).toMatch(/^Warning: 1 translated sentence is behind English/);
    expect(describeTranslationsBehind(behind)).toContain("te: app/content/words/te/home.json founderQuote.text");
    expect(describeTranslationsBehind(behind)).toContain("In the editor: Words › Home, the తెలుగు (te) side.");
    expect(describeTranslationsBehind([])).toBe("");
  });

  it("stay listed when the record is made again, until updated or accepted", () => {
    const now = [
      file("en", "We pack every box with care.", "Packers and movers"),
      then[1] as WordFile,
      then[2] as WordFile,
    ];
    const kept = nextRecord("te", now, record.te);
    expect(translationsBehind(now, { te: kept }).map((item) => item.path)).toEqual([
      "founderQuote.text",
      "pages.home.heading",
    ]);
    const accepted = nextRecord(
      "te",
      now,
      record.te,
      new Set(["te:pages.home.heading"].map((key) => key.replace("te:", "te:home.json:"))),
    );
    expect(translationsBehind(now, { te: accepted }).map((item) => item.path)).toEqual(["founderQuote.text"]);
    const updated = [now[0] as WordFile, file("te", "ప్రతి పెట్టెను జాగ్రత్తగా ప్యాక్ చేస్తాం.", "మూవర్స్")];
    expect(translationsBehind(updated, { te: kept }).map((item) => item.path)).toEqual(["pages.home.heading"]);
  });
});
