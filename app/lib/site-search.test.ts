import fc from "fast-check";
import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { content, contentFor } from "../content/content.server";
import { searchAliases } from "../content/search-aliases";
import { routedPageKeys } from "./page-registry";
import { pagePath, paths } from "./paths";
import { buildSearchDocuments, type SearchDocument, withEnglishWords } from "./search-documents";
import { createSearchIndexData, editDistance, normalize, openSiteSearch, tokenize } from "./site-search";

const documents = buildSearchDocuments(content, content.cityResultText);
// Through JSON, as the browser receives it from /search-index.json.
const search = openSiteSearch(
  JSON.parse(JSON.stringify(createSearchIndexData(documents, searchAliases, content.interface.searchStopWords))),
);
const titles = (query: string) => search(query).map((result) => result.title);

describe("the search finds what visitors type", () => {
  it.each([
    ["bangalore", "Bengaluru"],
    ["Bangaluru", "Bengaluru"],
    ["benga", "Bengaluru"],
    ["vizag", "Visakhapatnam"],
    ["visakhapatnam", "Visakhapatnam"],
    ["Vishakapatnam", "Visakhapatnam"],
    ["baroda", "Vadodara"],
    ["vadodara", "Vadodara"],
    ["wharehouse", "Warehousing"],
    ["warehouse", "Warehousing"],
    ["godown", "Warehousing"],
    ["packign", "Packing"],
    ["nasik", "Nashik"],
  ])("%s finds %s first", (query, title) => {
    expect(titles(query)[0]).toBe(title);
  });

  it("finds a served city the owner added in the editor, by its name", () => {
    const pune = content.servedCities.find((city) => city.slug === "pune");
    if (!pune) throw new Error("no Pune");
    // A city the content does not have yet (the owner may have added Nagpur already).
    const [slug = "", name = "", state = ""] =
      [
        ["nagpur", "Nagpur", "Maharashtra"],
        ["raipur", "Raipur", "Chhattisgarh"],
      ].find(([candidate]) => !content.servedCities.some((city) => city.slug === candidate)) ?? [];
    const added = { ...pune, slug, name, state, roadKmFromHyderabad: 500 };
    const withAdded = { ...content, servedCities: [...content.servedCities, added] };
    const index = createSearchIndexData(
      buildSearchDocuments(withAdded, content.cityResultText),
      searchAliases,
      content.interface.searchStopWords,
    );
    const find = openSiteSearch(JSON.parse(JSON.stringify(index)));
    expect(find(slug)[0]).toMatchObject({ title: name, href: `/cities/${slug}/` });
    expect(find(`movers to ${slug}`)[0]).toMatchObject({ title: name });
  });

  it("car shifting finds the services and the answer about moving vehicles", () => {
    const found = titles("car shifting").slice(0, 5);
    expect(found).toContain("Transportation");
    expect(found).toContain("Relocation");
    expect(found.some((title) => /car and two-wheeler/.test(title))).toBe(true);
  });

  it("bike and vehicle transport find the same services", () => {
    for (const query of ["bike shifting", "vehicle transport", "two wheeler"]) {
      expect(titles(query).slice(0, 5)).toEqual(expect.arrayContaining(["Transportation", "Relocation"]));
    }
  });

  it("finds as a word is being typed, linking each result to its page", () => {
    expect(search("pack")[0]).toMatchObject({ title: "Packing", href: paths.service("packaging") });
    expect(search("kolkata")[0]?.title).toBe("Kolkata");
  });

  it("finds exactly one result for a city's other name, and several for a common word", () => {
    expect(titles("baroda")).toEqual(["Vadodara"]);
    expect(search("insurance").length).toBeGreaterThan(1);
  });

  it("finds FAQ answers and pages, linking to where they are shown", () => {
    const [insurance] = search("transit insurance");
    expect(insurance).toMatchObject({ kind: "question", href: `${paths.home}#faq` });
    expect(search("kukatpally").some((result) => result.href === paths.contact)).toBe(true);
    expect(search(content.company.gstin)[0]?.href).toBe(pagePath("certification"));
  });

  it("price and cost find the estimate and the answer that links to it among the first three", () => {
    const priceAnswer = content.faq.find((item) => item.link?.page === "estimate");
    for (const query of ["price", "prices", "cost", "how much"]) {
      // The survey page, whose rule says what can still change the quoted price, may come between.
      const firstThree = search(query).slice(0, 3);
      expect(
        firstThree.map((result) => result.title),
        query,
      ).toContain(priceAnswer?.question);
      expect(
        firstThree.map((result) => result.href),
        query,
      ).toEqual(expect.arrayContaining([`${paths.home}#faq`, pagePath("estimate")]));
    }
  });

  it("a worried visitor's words find the claims and paperwork page", () => {
    for (const query of ["bilty", "lorry receipt", "damage claim", "IBA approved", "reimbursement"]) {
      expect(
        search(query)
          .slice(0, 5)
          .map((result) => result.href),
        query,
      ).toContain(pagePath("claimsAndPaperwork"));
    }
    expect(search("claim received").map((result) => result.href)).not.toContain(pagePath("claimReceived"));
  });

  it("lists matches for every word first, then partial matches", () => {
    const found = titles("packers in pune");
    expect(found).toContain("Pune");
    expect(found.length).toBeLessThanOrEqual(8);
  });

  it("a worried visitor's words find Verify us, and booking words the survey page; its thank-you page is not found", () => {
    const first = (query: string) => search(query)[0]?.href;
    const topThree = (query: string) =>
      search(query)
        .slice(0, 3)
        .map((result) => result.href);
    for (const query of ["fraud", "is this genuine", "advance payment", "upi", "check gstin", "bilty"]) {
      expect(first(query), query).toBe(pagePath("verifyUs"));
    }
    expect(topThree("fake movers")).toContain(pagePath("verifyUs"));
    for (const query of ["book survey", "video survey", "surveyor"]) {
      expect(first(query), query).toBe(pagePath("bookSurvey"));
    }
    expect(topThree("home visit")).toContain(pagePath("bookSurvey"));
    expect(documents.some((document) => document.href === pagePath("surveyBooked"))).toBe(false);
  });

  it("finds nothing for nonsense and for an empty box", () => {
    expect(search("xylophone")).toEqual([]);
    expect(search("   ")).toEqual([]);
    expect(search("the and of")).toEqual([]);
  });
});

