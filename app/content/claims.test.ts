/**
 * What the content claims must hold together: the site never says it has no prices while the
 * estimate publishes them, the figures' story adds up, the gallery says "photo" only when it
 * shows one, and the two small-enterprise certificates are one business's two registrations.
 */

import { describe, expect, it } from "vitest";
import { udyamStartDate } from "./certifications-schema";
import { proprietorYearsInTrade, yearsInBusiness } from "./company";
import { documentWords } from "./content.server";
import { contentAsWritten } from "./content-as-written";
import { parseSiteContent } from "./schema";
import { trackRecord } from "./track-record";
import galleryEnglish from "./words/en/gallery.json";

const englishAsWritten = contentAsWritten("en");
/** Both sets of the gallery page's words (the page shows one of them). */
const { galleryPageWords } = galleryEnglish;

/** Every text in a content object, with where it is. */
function textsIn(value: unknown, path = ""): Array<{ path: string; text: string }> {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const allTexts = [
  ...textsIn(englishAsWritten.site),
  ...textsIn(englishAsWritten.estimate, "estimate"),
  ...textsIn(documentWords, "documents"),
];

describe("prices", () => {
  it("the estimate page exists, so no sentence says the website has no prices", () => {
    expect(englishAsWritten.site.pages.estimate).toBeDefined();
    const denials =
      /\bno prices?\b|prices? (?:are|is) not (?:on|shown|published|given)|(?:do not|don't|cannot|can't) (?:publish|show|give|tell)[\w ]* (?:prices?|rates?|costs?)|only after (?:a|the) survey/i;
    expect(allTexts.filter(({ text }) => denials.test(text))).toEqual([]);
  });

  it("the answer about what a move costs links to the estimate and says the written quote fixes it", () => {
    const answers = englishAsWritten.site.faq.filter((item) => /\b(?:cost|price)/i.test(`${item.question}`));
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    expect(answer?.link?.page).toBe("estimate");
    expect(answer?.answer).toMatch(/published|publish/);
    expect(answer?.answer).toMatch(/written quote/);
    expect(answer?.answer).toMatch(/free survey/);
  });
});

describe("the figures' story", () => {
  const { company, statistics, aboutWords } = englishAsWritten.site;
  /** "12K+" as 12000. */
  const figure = (value: string) => Number.parseFloat(value) * (value.includes("K") ? 1000 : 1);

  it("puts the proprietor in the trade first, then his own crew, then the company under its name", () => {
    expect(company.proprietor.inTradeSince).toBeLessThan(trackRecord.countedSince);
    expect(trackRecord.countedSince).toBeLessThan(company.foundedYear);
  });

  it("makes 'more than a decade' the proprietor's years, and '5+ years' the company's", () => {
    expect(proprietorYearsInTrade).toBeGreaterThan(10);
    const decade = allTexts.filter(({ text }) => /more than a decade/i.test(text));
    expect(decade.length).toBeGreaterThan(0);
    for (const { path, text } of decade) expect(text, path).toContain(company.proprietor.name);
    // The original's "5+ Years of Trusted Service" is the company's, worked out from its start.
    expect(statistics.at(-1)?.value).toBe(`${yearsInBusiness}+`);
    expect(yearsInBusiness).toBeGreaterThanOrEqual(5);
  });

  it("counts fewer clients than relocations, and says what each figure counts", () => {
    expect(figure(trackRecord.clients)).toBeLessThan(figure(trackRecord.relocations));
    expect(aboutWords.statisticsNote).toContain(String(trackRecord.countedSince));
    // Over the years counted, the moves a day the relocations figure means stay a crew's work.
    const days = (new Date().getFullYear() - trackRecord.countedSince) * 365;
    expect(figure(trackRecord.relocations) / days).toBeLessThan(4);
  });
});

describe("the small-enterprise certificates", () => {
  const { certifications, company } = englishAsWritten.site;

  it("are one business's Udyog Aadhaar memorandum and the Udyam registration that replaced it", () => {
    const uam = certifications.filter((certificate) => certificate.kind === "uam");
    const udyam = certifications.filter((certificate) => certificate.kind === "udyam");
    expect(uam).toHaveLength(1);
    expect(udyam).toHaveLength(1);
    expect(udyam[0]?.number).toBe(company.udyamNumber);
    expect(uam[0]?.number).toMatch(/^TS[0-9]{2}[A-Z][0-9]{7}$/);
    expect((uam[0]?.issuedOn ?? udyamStartDate) < udyamStartDate).toBe(true);
    expect((udyam[0]?.issuedOn ?? "") >= udyamStartDate).toBe(true);
    expect(uam[0]?.title).toMatch(/Udyog Aadhaar/);
    expect(uam[0]?.note).toContain(company.udyamNumber);
    // The memorandum belongs to the crew's years: after the crew began, before the company's own name.
    const uamYear = Number(uam[0]?.issuedOn.slice(0, 4));
    expect(uamYear).toBeGreaterThanOrEqual(trackRecord.countedSince);
    expect(uamYear).toBeLessThan(company.foundedYear);
  });

  it("the content schema refuses a second Udyam number", () => {
    const copy = structuredClone(englishAsWritten.site);
    const uam = copy.certifications.find((certificate) => certificate.kind === "uam");
    if (!uam) throw new Error("no Udyog Aadhaar certificate");
    uam.kind = "udyam";
    uam.number = "UDYAM-TS-20-0034567";
    uam.issuedOn = "2023-08-09";
    expect(() => parseSiteContent(copy)).toThrow(/must be the company's Udyam number/);
  });
});

describe("pictures", () => {
  const { gallery, pages, heroSlides, services } = englishAsWritten.site;
  const saysPhoto = (text: string) => /\bphoto(?:s|graphs?)?\b/i.test(text);

  it("the gallery's title, heading and description say photo only when it shows a photograph", () => {
    const hasPhoto = gallery.some((item) => item.kind === "photo");
    const { title, heading, description } = pages.gallery ?? { title: "", heading: "", description: "" };
    for (const text of [title, heading, description]) expect(saysPhoto(text), text).toBe(hasPhoto);
    // And the words for the day the owner adds a photograph say it.
    expect(saysPhoto(galleryPageWords.withPhotos.heading)).toBe(true);
    const { drawingsOnly } = galleryPageWords;
    for (const text of [drawingsOnly.title, drawingsOnly.heading, drawingsOnly.description]) {
      expect(saysPhoto(text), text).toBe(false);
    }
  });

  it("marks every drawing as one, where it is shown and to screen readers", () => {
    const drawings = gallery.filter((item) => item.kind === "drawing");
    for (const item of drawings) expect(item.image.alt, item.image.src).toMatch(/^Drawing\b/);
    const svgs = [...heroSlides.map((slide) => slide.image), ...services.map((service) => service.image)].filter(
      (image) => image.src.endsWith(".svg"),
    );
    for (const image of svgs) expect(image.alt, image.src).toMatch(/^Drawing\b/);
  });

  it("a drawing's caption names no particular job: no place, date or customer", () => {
    const places = [...englishAsWritten.site.cities, "Gachibowli", "Kukatpally", "Miyapur", "Kondapur"];
    for (const item of gallery.filter((entry) => entry.kind === "drawing")) {
      for (const place of places) expect(item.caption, item.image.src).not.toContain(place);
      expect(item.caption).not.toMatch(/\bcustomer's\b|\bovernight\b|\b(?:19|20)\d\d\b/);
    }
  });
});

describe("words", () => {
  it("the enquiry form's hints say what a field is for, not its character limit", () => {
    const { name, phone, email, message } = englishAsWritten.site.enquiry.fields;
    for (const hint of [name.hint, phone.hint, email.hint, message.hint, ...Object.values(message.hintWithCount)]) {
      expect(hint).not.toMatch(/\bup to \{limit\}|\{limit\} characters/i);
    }
  });
});
