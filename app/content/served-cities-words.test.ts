import { describe, expect, it } from "vitest";
import { contentAsWritten } from "./content-as-written";
import { withEditorPlaces } from "./editor-places";
import { parseEstimateContent } from "./estimate-schema";
import { parseSiteContent } from "./schema";
import { siteContentAsWritten } from "./site-content";
import { wordFiles } from "./word-files";

/** Nagpur's facts as the owner enters them in Facts › Served cities. */
const nagpur = {
  slug: "nagpur",
  region: "Central" as const,
  latitude: 21.1458,
  longitude: 79.0882,
  roadKmFromHyderabad: 500,
};
const words = {
  en: { name: "Nagpur", state: "Maharashtra" },
  te: { name: "నాగ్‌పూర్", state: "మహారాష్ట్ర" },
  hi: { name: "नागपुर", state: "महाराष्ट्र" },
} as const;

/** The word files with Nagpur's entry (and its name on the home page's strip) in the languages given. */
function filesWithNagpur(languages: Array<keyof typeof words>, onStrip = true) {
  return wordFiles.map((file) => {
    const language = file.language as keyof typeof words;
    if (!languages.includes(language)) return file;
    const copy = structuredClone(file);
    if (Array.isArray(copy.words.servedCities)) {
      copy.words.servedCities = [...copy.words.servedCities, { id: "nagpur", ...words[language] }];
    }
    if (onStrip && file.name === "home.json" && Array.isArray(copy.words.cities)) {
      copy.words.cities = [...copy.words.cities, words[language].name];
    }
    return copy;
  });
}

const site = { ...siteContentAsWritten, servedCities: [...siteContentAsWritten.servedCities, nagpur] };

describe("a served city added in the editor", () => {
  it("without its Telugu name stops the build saying, in plain words, which word and where in the editor", () => {
    const attempt = () => contentAsWritten("en", { wordFiles: filesWithNagpur(["en", "hi"]), site });
    expect(attempt).toThrow(
      'Nagpur has no name in Telugu (తెలుగు): in the editor, Words › Cities, the Telugu (te) side › Served cities, add an entry for "nagpur" (City: nagpur) with its name and state as Telugu (తెలుగు) writes them, then save (file app/content/words/te/cities.json).',
    );
    // The same message whichever language's page is being built, and nothing about the languages that have it.
    expect(attempt).not.toThrow(/Hindi|English/);
  });

  it("with its name but no state in Hindi names that one field", () => {
    const files = filesWithNagpur(["en", "te", "hi"]).map((file) => {
      if (file.language !== "hi" || !Array.isArray(file.words.servedCities)) return file;
      const copy = structuredClone(file);
      copy.words.servedCities = (copy.words.servedCities as Array<Record<string, string>>).map((entry) =>
        entry.id === "nagpur" ? { ...entry, state: " " } : entry,
      );
      return copy;
    });
    expect(() => contentAsWritten("hi", { wordFiles: files, site })).toThrow(
      /Nagpur has no state in Hindi \(हिंदी\): in the editor, Words › Cities, the Hindi \(hi\) side › Served cities, fill in the State of the entry "nagpur"/,
    );
  });

  it("whose words name a slug the facts do not have is named too", () => {
    expect(() => contentAsWritten("en", { wordFiles: filesWithNagpur(["en", "te", "hi"]) })).toThrow(
      /Words › Cities › Served cities has an entry for "nagpur", which is not a city in Facts › Served cities/,
    );
  });

  it("with its words in all three languages is valid content: a city page, the estimate and the strip have it", () => {
    for (const language of ["en", "te", "hi"] as const) {
      const written = contentAsWritten(language, { wordFiles: filesWithNagpur(["en", "te", "hi"]), site });
      const content = parseSiteContent(written.site);
      expect(content.servedCities.find((city) => city.slug === "nagpur")).toMatchObject({
        name: words[language].name,
        state: words[language].state,
        roadKmFromHyderabad: 500,
      });
      expect(parseEstimateContent(written.estimate).cities.some((city) => city.slug === "nagpur")).toBe(true);
      // Hyderabad, which leaves its road distance empty, is still the one local city.
      expect(
        content.servedCities.filter((city) => city.roadKmFromHyderabad === "local").map((city) => city.slug),
      ).toEqual(["hyderabad"]);
    }
  });

  it("left off the home page's strip is named with the strip's screen in the editor", () => {
    const written = contentAsWritten("te", { wordFiles: filesWithNagpur(["en", "te", "hi"], false), site });
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
