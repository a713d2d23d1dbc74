/**
 * Plain-word labels and hints for fields whose schema has no `.meta({ title, description })` yet,
 * by key path (`estimate.rates.vehicles[].perKm`). A schema's own title wins; these fill the gap
 * so the owner never reads a field name such as "Per km" or "Floor charge per floor per 100 cu ft".
 * The rules (numbers, ranges, patterns) still come only from the schemas.
 */
export type FieldWords = { label?: string; hint?: string; singular?: string };

const rates = "estimate.rates";

export const fieldWords: Record<string, FieldWords> = {
  gallery: {
    label: "The gallery's pictures",
    hint: "In the order the gallery shows them. A new picture needs its caption under the same id in Words › Gallery, in every language.",
  },
  "gallery[].id": {
    label: "Picture's id",
    hint: "A few words joined by hyphens (family-move-kondapur); the same id names its caption in Words › Gallery.",
  },
  estimate: {
    label: "The estimate",
    hint: "Every price the estimate, the rate card and the city pages show is worked out from these figures.",
  },
  [rates]: {
    label: "The estimate's rates",
    hint: "Rupees as you write them: 2200, 2,200 or ₹2,200. Percentages as plain numbers: 18 means 18%. Each figure's hint says the range it must lie in.",
  },
  [`${rates}.effectiveFrom`]: {
    label: "Rates apply from",
    hint: "The date, written YYYY-MM-DD; the page says “Rates as of” this date.",
  },
  [`${rates}.vehicles`]: {
    label: "Vehicles",
    hint: "From the smallest to the largest. Each vehicle's name is on the Words › Estimate screen.",
  },
  [`${rates}.vehicles[].id`]: {
    label: "Vehicle's id",
    hint: "Joins the vehicle to its name in every language; change it only together with them.",
  },
  [`${rates}.vehicles[].capacityCuFt`]: {
    label: "Carries (cubic feet, packed)",
    hint: "About 80% of its box, a whole multiple of 10.",
  },
  [`${rates}.vehicles[].minimumCharge`]: { label: "Minimum charge (₹)", hint: "Covers the first km below." },
  [`${rates}.vehicles[].includedKm`]: { label: "Km included in the minimum charge" },
  [`${rates}.vehicles[].perKm`]: {
    label: "Each km after that (₹)",
    hint: "Rupees for every km beyond the km included in the minimum charge.",
  },
  [`${rates}.sharedLoad`]: {
    label: "Part load between cities",
    hint: "Goods share a truck and pay for the space they take; used only when cheaper than a vehicle of their own.",
  },
  [`${rates}.sharedLoad.perCuFtPerKm`]: { label: "Per cubic foot per km (₹)" },
  [`${rates}.sharedLoad.minimumCuFt`]: { label: "Charged for at least (cubic feet)" },
  [`${rates}.sharedLoad.extraTransitDays`]: {
    label: "Extra days on the road",
    hint: "The truck waits until it is full.",
  },
  [`${rates}.longDistanceTaper`]: {
    label: "Cheaper km on long moves",
    hint: "Every km beyond a step costs its share of the rate; a longer move never costs less.",
  },
  [`${rates}.longDistanceTaper[].fromKm`]: { label: "From km" },
  [`${rates}.longDistanceTaper[].factor`]: { label: "Share of the km rate", hint: "0.8 means 80%." },
  [`${rates}.packingMaterialPerCuFt`]: { label: "Packing material per cubic foot (₹)" },
  [`${rates}.packingMaterialPerCuFt.standard`]: {
    label: "Standard",
    hint: "Bubble wrap, corrugated sheets, cartons and tape.",
  },
  [`${rates}.packingMaterialPerCuFt.premium`]: {
    label: "Premium",
    hint: "Adds foam sheets, double bubble wrap and wooden crates for glass and TVs.",
  },
  [`${rates}.packingLabourPerCuFt`]: {
    label: "Packing and loading, per cubic foot (₹)",
    hint: "Packing, dismantling beds and wardrobes, and loading.",
  },
  [`${rates}.unloadingPerCuFt`]: {
    label: "Unloading and unpacking, per cubic foot (₹)",
    hint: "Unloading, unpacking and putting beds and wardrobes back together.",
  },
  [`${rates}.floorChargePerFloorPer100CuFt`]: {
    label: "Stairs: per floor, per 100 cubic feet (₹)",
    hint: "Each floor above the ground without a lift, at each end.",
  },
  [`${rates}.storagePerCuFtPerDay`]: {
    label: "Storage per cubic foot per day (₹)",
    hint: "0.25 is ₹7.50 a cubic foot for 30 days.",
  },
  [`${rates}.insurance`]: { label: "Transit insurance" },
  [`${rates}.insurance.percent`]: {
    label: "Premium (% of the declared value)",
    hint: "Passed on at cost; its explanation is on the Words › Estimate screen.",
  },
  [`${rates}.gst`]: { label: "GST" },
  [`${rates}.gst.percent`]: {
    label: "GST rate (%)",
    hint: "Change its explanation in every language together with it (Words › Estimate).",
  },
  [`${rates}.gst.appliesTo`]: { label: "Lines GST is charged on" },
  [`${rates}.roadFactor`]: {
    label: "Road km per straight-line km",
    hint: "1.25: a road is a quarter longer than the straight line between two cities.",
  },
  [`${rates}.kmPerTransitDay`]: { label: "Km a loaded truck covers in a day" },
  [`${rates}.transitExtraDays`]: { label: "Days added to the quickest transit time" },
  [`${rates}.rangeSpread`]: {
    label: "Range shown around each price",
    hint: "Each line is shown from low to high times its rate.",
  },
  [`${rates}.rangeSpread.low`]: { label: "Low end (0.9 = 90%)" },
  [`${rates}.rangeSpread.high`]: { label: "High end (1.1 = 110%)" },
  [`${rates}.survey`]: { label: "When the page recommends a survey first" },
  [`${rates}.survey.aboveCuFt`]: { label: "Above this many cubic feet" },
  [`${rates}.survey.homeSizes`]: { label: "For these home sizes (their ids)" },
  [`${rates}.surcharges`]: {
    label: "Weekend and month-end extra",
    hint: "As a percentage of our charges; 0 means none; when both apply, the larger is charged.",
  },
  [`${rates}.surcharges.weekendPercent`]: { label: "Saturday or Sunday (%)" },
  [`${rates}.surcharges.monthEndPercent`]: { label: "Last days of the month (%)" },
  [`${rates}.surcharges.monthEndDays`]: { label: "How many last days of the month" },
  [`${rates}.localMove`]: { label: "A move inside one city" },
  [`${rates}.localMove.minKm`]: { label: "Shortest km the form accepts" },
  [`${rates}.localMove.maxKm`]: { label: "Longest km the form accepts" },
  [`${rates}.localMove.defaultKm`]: { label: "Km the form starts with" },
  [`${rates}.crew`]: { label: "Crew size" },
  [`${rates}.crew.cuFtPerPerson`]: { label: "One person for every (cubic feet)" },
  [`${rates}.crew.minimum`]: { label: "At least (people)" },
  [`${rates}.crew.maximum`]: { label: "At most (people)" },
  [`${rates}.distanceBands`]: {
    label: "Distance bands",
    hint: "The rate card's columns and the car and two-wheeler carrier charges. The first band is a move inside one city.",
  },
  [`${rates}.distanceBands[].id`]: { label: "Band's id", hint: "Joins the band to its label in every language." },
  [`${rates}.distanceBands[].kind`]: { label: "Inside one city or between cities" },
  [`${rates}.distanceBands[].maxKm`]: { label: "Up to km", hint: "Leave empty for the last band: no upper end." },
  [`${rates}.distanceBands[].cardKm`]: { label: "Distances the rate card prices it at" },
  [`${rates}.distanceBands[].cardKm.from`]: { label: "From km" },
  [`${rates}.distanceBands[].cardKm.to`]: { label: "To km" },
  [`${rates}.distanceBands[].carCarrier`]: { label: "Car carrier (₹)" },
  [`${rates}.distanceBands[].twoWheelerCarrier`]: { label: "Two-wheeler carrier (₹)" },
  // Cities, household items and the track record ("cities"): the rest of their labels are the schemas' titles.
  "estimate.catalogue": {
    label: "Household items",
    hint: "The things the estimate lists with the space each takes packed, their categories, and what each home size starts from. Every name is under the same id in Words › Estimate, in every language.",
  },
  "estimate.catalogue.categories": {
    label: "Categories",
    hint: "The groups the estimate lists the items in, in this order.",
  },
  "estimate.catalogue.items": {
    label: "Items",
    hint: "In the order the estimate lists them within their category. A new item needs its name under the same id in Words › Estimate, in every language.",
  },
  "estimate.catalogue.homeSizes": {
    label: "Home sizes",
    hint: "The sizes a family picks from (1 RK to a large office), each with the things it typically holds.",
  },
};

