import { describe, expect, it } from "vitest";
import { contentAsWritten } from "./content-as-written";
import { withEditorPlaces } from "./editor-places";
import { parseEstimateContent } from "./estimate-schema";
import { parseSiteContent } from "./schema";
import { siteContentAsWritten } from "./site-content";
import { wordFiles } from "./word-files";

/**
 * A city the owner adds in Facts › Served cities, with its name and state as each language writes
 * them: Nagpur, or Raipur where the owner has added Nagpur already (the content is theirs, issue 51).
 */
const candidates = [
  {
    facts: {
      slug: "nagpur",
      region: "Central" as const,
      latitude: 21.1458,
      longitude: 79.0882,
      roadKmFromHyderabad: 500,
    },
    words: {
      en: { name: "Nagpur", state: "Maharashtra" },
      te: { name: "నాగ్‌పూర్", state: "మహారాష్ట్ర" },
      hi: { name: "नागपुर", state: "महाराष्ट्र" },
    },
  },
  {
    facts: {
      slug: "raipur",
      region: "Central" as const,
      latitude: 21.2514,
      longitude: 81.6296,
      roadKmFromHyderabad: 780,
    },
    words: {
      en: { name: "Raipur", state: "Chhattisgarh" },
      te: { name: "రాయ్‌పూర్", state: "ఛత్తీస్‌గఢ్" },
      hi: { name: "रायपुर", state: "छत्तीसगढ़" },
    },
  },
];
const newCity = candidates.find(
  (candidate) => !siteContentAsWritten.servedCities.some((city) => city.slug === candidate.facts.slug),
);
if (!newCity) throw new Error("the content has every candidate city already: add another here");
const facts = newCity.facts;
const words = newCity.words;
const slug = facts.slug;

/** The word files with the new city's entry (and its name on the home page's strip) in the languages given. */
function filesWithNewCity(languages: Array<keyof typeof words>, onStrip = true) {
  return wordFiles.map((file) => {
    const language = file.language as keyof typeof words;
    if (!languages.includes(language)) return file;
    const copy = structuredClone(file);
    if (Array.isArray(copy.words.servedCities)) {
      copy.words.servedCities = [...copy.words.servedCities, { id: slug, ...words[language] }];
    }
    if (onStrip && file.name === "home.json" && Array.isArray(copy.words.cities)) {
      copy.words.cities = [...copy.words.cities, words[language].name];
    }
    return copy;
  });
}

const site = { ...siteContentAsWritten, servedCities: [...siteContentAsWritten.servedCities, facts] };

describe("a served city added in the editor", () => {
  it("without its Telugu name stops the build saying, in plain words, which word and where in the editor", () => {
    const attempt = () => contentAsWritten("en", { wordFiles: filesWithNewCity(["en", "hi"]), site });
    expect(attempt).toThrow(
      `${words.en.name} has no name in Telugu (తెలుగు): in the editor, open Words › Cities and save it once, which adds the entry "${slug}" to every side as the left side has it; then in Words › Cities, the Telugu (te) side › Served cities write its City's name and State as Telugu (తెలుగు) writes them, and save (file app/content/words/te/cities.json).`,
    );
    // The same message whichever language's page is being built, and nothing about the languages that have it.
    expect(attempt).not.toThrow(/Hindi|English/);
  });

  it("with its name but no state in Hindi names that one field", () => {
    const files = filesWithNewCity(["en", "te", "hi"]).map((file) => {
      if (file.language !== "hi" || !Array.isArray(file.words.servedCities)) return file;
      const copy = structuredClone(file);
      copy.words.servedCities = (copy.words.servedCities as Array<Record<string, string>>).map((entry) =>
        entry.id === slug ? { ...entry, state: " " } : entry,
      );
      return copy;
    });
    expect(() => contentAsWritten("hi", { wordFiles: files, site })).toThrow(
      `${words.en.name} has no state in Hindi (हिंदी): in the editor, Words › Cities, the Hindi (hi) side › Served cities, fill in the State of the entry "${slug}"`,
    );
  });

  it("whose words name a slug the facts do not have is named too", () => {
    expect(() => contentAsWritten("en", { wordFiles: filesWithNewCity(["en", "te", "hi"]) })).toThrow(
      `Words › Cities › Served cities has an entry for "${slug}", which is not a city in Facts › Served cities`,
    );
  });

  it("with its words in all three languages is valid content: a city page, the estimate and the strip have it", () => {
    for (const language of ["en", "te", "hi"] as const) {
      const written = contentAsWritten(language, { wordFiles: filesWithNewCity(["en", "te", "hi"]), site });
      const content = parseSiteContent(written.site);
      expect(content.servedCities.find((city) => city.slug === slug)).toMatchObject({
        name: words[language].name,
        state: words[language].state,
        roadKmFromHyderabad: facts.roadKmFromHyderabad,
      });
      expect(parseEstimateContent(written.estimate).cities.some((city) => city.slug === slug)).toBe(true);
      // Hyderabad, which leaves its road distance empty, is still the one local city.
      expect(
        content.servedCities.filter((city) => city.roadKmFromHyderabad === "local").map((city) => city.slug),
      ).toEqual(["hyderabad"]);
    }
  });

  it("left off the home page's strip is named with the strip's screen in the editor", () => {
    const written = contentAsWritten("te", { wordFiles: filesWithNewCity(["en", "te", "hi"], false), site });
    let message = "";
    try {
      parseSiteContent(written.site);
    } catch (error) {
      message = withEditorPlaces((error as Error).message, "te");
    }
    expect(message).toContain(`cities: ${words.te.name} is not in the home page's strip of cities`);
    expect(message).toMatch(
      /In the editor: Words › Home, the .+ \(te\) side › Cities \(file app\/content\/words\/te\/home\.json\)/,
    );
  });
});
