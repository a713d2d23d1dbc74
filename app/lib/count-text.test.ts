/**
 * Every message with a count, in every language, at 0, 1, 2 and 5: what a reader of that language
 * must read (the native-form table below). The messages are found in each language's parsed
 * content, so a new count message fails here until the table says how it reads.
 */
import { describe, expect, it } from "vitest";
import { claimsContentFor, contentFor, documentWordsFor, estimateContentFor } from "../content/content.server";
import { countedFacts, factsOutOfForm } from "../content/fact-slots";
import { type Language, languages, languageTags } from "../content/languages";
import { claimLimits } from "./claim-form";
import { type CountWords, countText } from "./count-text";
import { enquiryLimits } from "./enquiry-form";
import { surveyLimits } from "./survey-form";

const counts = [0, 1, 2, 5] as const;

type NativeForms = Record<Language, readonly [string, string, string, string]> & {
  /** The slot the number goes in, when it is not `{count}`. */
  slot?: string;
};

/** What each count message reads at 0, 1, 2 and 5. Other slots stay as written (`{company}`). */
const nativeForms: Record<string, NativeForms> = {
  "site.interface.searchResults.count": {
    en: ["No results", "1 result", "2 results", "5 results"],
    te: ["ఫలితాలు లేవు", "1 ఫలితం", "2 ఫలితాలు", "5 ఫలితాలు"],
    hi: ["कोई नतीजा नहीं", "1 नतीजा", "2 नतीजे", "5 नतीजे"],
  },
  "site.interface.serviceDetail.routes.allCities": {
    en: ["Cities we serve", "The city we serve", "All 2 cities we serve", "All 5 cities we serve"],
    te: ["మేము వెళ్లే నగరాలు", "మేము వెళ్లే నగరం", "మేము వెళ్లే మొత్తం 2 నగరాలు", "మేము వెళ్లే మొత్తం 5 నగరాలు"],
    hi: ["हमारे शहर", "हमारा शहर", "हमारे सभी 2 शहर", "हमारे सभी 5 शहर"],
  },
  "site.interface.serviceNotFound.metaDescription": {
    en: [
      "We could not find that service. See what {company} offers.",
      "We could not find that service. See the service {company} offers.",
      "We could not find that service. See all 2 services of {company}.",
      "We could not find that service. See all 5 services of {company}.",
    ],
    te: [
      "మీరు వెతికిన సేవ దొరకలేదు. {company} ఏం చేస్తుందో చూడండి.",
      "మీరు వెతికిన సేవ దొరకలేదు. {company} అందించే సేవ చూడండి.",
      "మీరు వెతికిన సేవ దొరకలేదు. {company} అందించే మొత్తం 2 సేవలు చూడండి.",
      "మీరు వెతికిన సేవ దొరకలేదు. {company} అందించే మొత్తం 5 సేవలు చూడండి.",
    ],
    hi: [
      "आपकी खोजी गई सेवा नहीं मिली। {company} की सेवाओं के बारे में पढ़ें।",
      "आपकी खोजी गई सेवा नहीं मिली। {company} की सेवा देखें।",
      "आपकी खोजी गई सेवा नहीं मिली। {company} की सभी 2 सेवाएँ देखें।",
      "आपकी खोजी गई सेवा नहीं मिली। {company} की सभी 5 सेवाएँ देखें।",
    ],
  },
  "site.interface.serviceNotFound.text": {
    en: [
      "We do not offer a service at this address. The services page says what we do.",
      "We do not offer a service at this address. Our one service is described on the services page.",
      "We do not offer a service at this address. All 2 of our services are listed on the services page.",
      "We do not offer a service at this address. All 5 of our services are listed on the services page.",
    ],
    te: [
      "ఈ లింక్‌లో మా సేవ ఏదీ లేదు. మేము ఏం చేస్తామో సేవల పేజీలో ఉంది.",
      "ఈ లింక్‌లో మా సేవ ఏదీ లేదు. మా సేవ వివరాలు సేవల పేజీలో ఉన్నాయి.",
      "ఈ లింక్‌లో మా సేవ ఏదీ లేదు. మా 2 సేవలూ సేవల పేజీలో ఉన్నాయి.",
      "ఈ లింక్‌లో మా సేవ ఏదీ లేదు. మా 5 సేవలూ సేవల పేజీలో ఉన్నాయి.",
    ],
    hi: [
      "इस लिंक पर कोई सेवा नहीं मिली। हम क्या करते हैं, यह सेवाओं के पेज पर है।",
      "इस लिंक पर कोई सेवा नहीं मिली। हमारी सेवा के बारे में सेवाओं के पेज पर पढ़ें।",
      "इस लिंक पर कोई सेवा नहीं मिली। हमारी सभी 2 सेवाएँ सेवाओं के पेज पर हैं।",
      "इस लिंक पर कोई सेवा नहीं मिली। हमारी सभी 5 सेवाएँ सेवाओं के पेज पर हैं।",
    ],
  },
  "site.enquiry.fields.message.hintWithCount": {
    slot: "left",
    en: [
      "A few lines are enough. There is no room for more.",
      "A few lines are enough. Room for 1 more character.",
      "A few lines are enough. Room for 2 more characters.",
      "A few lines are enough. Room for 5 more characters.",
    ],
    te: [
      "కొన్ని లైన్లు చాలు. ఇక చోటు లేదు.",
      "కొన్ని లైన్లు చాలు. ఇంకా 1 అక్షరానికి చోటు ఉంది.",
      "కొన్ని లైన్లు చాలు. ఇంకా 2 అక్షరాలకు చోటు ఉంది.",
      "కొన్ని లైన్లు చాలు. ఇంకా 5 అక్షరాలకు చోటు ఉంది.",
    ],
    hi: [
      "कुछ लाइनें काफ़ी हैं। अब और जगह नहीं है।",
      "कुछ लाइनें काफ़ी हैं। अभी 1 अक्षर की जगह है।",
      "कुछ लाइनें काफ़ी हैं। अभी 2 अक्षरों की जगह है।",
      "कुछ लाइनें काफ़ी हैं। अभी 5 अक्षरों की जगह है।",
    ],
  },
  "claims.form.message.hintWithCount": {
    slot: "left",
    en: [
      "Which items, their numbers on the packing list, and what is wrong. Up to {limit} characters; none left.",
      "Which items, their numbers on the packing list, and what is wrong. Up to {limit} characters; 1 left.",
      "Which items, their numbers on the packing list, and what is wrong. Up to {limit} characters; 2 left.",
      "Which items, their numbers on the packing list, and what is wrong. Up to {limit} characters; 5 left.",
    ],
    te: [
      "ఏ వస్తువులు, ప్యాకింగ్ లిస్ట్‌లో వాటి నంబర్లు, ఏం పాడైంది. {limit} అక్షరాల వరకు; ఇక చోటు లేదు.",
      "ఏ వస్తువులు, ప్యాకింగ్ లిస్ట్‌లో వాటి నంబర్లు, ఏం పాడైంది. {limit} అక్షరాల వరకు; ఇంకా 1 అక్షరం మిగిలింది.",
      "ఏ వస్తువులు, ప్యాకింగ్ లిస్ట్‌లో వాటి నంబర్లు, ఏం పాడైంది. {limit} అక్షరాల వరకు; ఇంకా 2 అక్షరాలు మిగిలాయి.",
      "ఏ వస్తువులు, ప్యాకింగ్ లిస్ట్‌లో వాటి నంబర్లు, ఏం పాడైంది. {limit} అక్షరాల వరకు; ఇంకా 5 అక్షరాలు మిగిలాయి.",
    ],
    hi: [
      "कौन-सी चीज़ें, पैकिंग लिस्ट में उनके नंबर, और क्या ख़राबी है। {limit} अक्षरों तक; अब और जगह नहीं।",
      "कौन-सी चीज़ें, पैकिंग लिस्ट में उनके नंबर, और क्या ख़राबी है। {limit} अक्षरों तक; 1 बाक़ी।",
      "कौन-सी चीज़ें, पैकिंग लिस्ट में उनके नंबर, और क्या ख़राबी है। {limit} अक्षरों तक; 2 बाक़ी।",
      "कौन-सी चीज़ें, पैकिंग लिस्ट में उनके नंबर, और क्या ख़राबी है। {limit} अक्षरों तक; 5 बाक़ी।",
    ],
  },
  "estimate.words.inventory.categoryCount": {
    en: ["None listed", "1 listed", "2 listed", "5 listed"],
    te: ["ఏమీ లేవు", "1 వస్తువు", "2 వస్తువులు", "5 వస్తువులు"],
    hi: ["कुछ नहीं", "1 चीज़", "2 चीज़ें", "5 चीज़ें"],
  },
  "estimate.words.result.sharedLoadDays": {
    en: [
      "For a load this size it costs less, and takes no longer.",
      "For a load this size it costs less, and takes a day longer.",
      "For a load this size it costs less, and takes 2 days longer.",
      "For a load this size it costs less, and takes 5 days longer.",
    ],
    te: [
      "ఇంత లోడ్‌కు ఇది తక్కువ ఖర్చు, సమయం కూడా ఎక్కువ పట్టదు.",
      "ఇంత లోడ్‌కు ఇది తక్కువ ఖర్చు, కానీ ఒక రోజు ఎక్కువ పడుతుంది.",
      "ఇంత లోడ్‌కు ఇది తక్కువ ఖర్చు, కానీ 2 రోజులు ఎక్కువ పడతాయి.",
      "ఇంత లోడ్‌కు ఇది తక్కువ ఖర్చు, కానీ 5 రోజులు ఎక్కువ పడతాయి.",
    ],
    hi: [
      "इतने सामान के लिए यह सस्ता पड़ता है, और समय भी ज़्यादा नहीं लगता।",
      "इतने सामान के लिए यह सस्ता पड़ता है, पर एक दिन ज़्यादा लगता है।",
      "इतने सामान के लिए यह सस्ता पड़ता है, पर 2 दिन ज़्यादा लगते हैं।",
      "इतने सामान के लिए यह सस्ता पड़ता है, पर 5 दिन ज़्यादा लगते हैं।",
    ],
  },
  "estimate.words.result.crewValue": {
    en: ["None needed", "1 person", "2 people", "5 people"],
    te: ["అవసరం లేదు", "ఒక్కరు", "2 మంది", "5 మంది"],
    hi: ["ज़रूरत नहीं", "1 व्यक्ति", "2 लोग", "5 लोग"],
  },
  "estimate.words.queryNotes.itemsLeftOut": {
    en: [
      "We could read every item in the link.",
      "We could not read one of the items in the link, so it is left out.",
      "We could not read 2 of the items in the link, so they are left out.",
      "We could not read 5 of the items in the link, so they are left out.",
    ],
    te: [
      "లింక్‌లోని వస్తువులన్నీ మాకు అర్థమయ్యాయి.",
      "లింక్‌లోని ఒక వస్తువు మాకు అర్థం కాలేదు, అందుకే దాన్ని వదిలేశాం.",
      "లింక్‌లోని 2 వస్తువులు మాకు అర్థం కాలేదు, అందుకే వాటిని వదిలేశాం.",
      "లింక్‌లోని 5 వస్తువులు మాకు అర్థం కాలేదు, అందుకే వాటిని వదిలేశాం.",
    ],
    hi: [
      "लिंक की सारी चीज़ें हम पढ़ पाए।",
      "लिंक की एक चीज़ हम नहीं पढ़ पाए, इसलिए उसे छोड़ दिया गया है।",
      "लिंक की 2 चीज़ें हम नहीं पढ़ पाए, इसलिए उन्हें छोड़ दिया गया है।",
      "लिंक की 5 चीज़ें हम नहीं पढ़ पाए, इसलिए उन्हें छोड़ दिया गया है।",
    ],
  },
  "estimate.words.queryNotes.days": {
    en: ["0 days", "1 day", "2 days", "5 days"],
    te: ["0 రోజులు", "1 రోజు", "2 రోజులు", "5 రోజులు"],
    hi: ["0 दिन", "1 दिन", "2 दिन", "5 दिन"],
  },
  "estimate.words.summary.moreItems": {
    en: ["nothing more", "and 1 more", "and 2 more", "and 5 more"],
    te: ["ఇంకేమీ లేవు", "ఇంకా 1 వస్తువు", "ఇంకా 2 వస్తువులు", "ఇంకా 5 వస్తువులు"],
    hi: ["और कुछ नहीं", "और 1 चीज़", "और 2 चीज़ें", "और 5 चीज़ें"],
  },
  "estimate.words.summary.storage": {
    en: ["Storage: none", "Storage: 1 day", "Storage: 2 days", "Storage: 5 days"],
    te: ["స్టోరేజ్: అక్కర్లేదు", "స్టోరేజ్: 1 రోజు", "స్టోరేజ్: 2 రోజులు", "స్టోరేజ్: 5 రోజులు"],
    hi: ["स्टोरेज: नहीं चाहिए", "स्टोरेज: 1 दिन", "स्टोरेज: 2 दिन", "स्टोरेज: 5 दिन"],
  },
  "documents.brochure.services.heading": {
    en: ["Our services", "Our service", "Our 2 services", "Our 5 services"],
    te: ["మా సేవలు", "మా సేవ", "మా 2 సేవలు", "మా 5 సేవలు"],
    hi: ["हमारी सेवाएँ", "हमारी सेवा", "हमारी 2 सेवाएँ", "हमारी 5 सेवाएँ"],
  },
};