describe("the index", () => {
  it("covers every service, question, city and page", () => {
    const kinds = documents.map((doc) => doc.kind);
    expect(kinds.filter((kind) => kind === "service")).toHaveLength(content.services.length);
    expect(kinds.filter((kind) => kind === "question")).toHaveLength(content.faq.length);
    expect(kinds.filter((kind) => kind === "city")).toHaveLength(content.cities.length);
    // Every page of the registry that search engines may list, but the search page itself.
    const listed = routedPageKeys(content)
      .filter((key) => !content.pages[key].noindex && key !== "search")
      .map((key) => pagePath(key));
    expect(documents.filter((doc) => doc.kind === "page").map((doc) => doc.href)).toEqual(listed);
    expect(listed).toEqual(expect.arrayContaining([paths.home, paths.about, paths.contact, pagePath("gallery")]));
    expect(listed).not.toContain(paths.thankYou);
    expect(new Set(documents.map((doc) => doc.id)).size).toBe(documents.length);
  });

  it("stops the build when an alias points at a word the site does not use", () => {
    const aliases = [...searchAliases, { typed: ["Mysore"], means: ["Mysuru"] }];
    expect(() => createSearchIndexData(documents, aliases, content.interface.searchStopWords)).toThrow(
      `searchAliases[${searchAliases.length}].means[0]: "Mysuru" appears nowhere in the content`,
    );
  });

  it("in a translated index, leaves out the meanings its words do not use instead of stopping", () => {
    const aliases = [
      { typed: ["Mysore"], means: ["Mysuru"] },
      { typed: ["warehouse"], means: ["Mysuru", "godown"] },
    ];
    const data = createSearchIndexData(documents, aliases, content.interface.searchStopWords, {
      strictAliases: false,
    });
    expect(data.aliases).toEqual([{ typed: [["warehouse"]], means: ["godown"] }]);
  });
});