// Certificates and the site's pictures (issue 34): their facts files, facts/certifications.json,
// facts/hero-slides.json and facts/services.json, beside facts/gallery.json above.
Object.assign(fieldWords, {
  certifications: {
    label: "Certificates",
    hint: "Upload each certificate's PDF in its own item: it replaces the SAMPLE the site shows, on the card, in its picture's description and in the brochure, in every language. Its title and issuer are on the Words › Certification screen.",
  },
  "certifications[].id": {
    label: "Certificate's id",
    hint: "Joins the certificate to its words in every language; change it only together with them.",
  },
  "certifications[].verifyUrl": { label: "Where anyone can check it online (optional)" },
  heroSlides: {
    label: "Home page slides",
    hint: "Each slide's picture, in the order they show. A photograph gets the sizes each screen needs when the site is built. What each picture shows is on the Words › Home screen, under the slide's id.",
  },
  "heroSlides[].id": {
    label: "Slide's id",
    hint: "Joins the slide to its words in every language; change it only together with them.",
  },
  services: {
    label: "Services' pictures",
    hint: "Each service's picture. What it shows, and all the service's words, are on the Words › Services screen.",
  },
  "services[].slug": {
    label: "Service's address",
    hint: "Its page is /services/ and this; it joins the service to its words. Do not change it.",
  },
} satisfies Record<string, FieldWords>);

