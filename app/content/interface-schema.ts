/**
 * The words of the interface around the pages (interface.ts and the `interface` of the words files).
 */
import { z } from "zod";
import { navigationItemSchema } from "./navigation-schema";
import { countWords, nonEmpty, sentenceWith, stopWordList } from "./text-rules";
import { entryId } from "./validators";
import englishHome from "./words/en/home.json" with { type: "json" };
import englishLayout from "./words/en/layout.json" with { type: "json" };
import englishNotFound from "./words/en/not-found.json" with { type: "json" };
import englishSearch from "./words/en/search.json" with { type: "json" };
import englishServices from "./words/en/services.json" with { type: "json" };
import englishThankYou from "./words/en/thank-you.json" with { type: "json" };
import { wordsShape } from "./words-shape";

/** The interface's words in English, gathered from the words files that hold them. */
const englishInterface = {
  ...englishLayout.interface,
  ...englishHome.interface,
  ...englishNotFound.interface,
  ...englishSearch.interface,
  ...englishServices.interface,
  ...englishThankYou.interface,
};

/** What the interface's words must be beyond what English has: the slots each sentence keeps, and the facts in them. */
const interfaceRules = {
  addressDistrict: sentenceWith("district"),
  contactButtons: { callTitle: sentenceWith("phone") },
  header: {
    logoLabel: sentenceWith("name"),
    menu: { call: sentenceWith("phone") },
  },
  searchBox: {
    nothingFound: sentenceWith("query"),
    callForHelp: sentenceWith("phone"),
  },
  searchResults: { count: countWords("count") },
  /** Words too common to tell results apart, which the site search leaves out of what is typed. */
  searchStopWords: stopWordList,
  footer: {
    socialLink: sentenceWith("company", "network"),
    registeredIn: sentenceWith("legalName", "state"),
    translate: {
      languageLink: sentenceWith("language"),
      languages: z
        .array(
          z.object({
            id: entryId,
            /** Google Translate's code for the language. */
            code: z.string().regex(/^[a-z]{2,3}$/, "must be a language code like hi"),
            /** The language's name in its own script. */
            name: nonEmpty,
            /** Its name in the page's language, for screen readers. */
            label: nonEmpty,
          }),
        )
        .min(1),
    },
  },
  /** The words every slideshow and moving strip share: their roles, positions and pause button. */
  carousel: {
    slidePosition: sentenceWith("position", "count"),
    pauseLabel: sentenceWith("what"),
    playLabel: sentenceWith("what"),
  },
  errorView: { text: sentenceWith("phone") },
  home: {
    hero: { slideButton: sentenceWith("position", "count") },
    founderContactHeading: sentenceWith("firstName"),
  },
  serviceDetail: {
    /** The page's title in search results and the browser tab. */
    metaTitle: sentenceWith("service", "company"),
    descriptionHeading: sentenceWith("service"),
    /** On the service pages that lead on to the route pages (navigation.ts, serviceRoutes). */
    routes: {
      route: sentenceWith("hub", "city"),
      allCities: countWords("count"),
    },
  },
  serviceNotFound: {
    metaTitle: sentenceWith("company"),
    metaDescription: countWords("count", { needs: ["company"] }),
    text: countWords("count"),
  },
  search: {
    resultsHeading: sentenceWith("query"),
    callForHelp: sentenceWith("phone"),
  },
  notFound: {
    links: z.array(navigationItemSchema).min(1),
    callPrompt: sentenceWith("phone"),
  },
};

/**
 * The interface's words: every key English has (a new label needs no change here), with the
 * rules above. The not-found view's links and the translate languages are facts (interface.ts).
 */
export const interfaceWordsSchema = wordsShape(englishInterface, interfaceRules, "interface");

/** The error and not-found views' words for when the layout data itself is missing (error-fallback.ts). */
export const errorFallbackSchema = z.object({ heading: nonEmpty, text: nonEmpty, notFoundTitle: nonEmpty });