it("counts typing mistakes", () => {
  expect(editDistance("wharehouse", "warehouse", 2)).toBe(1);
  expect(editDistance("packign", "packing", 2)).toBe(2);
  expect(editDistance("pune", "delhi", 2)).toBe(3);
});

describe("Telugu and Hindi", () => {
  // Pages as a Telugu and a Hindi content set would have them: NFC, with the joiner (ZWNJ) a
  // Telugu writer puts between a word and its suffix ("గోడౌన్‌లో", in the godown).
  const page = (id: string, title: string, text: string): SearchDocument => ({
    id,
    kind: "page",
    title,
    text,
    href: `/${id}/`,
    excerpt: text,
  });
  const documents = [
    page("te-godown", "గోడౌన్ నిల్వ", "మేడ్చల్‌లోని మా గోడౌన్‌లో మీ సామాను వారాలు లేదా నెలలు భద్రంగా ఉంటుంది."),
    page("te-packing", "ప్యాకింగ్", "బబుల్ ర్యాప్, అట్టపెట్టెలతో మీ సామాను ప్యాకింగ్ చేస్తాం."),
    page("te-pune", "పూణే", "హైదరాబాద్ నుండి పూణేకు ఇంటి సామాను తరలింపు."),
    page("hi-godown", "गोदाम में सामान", "मेडचल के हमारे गोदाम में आपका सामान सुरक्षित रहता है।"),
    page("hi-packing", "पैकिंग", "बबल रैप और डिब्बों में सामान की पैकिंग।"),
    page("hi-pune", "पुणे", "हैदराबाद से पुणे तक घर का सामान और फ़र्नीचर।"),
  ].map((doc) => ({ ...doc, title: doc.title.normalize("NFC"), text: doc.text.normalize("NFC") }));
  const indicSearch = openSiteSearch(
    JSON.parse(JSON.stringify(createSearchIndexData(documents, [], ["మా", "మీ", "में", "से", "का", "की"]))),
  );
  const first = (query: string) => indicSearch(query)[0]?.id;

  const zwj = "\u200d";
  const zwnj = "\u200c";
  /** The word as a phone keyboard may send it: a joiner after each virama, or the whole in NFD. */
  const typings = (word: string) => [
    word,
    word.replaceAll("\u0c4d", `\u0c4d${zwj}`).replaceAll("\u094d", `\u094d${zwj}`),
    word.replaceAll("\u0c4d", `\u0c4d${zwnj}`).replaceAll("\u094d", `\u094d${zwnj}`),
    `${word}${zwnj}`,
    word.normalize("NFD"),
    word.normalize("NFKD"),
  ];

  it.each([
    ["గోడౌన్", "te-godown"],
    ["ప్యాకింగ్", "te-packing"],
    ["పూణే", "te-pune"],
    ["गोदाम", "hi-godown"],
    ["पैकिंग", "hi-packing"],
    ["पुणे", "hi-pune"],
  ])("%s finds its page however it is typed", (word, id) => {
    for (const typed of typings(word)) expect(first(typed), JSON.stringify(typed)).toBe(id);
  });

  it("finds a word as it is typed, and with one letter wrong", () => {
    expect(first("ప్యాకి")).toBe("te-packing");
    expect(first("पैकि")).toBe("hi-packing");
    // పుణే with a short u, as it is also spelt.
    expect(first("పుణే")).toBe("te-pune");
  });

  it("matches a nukta letter typed as one character or as two", () => {
    expect(first("\u095er\u094dनीचर".replace("r", "\u0930"))).toBe("hi-pune");
    expect(first("फ़र्नीचर")).toBe("hi-pune");
  });

  it("keeps a word whole: its vowel signs and viramas are part of it", () => {
    expect(tokenize("గోడౌన్, ప్యాకింగ్। पैकिंग")).toEqual(["గోడౌన్", "ప్యాకింగ్", "पैकिंग"]);
    expect(tokenize(`ప్${zwj}యాకింగ్`)).toEqual(["ప్యాకింగ్"]);
    // MiniSearch's own tokenizer splits on spaces and punctuation only, so it keeps them too.
    expect(MiniSearch.getDefault("tokenize")("గోడౌన్ ప్యాకింగ్")).toEqual(["గోడౌన్", "ప్యాకింగ్"]);
  });

  it("leaves the language's stop words out", () => {
    expect(indicSearch("మా మీ")).toEqual([]);
    expect(indicSearch("पुणे से")[0]?.id).toBe("hi-pune");
  });
});

