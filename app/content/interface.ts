/**
 * The words of the site's interface that belong to no one page's copy: the skip link, the error
 * view, the headings and links that the pages put around their content. `{phone}`, `{query}`,
 * `{count}` and `{company}` are filled in where they are shown; keep them in the sentence.
 */
import { estimateCopy } from "./estimate-copy";
import type { InterfaceCopy } from "./schema";

export const interfaceCopy: InterfaceCopy = {
  skipToContent: "Skip to main content",
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
    brochure: "Brochure",
  },
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
  },
  errorView: {
    heading: "Something went wrong",
    text: "This page could not be shown. Please reload it, or call us on {phone}: we are happy to help.",
  },
  home: {
    brochureLink: "Get Brochure",
    cityStrip: { listLabel: "Cities we move to", holdLabel: "Stop the moving list" },
  },
  serviceDetail: { carouselHeading: "All our services" },
  serviceNotFound: {
    heading: "Service not found",
    metaDescription: "We could not find that service. See all {count} services of {company}.",
    text: "We do not offer a service at this address. All {count} of our services are listed on the services page.",
    servicesLink: "See all services",
  },
  thankYou: {
    nextStepsHeading: "What happens next",
    callersHeading: "We will call from these numbers only",
    homeLink: "Back to the home page",
    servicesLink: "Read about our services",
  },
  search: {
    contactHeading: "Talk to us directly",
    contactIntro: "Tell us what you are looking for and we will answer.",
    servicesHeading: "Our services",
    resultsHeading: "Results for “{query}”",
    searching: "Searching…",
    failed: "The search could not load just now.",
    noResults: "We could not find that on the website.",
    callForHelp: "Call us on {phone} and we will help, or choose a service below.",
  },
  notFound: {
    searchLabel: "Search the site",
    searchPlaceholder: "Try: household shifting, Pune",
    searchButton: "Search",
    searchHint: 'Search for a service, a city we move to or a question, for example "car transport" or "Bangalore".',
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