const pluralForms = new Set(["none", "zero", "one", "two", "few", "many", "other"]);

function isCountWords(value: unknown): value is CountWords {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const words = value as Record<string, unknown>;
  return (
    typeof words.none === "string" &&
    typeof words.other === "string" &&
    Object.keys(words).every((key) => pluralForms.has(key))
  );
}

/** Every count message in `value`, by its key path. */
function countMessages(value: unknown, path = ""): Array<[string, CountWords]> {
  if (isCountWords(value)) return [[path, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    countMessages(item, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key),
  );
}

/** A language's content as the pages, the estimate, the claims page and the documents get it. */
function messagesIn(language: Language): Map<string, CountWords> {
  return new Map(
    countMessages({
      site: contentFor(language),
      estimate: estimateContentFor(language),
      claims: claimsContentFor(language),
      documents: documentWordsFor(language),
    }),
  );
}

describe.each(languages)("count messages in %s", (language) => {
  const messages = messagesIn(language);

  it("are every one the native-form table reads, and no other", () => {
    expect([...messages.keys()].sort()).toEqual(Object.keys(nativeForms).sort());
  });

  it.each(Object.keys(nativeForms))("%s reads as the table says at 0, 1, 2 and 5", (path) => {
    const words = messages.get(path);
    const forms = nativeForms[path];
    if (!words || !forms) throw new Error(`${path}: not a count message in ${language}`);
    const read = counts.map((count) => countText(words, count, languageTags[language], {}, forms.slot));
    expect(read).toEqual(forms[language]);
  });
});

describe("countText", () => {
  const words = { none: "No results", one: "1 result", other: "{count} results" };

  it("writes the number as the language does, and fills the other slots", () => {
    expect(countText(words, 123456, "te-IN")).toBe("1,23,456 results");
    expect(countText({ none: "-", other: "{n} of {total}" }, 3, "en-IN", { total: 9 }, "n")).toBe("3 of 9");
  });

  it("says `none` for nothing, though Hindi's plural rules put 0 with 1", () => {
    expect(new Intl.PluralRules("hi-IN").select(0)).toBe("one");
    expect(countText({ none: "कोई नतीजा नहीं", one: "1 नतीजा", other: "{count} नतीजे" }, 0, "hi-IN")).toBe(
      "कोई नतीजा नहीं",
    );
  });

  it("falls back to `other` where the words leave a form out", () => {
    expect(countText({ none: "कुछ नहीं", other: "{count} परिणाम" }, 1, "hi-IN")).toBe("1 परिणाम");
  });
});

describe("numbers named in running sentences", () => {
  it("are each in the plural form of every language, which their sentences are written in", () => {
    expect(factsOutOfForm()).toEqual([]);
    // The forms' limits: "Up to {limit} characters", "{limit} అక్షరాల వరకు", "{limit} अक्षरों तक".
    expect(factsOutOfForm({ ...enquiryLimits, ...claimLimits, ...surveyLimits })).toEqual([]);
  });

  it("stop the build at a figure another form would need, naming it", () => {
    expect(Object.keys(countedFacts)).toContain("replyWorkingDays");
    expect(factsOutOfForm({ replyWorkingDays: 1, insurerSettlementDays: 30, uninsuredSettlementDays: 0 })).toEqual([
      "{replyWorkingDays} is 1, but the sentences that name it are written for a number in the plural (en-IN, te-IN, hi-IN say 1 otherwise): write them for this figure in every words file, or change the figure",
      "{uninsuredSettlementDays} is 0, but the sentences that name it are written for a number in the plural (en-IN, te-IN, hi-IN say 0 otherwise): write them for this figure in every words file, or change the figure",
    ]);
  });
});