describe("normalize", () => {
  const letters = fc.constantFrom(
    ..."aeuūéñAZ 19గోడౌన్ప్యాకింగ్పూణేకైगोदामपैकिंगपुणेफ़क़\u095e\u0958\u200c\u200d\u200b\u00ad\ufeff".split(""),
  );
  const text = fc.string({ unit: letters, maxLength: 24 });

  it("is NFC, lower case, without joiners, and the same for the same text however it is encoded", () => {
    fc.assert(
      fc.property(text, (value) => {
        const normal = normalize(value);
        expect(normal).toBe(normal.normalize("NFC"));
        expect(normal).toBe(normal.toLowerCase());
        expect(normal).not.toMatch(/[\u200b-\u200d\u00ad\ufeff]/);
        expect(normalize(normal)).toBe(normal);
        expect(normalize(value.normalize("NFD"))).toBe(normal);
        expect(normalize(value.normalize("NFC"))).toBe(normal);
      }),
    );
  });

  it("folds Latin accents but keeps Indic vowel signs, viramas and nuktas", () => {
    expect(normalize("Bengalūru")).toBe("bengaluru");
    expect(normalize("గోడౌన్")).toBe("గోడౌన్");
    expect(normalize("फ़र्नीचर")).toBe("फ़र्नीचर".normalize("NFC"));
    expect([...normalize("पैकिंग")]).toHaveLength([..."पैकिंग"].length);
  });
});

describe.each(["te", "hi"] as const)("the search on a %s page", (language) => {
  const translated = contentFor(language);
  const documentsIn = withEnglishWords(
    buildSearchDocuments(translated, translated.cityResultText),
    buildSearchDocuments(content, content.cityResultText),
  );
  const searchIn = openSiteSearch(
    JSON.parse(
      JSON.stringify(
        createSearchIndexData(documentsIn, searchAliases, [
          ...translated.interface.searchStopWords,
          ...content.interface.searchStopWords,
        ]),
      ),
    ),
  );
  const firstHref = (query: string) => searchIn(query)[0]?.href;
  const pune = translated.servedCities.find((city) => city.slug === "pune");
  const warehousing = translated.services.find((service) => service.slug === "warehousing");

  it("leads to the pages in that language", () => {
    const results = searchIn("pune");
    // Not vacuous: an empty result would pass any "every result" check.
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((result) => result.href).filter((href) => !href.startsWith(`/${language}/`))).toEqual([]);
  });

  it.each([
    ["pune", `/${language}/cities/pune/`],
    ["Pune", `/${language}/cities/pune/`],
    ["godown", `/${language}/services/warehousing/`],
    ["bangalore", `/${language}/cities/bengaluru/`],
  ])("finds %s typed in Latin letters", (query, href) => {
    expect(firstHref(query)).toBe(href);
  });

  it("finds a city and a service by their names in the language's script, as a phone keyboard types them", () => {
    expect(firstHref(pune?.name ?? "")).toBe(`/${language}/cities/pune/`);
    expect(firstHref(`\u200c${pune?.name ?? ""}\u200d`.normalize("NFD"))).toBe(`/${language}/cities/pune/`);
    expect(firstHref(warehousing?.title ?? "")).toBe(`/${language}/services/warehousing/`);
  });
});
