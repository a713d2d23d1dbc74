/**
 * The company's track record: the one source for these claims wherever the site or the brochure
 * makes them (the About page's statistics row, the home page, service texts). Change them here.
 */
export const trackRecord = {
  relocations: "12K+",
  clients: "8K+",
  cities: "20+",
} as const;
