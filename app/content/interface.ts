/**
 * The words of the site's interface that belong to no one page: the skip link, header,
 * search box, menu, footer, carousel controls, call and WhatsApp buttons, the error and not-found
 * views, and the headings and links the pages put around their content. A word in braces
 * (`{phone}`, `{query}`, `{count}`, `{company}`, `{position}`…) is filled in where the sentence is
 * shown: keep it, anywhere in the sentence; the schema names the ones each sentence needs.
 */
export const interfaceWords = {
  // The pages the not-found view offers, in order; their labels are in not-found.json, by id.
  notFound: {
    links: [
      { id: "home", page: "home" },
      { id: "services", page: "services" },
      { id: "estimate", page: "estimate" },
      { id: "contact", page: "contact" },
      { id: "certification", page: "certification" },
      { id: "gallery", page: "gallery" },
    ],
  },
  footer: {
    translate: {
      // Google Translate's code and each language's name in its own script, for the languages the
      // site is not written in; their names in the page's language are in layout.json.
      languages: [
        { id: "ta", code: "ta", name: "தமிழ்" },
        { id: "kn", code: "kn", name: "ಕನ್ನಡ" },
        { id: "ml", code: "ml", name: "മലയാളം" },
        { id: "mr", code: "mr", name: "मराठी" },
        { id: "gu", code: "gu", name: "ગુજરાતી" },
        { id: "bn", code: "bn", name: "বাংলা" },
      ],
    },
  },
};
