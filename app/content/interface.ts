/**
 * The words of the site's interface that belong to no one page's copy: the skip link, header,
 * search box, menu, footer, carousel controls, call and WhatsApp buttons, the error and not-found
 * views, and the headings and links the pages put around their content. A word in braces
 * (`{phone}`, `{query}`, `{count}`, `{company}`, `{position}`…) is filled in where the sentence is
 * shown: keep it, anywhere in the sentence; the schema names the ones each sentence needs.
 */
import { estimateCopy } from "./estimate-copy";
import type { InterfaceCopy } from "./schema";

export const interfaceCopy: Omit<InterfaceCopy, "thankYou"> = {
  skipToContent: "Skip to main content",
  /** After a link that opens in a new tab, for screen readers. */
  opensInNewTab: "(opens in a new tab)",
  /** An office's district in its address. */
  addressDistrict: "{district} district",
  contactButtons: {
    call: "Call now",
    callTitle: "Call {phone}",
    whatsapp: "WhatsApp us",
    opensWhatsapp: "(opens WhatsApp)",
    quote: "Get a free quote",
    floatingLabel: "Call or WhatsApp us",
  },
  header: {
    udyam: "Udyam",
    udyamTitle: "Udyam (MSME) registration number",
    gstin: "GSTIN",
    gstinTitle: "Goods and Services Tax Identification Number",
    navigationLabel: "Main",
    languagesLabel: "Languages",
    brochure: "Brochure",
    logoLabel: "{name}, home",
    search: {
      openLabel: "Search",
      fieldLabel: "Search services, cities and questions",
      placeholder: "Search: warehousing, Pune, insurance…",
      submit: "Search",
    },
    menu: {
      openLabel: "Open menu",
      label: "Main menu",
      heading: "Menu",
      closeLabel: "Close menu",
      call: "Call {phone}",
      more: "More",
    },
  },
  searchBox: {
    resultsLabel: "Search results",
    failed: "The search could not load just now. Press Enter to search on the search page instead",
    nothingFound: "Nothing found for “{query}”. Try another word, like a service or a city",
    callForHelp: ", or call us on {phone} and we will help.",
  },
  searchResults: {
    kinds: { service: "Service", question: "Question", city: "City we serve", page: "Page" },
    /** By plural form (see countWords in text-rules.ts): "one" is said for 1, "other" for 2 and more. */
    count: { none: "No results", one: "1 result", other: "{count} results" },
  },
  /** Ignored in what a visitor types: "movers in pune" is a search for "movers pune". */
  searchStopWords:
    "a an and are as at be by can do for from i in is it me my of on or our the this to we with you your".split(" "),
  footer: {
    aboutLabel: "About the company",
    udyam: "Udyam no.",
    gstin: "GSTIN",
    socialLabel: "Social media",
    socialLink: "{company} on {network} (opens in a new tab)",
    quickLinks: "Quick links",
    emailUs: "E-mail us",
    services: "Our services",
    reachUs: "Reach us",
    registeredIn: "© {legalName}. Registered in {state}.",
    visitors: "Visitors:",
    visitorCountLabel: "Visitor count on this browser",
    translate: {
      heading: "Read this page in your language",
      button: "Translate",
      loading: "Loading translator…",
      fallbackLinks: "Open this page in Google Translate",
      languageLink: "({language}, opens Google Translate)",
      // Each language's name is written in its own script, as its readers look for it.
      languages: [
        { code: "hi", name: "हिन्दी", english: "Hindi" },
        { code: "te", name: "తెలుగు", english: "Telugu" },
        { code: "ta", name: "தமிழ்", english: "Tamil" },
        { code: "kn", name: "ಕನ್ನಡ", english: "Kannada" },
        { code: "mr", name: "मराठी", english: "Marathi" },
      ],
    },
  },
  carousel: {
    roleDescription: "carousel",
    slideRoleDescription: "slide",
    slidePosition: "{position} of {count}",
    pause: "Pause",
    play: "Play",
    pauseLabel: "Pause {what}",
    playLabel: "Play {what}",
  },
  serviceCard: { readMore: "Read more" },
  errorView: {
    heading: "Something went wrong",
    text: "This page could not be shown. Please reload it, or call us on {phone}: we are happy to help.",
  },
  home: {
    brochureLink: "Get Brochure",
    hero: { label: "Highlights", slideButton: "Slide {position} of {count}", moving: "slideshow" },
    aboutLink: "More about us",
    allServicesLink: "See all services",
    founderContactHeading: "Speak to {firstName} and the team",
    cityStrip: { listLabel: "Cities we move to", holdLabel: "Stop the moving list" },
  },
  serviceDetail: {
    metaTitle: "{service} | {company}",
    descriptionHeading: "About our {service} service",
    whyChooseUs: "Why choose us",
    carouselKicker: "Everything we do",
    carouselHeading: "All our services",
    carouselMoving: "the moving service cards",
    routes: {
      heading: "Moving to another city?",
      intro:
        "Each route we run from Hyderabad has its own page: the distance by road, the days on the way, what a move costs and what to plan.",
      route: "{hub} to {city}",
      allCities: "All {count} cities we serve",
    },
  },
  serviceNotFound: {
    heading: "Service not found",
    metaTitle: "Service not found | {company}",
    metaDescription: "We could not find that service. See all {count} services of {company}.",
    text: "We do not offer a service at this address. All {count} of our services are listed on the services page.",
    servicesLink: "See all services",
  },
  search: {
    contactHeading: "Talk to us directly",
    contactIntro: "Tell us what you are looking for and we will answer.",
    servicesHeading: "Our services",
    resultsHeading: "Results for “{query}”",
    searching: "Searching…",
    failed: "The search could not load just now. Please try again in a moment.",
    noResults: "We could not find that on our website.",
    callForHelp: "Call us on {phone} and we will help, or choose a service below.",
  },
  notFound: {
    searchLabel: "Search the site",
    searchPlaceholder: "Try: household shifting, Pune",
    searchButton: "Search",
    searchHint: 'Search for a service, a city we move to or a question, for example "car transport" or "Bengaluru".',
    linksHeading: "Where would you like to go?",
    links: [
      { label: "Home", page: "home" },
      { label: "Our services", page: "services" },
      { label: estimateCopy.callToAction, page: "estimate" },
      { label: "Contact us", page: "contact" },
      { label: "Certification", page: "certification" },
      { label: "Gallery", page: "gallery" },
    ],
    servicesHeading: "Our services",
    callPrompt: "Planning a move? Call us on {phone}.",
  },
};
