/**
 * The words of the interface around the pages (interface.ts and the `interface` of the words files).
 */
import { z } from "zod";
import { navigationItemSchema } from "./navigation-schema";
import { countWords, nonEmpty, sentence, sentenceWith, stopWordList } from "./text-rules";
import { entryId } from "./validators";

export const interfaceCopySchema = z.object({
  skipToContent: nonEmpty,
  opensInNewTab: nonEmpty,
  addressDistrict: sentenceWith("district"),
  contactButtons: z.object({
    call: nonEmpty,
    callTitle: sentenceWith("phone"),
    whatsapp: nonEmpty,
    opensWhatsapp: nonEmpty,
    quote: nonEmpty,
    floatingLabel: nonEmpty,
  }),
  header: z.object({
    udyam: nonEmpty,
    udyamTitle: nonEmpty,
    gstin: nonEmpty,
    gstinTitle: nonEmpty,
    navigationLabel: nonEmpty,
    /** Names the language switcher's list of links for screen readers. */
    languagesLabel: nonEmpty,
    brochure: nonEmpty,
    logoLabel: sentenceWith("name"),
    search: z.object({ openLabel: nonEmpty, fieldLabel: nonEmpty, placeholder: nonEmpty, submit: nonEmpty }),
    menu: z.object({
      openLabel: nonEmpty,
      label: nonEmpty,
      heading: nonEmpty,
      closeLabel: nonEmpty,
      call: sentenceWith("phone"),
      /** The menu button's words on a wide screen, where the bar shows the main pages and the menu the rest. */
      more: nonEmpty,
    }),
  }),
  /** The header search box's list of suggestions and what it says when it finds nothing. */
  searchBox: z.object({
    resultsLabel: nonEmpty,
    failed: nonEmpty,
    nothingFound: sentenceWith("query"),
    callForHelp: sentenceWith("phone"),
  }),
  /** What a search result says about itself, in the header's box and on the search page. */
  searchResults: z.object({
    kinds: z.object({ service: nonEmpty, question: nonEmpty, city: nonEmpty, page: nonEmpty }),
    count: countWords("count"),
  }),
  /** Words too common to tell results apart, which the site search leaves out of what is typed. */
  searchStopWords: stopWordList,
  footer: z.object({
    aboutLabel: nonEmpty,
    udyam: nonEmpty,
    gstin: nonEmpty,
    socialLabel: nonEmpty,
    socialLink: sentenceWith("company", "network"),
    quickLinks: nonEmpty,
    emailUs: nonEmpty,
    services: nonEmpty,
    reachUs: nonEmpty,
    registeredIn: sentenceWith("legalName", "state"),
    visitors: nonEmpty,
    visitorCountLabel: nonEmpty,
    translate: z.object({
      heading: nonEmpty,
      button: nonEmpty,
      loading: nonEmpty,
      fallbackLinks: nonEmpty,
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
    }),
  }),
  /** The words every slideshow and moving strip share: their roles, positions and pause button. */
  carousel: z.object({
    roleDescription: nonEmpty,
    slideRoleDescription: nonEmpty,
    slidePosition: sentenceWith("position", "count"),
    pause: nonEmpty,
    play: nonEmpty,
    pauseLabel: sentenceWith("what"),
    playLabel: sentenceWith("what"),
  }),
  serviceCard: z.object({ readMore: nonEmpty }),
  errorView: z.object({ heading: nonEmpty, text: sentenceWith("phone") }),
  home: z.object({
    brochureLink: nonEmpty,
    hero: z.object({
      label: nonEmpty,
      slideButton: sentenceWith("position", "count"),
      /** What the pause button stops, as it reads after "Pause". */
      moving: nonEmpty,
    }),
    aboutLink: nonEmpty,
    allServicesLink: nonEmpty,
    founderContactHeading: sentenceWith("firstName"),
    cityStrip: z.object({ listLabel: nonEmpty, holdLabel: nonEmpty }),
  }),
  serviceDetail: z.object({
    /** The page's title in search results and the browser tab. */
    metaTitle: sentenceWith("service", "company"),
    descriptionHeading: sentenceWith("service"),
    whyChooseUs: nonEmpty,
    carouselKicker: nonEmpty,
    carouselHeading: nonEmpty,
    /** What the carousel's pause button stops, as it reads after "Pause". */
    carouselMoving: nonEmpty,
    /** On the service pages that lead on to the route pages (navigation.ts, serviceRoutes). */
    routes: z.object({
      heading: nonEmpty,
      intro: nonEmpty,
      route: sentenceWith("hub", "city"),
      allCities: sentenceWith("count"),
    }),
  }),
  serviceNotFound: z.object({
    heading: nonEmpty,
    metaTitle: sentenceWith("company"),
    metaDescription: sentenceWith("count", "company"),
    text: sentenceWith("count"),
    servicesLink: nonEmpty,
  }),
  thankYou: z.object({
    nextStepsHeading: nonEmpty,
    callersHeading: nonEmpty,
    homeLink: nonEmpty,
    servicesLink: nonEmpty,
  }),
  search: z.object({
    contactHeading: nonEmpty,
    contactIntro: nonEmpty,
    servicesHeading: nonEmpty,
    resultsHeading: sentenceWith("query"),
    searching: nonEmpty,
    failed: nonEmpty,
    noResults: nonEmpty,
    callForHelp: sentenceWith("phone"),
  }),
  notFound: z.object({
    searchLabel: nonEmpty,
    searchPlaceholder: nonEmpty,
    searchButton: nonEmpty,
    searchHint: nonEmpty,
    linksHeading: nonEmpty,
    links: z.array(navigationItemSchema).min(1),
    servicesHeading: nonEmpty,
    callPrompt: sentenceWith("phone"),
  }),
});

/** The error and not-found views' words for when the layout data itself is missing (error-fallback.ts). */
export const errorFallbackSchema = z.object({ heading: nonEmpty, text: nonEmpty, notFoundTitle: nonEmpty });
