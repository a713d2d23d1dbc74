/**
 * What the content claims must hold together: the site never says it has no prices while the
 * estimate publishes them, the figures' story adds up, the gallery says "photo" only when it
 * shows one, and the two small-enterprise certificates are one business's two registrations.
 */
import { describe, expect, it } from "vitest";
import { documentWordsAsWritten } from "./documents";
import { estimateContentAsWritten } from "./estimate-content";
import { siteContentAsWritten } from "./site-content";

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
  ...textsIn(siteContentAsWritten),
  ...textsIn(estimateContentAsWritten, "estimate"),
  ...textsIn(documentWordsAsWritten, "documents"),
];

describe("prices", () => {
  it("the estimate page exists, so no sentence says the website has no prices", () => {
    expect(siteContentAsWritten.pages.estimate).toBeDefined();
    const denials =
      /\bno prices?\b|prices? (?:are|is) not (?:on|shown|published|given)|(?:do not|don't|cannot|can't) (?:publish|show|give|tell)[\w ]* (?:prices?|rates?|costs?)|only after (?:a|the) survey/i;
    expect(allTexts.filter(({ text }) => denials.test(text))).toEqual([]);
  });

  it("the answer about what a move costs links to the estimate and says the written quote fixes it", () => {
    const answers = siteContentAsWritten.faq.filter((item) => /\b(?:cost|price)/i.test(`${item.question}`));
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    expect(answer?.link?.page).toBe("estimate");
    expect(answer?.answer).toMatch(/published|publish/);
    expect(answer?.answer).toMatch(/written quote/);
    expect(answer?.answer).toMatch(/free survey/);
  });
});
