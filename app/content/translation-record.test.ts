import { describe, expect, it } from "vitest";
import {
  behind,
  copied,
  inStep,
  nextRecord,
  sentenceHash,
  sentences,
  slotProblems,
  translationRecordKit,
} from "./translation-record";

const english = {
  founderQuote: { text: "We pack with care." },
  faq: [
    { id: "cost", answer: "It depends on {city}." },
    { id: "time", answer: "A day." },
  ],
  story: { paragraphs: ["{companyName} began in 2009.", "We grew."] },
};
const telugu = {
  founderQuote: { text: "జాగ్రత్తగా ప్యాక్ చేస్తాం." },
  faq: [
    { id: "time", answer: "ఒక రోజు." },
    { id: "cost", answer: "{city} మీద ఆధారపడి ఉంటుంది." },
  ],
  story: { paragraphs: ["{companyName} 2009లో మొదలైంది.", "మేము పెరిగాం."] },
};

describe("the record of what English said", () => {
  it("names each sentence by its key and its list item's id, and the editor's field by its place", () => {
    expect(sentences(telugu).map(({ path, keyPath }) => `${path} ${keyPath}`)).toEqual([
      "founderQuote/text founderQuote.text",
      "faq[time]/answer faq.0.answer",
      "faq[cost]/answer faq.1.answer",
      "story/paragraphs[0] story.paragraphs.0",
      "story/paragraphs[1] story.paragraphs.1",
    ]);
  });

  it("hashes the same in every run and tells two sentences apart", () => {
    expect(sentenceHash("We pack with care.")).toBe(translationRecordKit().hash("We pack with care."));
    expect(sentenceHash("We pack with care.")).not.toBe(sentenceHash("We pack with care!"));
    expect(sentenceHash("")).toMatch(/^[0-9a-z]+$/);
  });

  it("flags every later change to English, however often the translation was updated", () => {
    let record = nextRecord(english, telugu, undefined);
    expect(behind(english, telugu, record)).toEqual([]);
    const changed = { ...english, founderQuote: { text: "We pack every box with care." } };
    expect(behind(changed, telugu, record).map((pair) => pair.keyPath)).toEqual(["founderQuote.text"]);
    // Saving English again does not hide it: the translation did not change.
    record = nextRecord(changed, telugu, record);
    expect(behind(changed, telugu, record).map((pair) => pair.keyPath)).toEqual(["founderQuote.text"]);
    // The translation updated and saved: no longer behind.
    const updated = { ...telugu, founderQuote: { text: "ప్రతి పెట్టెను జాగ్రత్తగా ప్యాక్ చేస్తాం." } };
    record = nextRecord(changed, updated, record);
    expect(behind(changed, updated, record)).toEqual([]);
    // English changed a second time: behind again.
    const again = { ...english, founderQuote: { text: "Every box, packed as if it were ours." } };
    expect(behind(again, updated, record).map((pair) => pair.path)).toEqual(["founderQuote/text"]);
  });

  it("keeps a sentence behind until it is updated or accepted, and drops sentences no longer there", () => {
    const record = nextRecord(english, telugu, undefined);
    const changed = { ...english, founderQuote: { text: "Changed." } };
    expect(nextRecord(changed, telugu, record)["founderQuote/text"]).toBe(record["founderQuote/text"]);
    const accepted = nextRecord(changed, telugu, record, ["founderQuote/text"]);
    expect(behind(changed, telugu, accepted)).toEqual([]);
    const shorter = { ...telugu, faq: telugu.faq.slice(0, 1) };
    expect(Object.keys(nextRecord(english, shorter, record))).not.toContain("faq[cost]/answer");
  });

  it("records no empty text (the editor's draft holds one for every optional field left out)", () => {
    expect(nextRecord({ a: "Hello.", kicker: "" }, { a: "నమస్తే.", kicker: "" }, undefined)).toEqual({
      a: `${sentenceHash("Hello.")} ${sentenceHash("నమస్తే.")}`,
    });
  });

  it("is not behind where nothing was recorded", () => {
    expect(behind({ a: "New." }, { a: "కొత్త." }, {})).toEqual([]);
  });
});

describe("a translation in step with English's lists", () => {
  it("loses the entry English removed and follows English's order", () => {
    const removed = { ...english, faq: [{ id: "time", answer: "A day." }] };
    expect(inStep(removed, telugu)).toEqual({ ...telugu, faq: [{ id: "time", answer: "ఒక రోజు." }] });
    expect((inStep(english, telugu) as typeof telugu).faq.map((item) => item.id)).toEqual(["cost", "time"]);
  });

  it("keeps the words of an entry whose id was changed in English, under the new id", () => {
    const renamed = { ...english, faq: [{ id: "price", answer: "It depends on {city}." }, ...english.faq.slice(1)] };
    const inOrder = { ...telugu, faq: [telugu.faq[1], telugu.faq[0]] } as typeof telugu;
    expect((inStep(renamed, inOrder) as typeof telugu).faq).toEqual([
      { id: "price", answer: "{city} మీద ఆధారపడి ఉంటుంది." },
      { id: "time", answer: "ఒక రోజు." },
    ]);
  });

  it("gets an entry English added as English wrote it, behind English until it is translated", () => {
    const added = { ...english, faq: [{ id: "new", answer: "New." }, ...english.faq] };
    const stepped = inStep(added, telugu) as typeof telugu;
    expect(stepped.faq.map((item) => item.id)).toEqual(["new", "cost", "time"]);
    expect(stepped.faq[0]).toEqual({ id: "new", answer: "New." });
    expect(copied(telugu, stepped)).toEqual(["faq[new]/answer"]);
    const record = nextRecord(added, stepped, nextRecord(english, telugu, undefined), [], copied(telugu, stepped));
    expect(behind(added, stepped, record).map((pair) => pair.path)).toEqual(["faq[new]/answer"]);
    const translated = { ...stepped, faq: [{ id: "new", answer: "కొత్తది." }, ...stepped.faq.slice(1)] };
    expect(behind(added, translated, nextRecord(added, translated, record))).toEqual([]);
    expect((inStep(english, telugu) as typeof telugu).story).toEqual(telugu.story);
  });

  it("takes English's words for an entry that has only its id, as the editor copies an id typed in English", () => {
    const added = { ...english, faq: [...english.faq, { id: "new", answer: "New." }] };
    const onlyId = { ...telugu, faq: [...telugu.faq, { id: "new", answer: "" }] };
    const stepped = inStep(added, onlyId) as typeof telugu;
    expect(stepped.faq.at(-1)).toEqual({ id: "new", answer: "New." });
    expect(copied(onlyId, stepped)).toEqual(["faq[new]/answer"]);
  });
});

describe("the slots of each translated sentence", () => {
  it("names a slot a paragraph dropped or misspelt, where other paragraphs have none", () => {
    expect(slotProblems(english, telugu)).toEqual([]);
    const dropped = { ...telugu, story: { paragraphs: ["2009లో మొదలైంది.", "మేము పెరిగాం."] } };
    expect(slotProblems(english, dropped).map(({ keyPath, dropped }) => [keyPath, dropped])).toEqual([
      ["story.paragraphs.0", ["{companyName}"]],
    ]);
    const misspelt = { ...telugu, story: { paragraphs: ["{companyNam} 2009లో మొదలైంది.", "మేము పెరిగాం."] } };
    expect(slotProblems(english, misspelt)[0]).toMatchObject({ dropped: ["{companyName}"], unknown: ["{companyNam}"] });
  });
});