/**
 * One item of each list in plain words: the editor's add button reads "Add city", "Add picture",
 * never the list's label ("Add Served cities"). A schema's `.meta({ singular })` wins
 * (city-guides-schema.ts, pages-schema.ts); config.test.ts fails on a list that has neither.
 */
const singulars: Record<string, string> = {
  "aboutTeaser.text": "paragraph",
  "bookSurvey.booked.nextSteps": "next step",
  "bookSurvey.form.time.windows": "time window",
  "bookSurvey.purpose.changes": "change",
  "bookSurvey.purpose.paragraphs": "paragraph",
  "bookSurvey.weekdays": "weekday",
  certifications: "certificate",
  cities: "city",
  "cityPages.local.guide": "sentence",
  "claims.damage.steps": "step",
  "claims.employerBills.checks": "check",
  "claims.received.steps": "step",
  "claims.samples.invoiceLines": "invoice line",
  "claims.samples.items": "item",
  "company.emails": "e-mail address",
  "company.phones": "phone number",
  "company.samples": "sample",
  "company.social": "social media page",
  "enquiry.nextSteps": "next step",
  "estimate.catalogue.categories": "category",
  "estimate.catalogue.homeSizes": "home size",
  "estimate.catalogue.homeSizes[].items": "thing",
  "estimate.catalogue.items": "item",
  "estimate.rates.distanceBands": "distance band",
  "estimate.rates.gst.appliesTo": "line",
  "estimate.rates.longDistanceTaper": "step",
  "estimate.rates.survey.homeSizes": "home size",
  "estimate.rates.vehicles": "vehicle",
  faq: "question",
  footerLinkGroups: "link group",
  "footerLinkGroups[].links": "link",
  footerNavigation: "link",
  gallery: "picture",
  heroSlides: "slide",
  "interface.footer.translate.languages": "language",
  "interface.notFound.links": "link",
  mainNavigation: "link",
  moreNavigation: "link",
  reasons: "reason",
  servedCities: "city",
  "servedCities[].formerSlugs": "former address name",
  "servedCities[].roadKmTo": "road distance",
  services: "service",
  "services[].description": "paragraph",
  "services[].whyChooseUs": "reason",
  statistics: "figure",
  "story.paragraphs": "paragraph",
  testimonials: "testimonial",
  "verifyUs.checklist.items": "warning sign",
  "verifyUs.documents.carries": "detail",
  "verifyUs.documents.kinds": "kind of document",
  "verifyUs.documents.kinds[].alsoCarries": "detail",
  "verifyUs.payment.rules": "rule",
  "verifyUs.registration.gst.steps": "step",
  "verifyUs.registration.udyam.steps": "step",
};
for (const [path, singular] of Object.entries(singulars)) fieldWords[path] = { ...fieldWords[path], singular };
