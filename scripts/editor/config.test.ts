import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { editorScreenOf } from "../../app/content/editor-places";
import { fieldWords } from "../../app/content/field-labels";
import { recordKey } from "../../app/content/translation-record";
import {
  configKeyPaths,
  editorConfig,
  inTree,
  type JsonSchema,
  keyOrder,
  schemaKeyPaths,
  valueKeyPaths,
} from "./config";
import { editorRuleProblems } from "./editor-rules";
import { contentJsonSchema, dataFiles, editorLocales, writtenInTypeScript } from "./sources";
import { isTypedNumberPattern } from "./typed-numbers";

const root = `${import.meta.dirname}/../..`;
const settings = {
  locales: editorLocales,
  defaultLocale: "en",
  repository: "owner/site",
  branch: "main",
  siteUrl: "https://www.example.in",
  imageFolder: "app/assets/images",
  title: "Edit",
};

type AnyField = {
  name: string;
  label: string;
  hint?: string;
  widget?: string;
  i18n?: unknown;
  pattern?: [string, string];
  fields?: AnyField[];
  field?: AnyField;
  required?: boolean;
  [key: string]: unknown;
};
/** Each entry of a configuration with the fields that hold content (not the words pages' notice of what is behind English). */
const fieldsOf = (config: ReturnType<typeof editorConfig>["config"]) =>
  (config.collections ?? [])
    .flatMap((collection) => ("files" in collection ? collection.files : []) ?? [])
    .map((file) => ({ ...file, fields: file.fields.filter((field) => field.widget !== "behind-english") }));
/** The entries as configured, the notice included. */
const entriesOf = (config: ReturnType<typeof editorConfig>["config"]) =>
  (config.collections ?? []).flatMap((collection) => ("files" in collection ? collection.files : []) ?? []);
function* allFields(fields: AnyField[]): Generator<AnyField> {
  for (const field of fields) {
    yield field;
    if (field.fields) yield* allFields(field.fields);
    if (field.field) yield* allFields([field.field]);
  }
}

describe("the editor's configuration, from a schema and the files that exist", () => {
  const schema = z.toJSONSchema(
    z.object({
      company: z
        .object({
          phone: z
            .string()
            .regex(/^\+91 \d{5} \d{5}$/)
            .meta({
              title: "Phone number",
              description: "Like +91 98480 12345",
              patternMessage: "Write +91 and ten digits",
            }),
          tagline: z.string().min(1).meta({ title: "Tagline" }),
          since: z.string().meta({ description: "Under the name" }),
          founded: z.number().int().min(1950).max(2100),
          callButtons: z.boolean().optional(),
          featured: z.literal(true).optional(),
        })
        .meta({ title: "The company" }),
      services: z.array(z.object({ slug: z.string(), rate: z.number(), title: z.string().meta({ title: "Name" }) })),
      menu: z.array(z.object({ path: z.string(), label: z.string() })),
    }),
    { io: "input" },
  ) as JsonSchema;
  const { config, missing } = editorConfig({
    ...settings,
    schema,
    files: [
      {
        kind: "facts",
        name: "company",
        path: "app/content/facts/company.json",
        value: { phone: "+91 90000 00001", founded: 2021, callButtons: true, featured: true },
      },
      {
        kind: "words",
        name: "layout",
        path: "app/content/words/en/layout.json",
        value: {
          company: { tagline: "Movers", since: "Since {foundedYear}, to {count} cities" },
          services: { packing: { title: "Packing" } },
          menu: [{ label: "Home" }],
        },
      },
    ],
    writtenInTypeScript: new Set(["services[].slug", "services[].rate", "menu[].path"]),
  });
  const [facts, words] = fieldsOf(config) as unknown as Array<{
    file: string;
    i18n: boolean;
    label: string;
    fields: AnyField[];
  }>;

  it("shows a facts file once, for every language, with the schema's labels, hints, patterns and ranges", () => {
    expect(facts?.file).toBe("app/content/facts/company.json");
    expect(facts?.i18n).toBe(false);
    expect(facts?.label).toBe("The company");
    expect(facts?.fields.map((field) => field.name)).toEqual(["phone", "founded", "callButtons", "featured"]);
    expect(facts?.fields[0]).toMatchObject({
      label: "Phone number",
      hint: "Like +91 98480 12345",
      widget: "string",
      pattern: ["^\\+91 \\d{5} \\d{5}$", "Write +91 and ten digits"],
    });
    // A number is a text box that takes it as people write it, within its range (typed-numbers.ts).
    const founded = facts?.fields[1] as { widget?: string; hint?: string; pattern?: [string, string] };
    expect(founded).toMatchObject({ widget: "string", hint: "A whole number from 1950 to 2100." });
    const year = new RegExp(founded.pattern?.[0] ?? "");
    expect(["1999", "2,021"].map((text) => year.test(text))).toEqual([true, true]);
    expect(["1949", "2101", "19.99", "20,21"].map((text) => year.test(text))).toEqual([false, false, false, false]);
    expect(founded.pattern?.[1]).toBe("Write a whole number from 1950 to 2100, like 1950");
    expect(facts?.fields[2]).toMatchObject({ widget: "boolean", required: false });
    expect(facts?.fields[2]).not.toHaveProperty("default");
    // `true` or nothing: a boolean widget would write `false`, which such a schema refuses.
    expect(facts?.fields[3]).toMatchObject({ widget: "hidden" });
  });

  it("shows a words file per language, English beside the others, and a slug-keyed list as one group per slug", () => {
    expect(words?.file).toBe("app/content/words/{{locale}}/layout.json");
    expect(words?.i18n).toBe(true);
    const [company, services] = words?.fields ?? [];
    expect(company).toMatchObject({ name: "company", widget: "object", i18n: true, label: "The company" });
    expect(company?.fields?.map((field) => field.name)).toEqual(["tagline", "since"]);
    expect(services?.fields?.[0]).toMatchObject({ name: "packing", label: "Packing", widget: "object" });
    expect(services?.fields?.[0]?.fields?.[0]).toMatchObject({ name: "title", label: "Name", i18n: true });
    expect(missing).toEqual([]);
  });

  it("asks every language to keep a sentence's {slots}, and refuses a sentence that drops one", () => {
    const since = words?.fields[0]?.fields?.[1];
    const keep = "Keep {foundedYear} and {count} as written: the site puts in those values.";
    expect(since).toMatchObject({ hint: `Under the name. ${keep}`, pattern: [expect.any(String), keep] });
    const pattern = new RegExp(since?.pattern?.[0] ?? "");
    expect(pattern.test("{count} నగరాలకు, {foundedYear} నుండి")).toBe(true);
    expect(pattern.test("Since 2021, to {count} cities")).toBe(false);
    expect(pattern.test("Since {foundedYear}, to {count} {citys}")).toBe(false);
  });

  it("keeps the order of a list of words laid item by item over a list of facts", () => {
    const menu = words?.fields.find((field) => field.name === "menu");
    expect(menu).toMatchObject({ widget: "list", allow_reorder: false });
    expect(menu).not.toHaveProperty("allow_add");
    const phones = facts?.fields.find((field) => field.name === "phone");
    expect(phones).not.toHaveProperty("allow_add");
  });

  it("names the key paths it shows the way the schema does", () => {
    expect(configKeyPaths(config, schema)).toEqual([
      "company.callButtons",
      "company.featured",
      "company.founded",
      "company.phone",
      "company.since",
      "company.tagline",
      "menu[].label",
      "services[].title",
    ]);
  });

  it("reports a key no schema defines instead of showing it", () => {
    const { missing: unknown } = editorConfig({
      ...settings,
      schema,
      files: [{ kind: "words", name: "x", path: "app/content/words/en/x.json", value: { company: { slogan: "?" } } }],
    });
    expect(unknown).toEqual(["company.slogan"]);
  });
});

describe("the order of a list's keys", () => {
  it("keeps every item's own order, though items leave out different optional keys", () => {
    const cities = [
      ["slug", "region", "latitude", "roadKmTo"],
      ["slug", "formerSlugs", "region", "latitude"],
      ["slug", "region", "latitude", "note", "roadKmTo"],
    ];
    expect(keyOrder(cities)).toEqual(["slug", "formerSlugs", "region", "latitude", "note", "roadKmTo"]);
  });

  it("takes the first seen where two items disagree", () => {
    expect(
      keyOrder([
        ["a", "b"],
        ["b", "a", "c"],
      ]),
    ).toEqual(["a", "b", "c"]);
  });
});

describe("the editor's configuration for this site", () => {
  const schema = contentJsonSchema();
  const { files } = dataFiles(root, schema);
  /** What is still written in TypeScript (app/content/*.ts): the editor cannot show it, and must not. */
  const inTypeScript = writtenInTypeScript(schema, files);
  const { config, missing } = editorConfig({ ...settings, schema, files, writtenInTypeScript: inTypeScript });
  const shown = new Set(configKeyPaths(config, schema));
  const defined = new Set(schemaKeyPaths(schema));
  const inFiles = new Set(files.flatMap((file) => valueKeyPaths(inTree(file, schema), schema)));

  it("writes every data file back as it is, in every language: a save changes only what changed (issue 51)", () => {
    // As Sveltia writes an entry: each object's keys in the order of its fields, then any others.
    const asSaved = (fields: AnyField[] | undefined, value: unknown): unknown => {
      if (Array.isArray(value)) return value.map((item) => asSaved(fields, item));
      if (typeof value !== "object" || value === null) return value;
      const object = value as Record<string, unknown>;
      const byName = new Map((fields ?? []).map((field) => [field.name, field]));
      const keys = [
        ...(fields ?? []).map((field) => field.name).filter((key) => key in object),
        ...Object.keys(object).filter((key) => !byName.has(key)),
      ];
      return Object.fromEntries(
        keys.map((key) => {
          // The translation record is written by the editor's save hook in its own order (decision 046), not by a field.
          if (key === recordKey) return [key, object[key]];
          const field = byName.get(key);
          // A slug's or a record's words: every key has the same fields.
          const child = field?.fields ?? field?.field?.fields ?? (fields && !field ? fields : undefined);
          return [key, asSaved(child, object[key])];
        }),
      );
    };
    const moved: string[] = [];
    for (const file of fieldsOf(config) as unknown as Array<{ file: string; fields: AnyField[] }>) {
      const paths = file.file.includes("{{locale}}")
        ? editorLocales.map((locale) => file.file.replace("{{locale}}", locale))
        : [file.file];
      for (const path of paths) {
        const text = readFileSync(`${root}/${path}`, "utf8");
        const saved = `${JSON.stringify(asSaved(file.fields, JSON.parse(text)), null, 2)}\n`;
        if (saved !== text) moved.push(path);
      }
    }
    expect(moved).toEqual([]);
  });

  it("shows every key of every data file, and nothing the schemas do not define", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect([...inFiles].filter((path) => !shown.has(path))).toEqual([]);
    expect([...shown].filter((path) => !defined.has(path))).toEqual([]);
  });

  it("leaves out of the editor only what the schemas define and TypeScript still writes", () => {
    // An optional key that nothing sets yet is offered in the file that holds its object; when that
    // object is still all TypeScript, the key waits there with it.
    const typeScriptObjects = new Set([...inTypeScript].map((path) => path.replace(/\.[^.]+$/, "")));
    const neither = [...defined].filter(
      (path) => !shown.has(path) && !inTypeScript.has(path) && !typeScriptObjects.has(path.replace(/\.[^.]+$/, "")),
    );
    expect(neither).toEqual([]);
  });

  it("lets every entry be saved unchanged: the committed content passes every rule the editor applies, in every language", () => {
    const problems: string[] = [];
    for (const entry of fieldsOf(config) as unknown as Array<{ file: string; i18n: boolean; fields: AnyField[] }>) {
      for (const locale of entry.i18n ? editorLocales : [settings.defaultLocale]) {
        const path = `${root}/${entry.file.replace("{{locale}}", locale)}`;
        const value: unknown = JSON.parse(readFileSync(path, "utf8"));
        for (const problem of editorRuleProblems(entry.fields as never, value))
          problems.push(`${entry.file} [${locale}] ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("asks a list's items only for the {slots} every item has, not the first item's", () => {
    const { config: listConfig } = editorConfig({
      ...settings,
      schema: z.toJSONSchema(z.object({ steps: z.array(z.object({ text: z.string() })) }), {
        io: "input",
      }) as JsonSchema,
      files: [
        {
          kind: "words",
          name: "steps",
          path: "app/content/words/en/steps.json",
          value: { steps: [{ text: "Call {phone} from {city}" }, { text: "Pay {price} in {city}" }] },
        },
      ],
    });
    const [entry] = fieldsOf(listConfig) as unknown as Array<{ fields: AnyField[] }>;
    const text = entry?.fields[0]?.fields?.[0];
    expect(text?.hint).toBe("Keep {city} as written: the site puts in that value.");
    expect(
      editorRuleProblems(entry?.fields as never, {
        steps: [{ text: "Call {phone} from {city}" }, { text: "Pay {price} in {city}" }],
      }),
    ).toEqual([]);
    expect(editorRuleProblems(entry?.fields as never, { steps: [{ text: "Pay {price}" }] })).toHaveLength(1);
    // A slot misspelt in any item is refused, even one only some items have (issue 51: {companyNam}).
    expect(
      editorRuleProblems(entry?.fields as never, {
        steps: [{ text: "Call {phon} from {city}" }, { text: "Pay {price} in {city}" }],
      }),
    ).toHaveLength(1);
  });

  it("gives every field a label, and every pattern a message in words", () => {
    const fields = fieldsOf(config).flatMap((file) => [
      ...allFields((file as unknown as { fields: AnyField[] }).fields),
    ]);
    expect(fields.length).toBeGreaterThan(100);
    for (const field of fields) {
      expect(field.label, field.name).toBeTruthy();
      if (field.pattern) expect(field.pattern[1], field.name).toMatch(/\w+ \w+/);
    }
  });

  it("names one item of every list in plain words, so its add button reads “Add city”, not “Add Served cities”", () => {
    const labelled = editorConfig({ ...settings, schema, files, writtenInTypeScript: inTypeScript, fieldWords }).config;
    const lists = fieldsOf(labelled)
      .flatMap((file) => [...allFields((file as unknown as { fields: AnyField[] }).fields)])
      .filter((field) => field.widget === "list");
    expect(lists.length).toBeGreaterThan(50);
    const unnamed = lists.filter((field) => typeof field.label_singular !== "string").map((field) => field.name);
    expect(unnamed).toEqual([]);
    for (const field of lists) {
      const singular = field.label_singular as string;
      // Lower-case words, as a person writes them after "Add": no key name, no list label.
      expect(singular, field.name).toMatch(/^[a-z][a-z -]*[a-z]$/);
      expect(singular, field.name).not.toBe(field.label.toLowerCase());
    }
    const servedCities = lists.find((field) => field.name === "servedCities");
    expect(servedCities?.label_singular).toBe("city");
    expect(lists.find((field) => field.name === "gallery")?.label_singular).toBe("picture");
  });

  it("takes a list's singular from its schema's .meta({ singular }) before field-labels.ts", () => {
    const { config: own } = editorConfig({
      ...settings,
      schema: z.toJSONSchema(
        z.object({
          tips: z.array(z.string()).meta({ singular: "tip" }),
          faq: z.array(z.object({ question: z.string() })),
        }),
        { io: "input" },
      ) as JsonSchema,
      files: [
        { kind: "facts", name: "tips", path: "app/content/facts/tips.json", value: { tips: ["Pack early"], faq: [] } },
      ],
      fieldWords: { tips: { singular: "hint" }, faq: { singular: "question" } },
    });
    const [entry] = fieldsOf(own) as unknown as Array<{ fields: AnyField[] }>;
    expect(entry?.fields.map((field) => [field.label, field.label_singular])).toEqual([
      ["Tips", "tip"],
      ["Questions and answers", "question"],
    ]);
  });

  it("labels no field by its key name: known words spelled as people write them", () => {
    const labels = fieldsOf(config).flatMap((file) =>
      [...allFields((file as unknown as { fields: AnyField[] }).fields)].map((field) => field.label),
    );
    const keyLike = labels.filter((label) =>
      /\b(?!WhatsApp|JavaScript)\w*[a-z][A-Z]|\b(Faq|Gst|Upi|Whatsapp|Url)\b/.test(label),
    );
    expect([...new Set(keyLike)]).toEqual([]);
  });

  it("shows vehicles and cities by their names, and has a city's address name chosen, not typed, in its facts (issue 51)", () => {
    const all = fieldsOf(config) as unknown as Array<{ name: string; fields: AnyField[] }>;
    const find = (file: string, name: string) =>
      [...allFields(all.find((entry) => entry.name === file)?.fields ?? [])].find((field) => field.name === name);
    // In the facts, a vehicle's and a city's id is chosen by the name English gives it.
    expect(find("estimate", "vehicles")?.fields?.find((field) => field.name === "id")).toMatchObject({
      widget: "relation",
      collection: "words",
      file: "estimate",
      value_field: "estimate.rates.vehicles.*.id",
      display_fields: ["estimate.rates.vehicles.*.name"],
    });
    expect(find("served-cities", "servedCities")?.fields?.find((field) => field.name === "slug")).toMatchObject({
      widget: "relation",
      file: "cities",
      value_field: "servedCities.*.id",
      display_fields: ["servedCities.*.name"],
    });
    // A road distance's other city and an item's category, chosen by their names, with their own hints first.
    expect(find("served-cities", "roadKmTo")?.fields?.find((field) => field.name === "city")).toMatchObject({
      widget: "relation",
      file: "cities",
      value_field: "servedCities.*.id",
      display_fields: ["servedCities.*.name"],
      hint: expect.stringMatching(/^A served city other than Hyderabad\. Chosen by its English name in Words › Cities/),
    });
    expect(find("household-items", "items")?.fields?.find((field) => field.name === "category")).toMatchObject({
      widget: "relation",
      collection: "words",
      file: "estimate",
      value_field: "estimate.catalogue.categories.*.id",
      display_fields: ["estimate.catalogue.categories.*.name"],
    });
    // In the words, a folded vehicle or city shows its name.
    const cities = all.find((entry) => entry.name === "cities")?.fields.find((field) => field.name === "servedCities");
    expect(cities).toMatchObject({ summary: "{{fields.name}}" });
    // A city's address name is typed once, in English: read-only beside it in the other languages
    // (`i18n: "duplicate"`), which take the new city from English when the page is saved.
    expect(cities?.fields?.find((field) => field.name === "id")?.i18n).toBe("duplicate");
    expect(cities?.fields?.find((field) => field.name === "name")?.i18n).toBe(true);
    // Only there: the lists of words that name a list of facts item by item.
    const duplicated = all.flatMap((entry) =>
      [...allFields(entry.fields)]
        .filter((field) => field.fields?.some((inner) => inner.i18n === "duplicate"))
        .map((field) => `${entry.name}: ${field.name}`),
    );
    expect(duplicated).toEqual(
      expect.arrayContaining(["cities: servedCities", "estimate: vehicles", "estimate: categories", "estimate: items"]),
    );
    expect(duplicated.every((list) => list.startsWith("cities:") || list.startsWith("estimate:"))).toBe(true);
    expect(find("estimate", "vehicles")).toBeDefined();
    const words = all.filter((entry) => entry.name === "estimate").map((entry) => entry.fields);
    const vehicleWords = words
      .map((fields) => [...allFields(fields)].find((field) => field.name === "vehicles" && field.i18n === true))
      .find(Boolean);
    expect(vehicleWords).toMatchObject({ summary: "{{fields.name}}" });
  });

  it("shows the served cities, household items and track record in plain words, their figures as number fields", () => {
    const labelled = editorConfig({ ...settings, schema, files, writtenInTypeScript: inTypeScript, fieldWords }).config;
    const facts = labelled.collections?.find((collection) => collection.name === "facts");
    const entries = facts && "files" in facts ? (facts.files ?? []) : [];
    type Shown = {
      name: string;
      label?: string;
      widget?: string;
      pattern?: [string, string];
      fields?: Shown[];
      field?: Shown;
    };
    const leaves = (fields: Shown[]): Shown[] =>
      fields.flatMap((field) => (field.fields ? leaves(field.fields) : field.field ? leaves([field.field]) : [field]));
    const entry = (label: string) => {
      const found = entries.find((file) => file.label === label);
      if (!found) throw new Error(`no entry "${label}" among ${entries.map((file) => file.label).join(", ")}`);
      return new Map(
        leaves(found.fields as Shown[]).map((field) => [
          field.label,
          field.pattern && isTypedNumberPattern(field.pattern[0]) ? "number" : field.widget,
        ]),
      );
    };
    expect(entry("Served cities")).toEqual(
      new Map([
        // Chosen by the city's name in Words › Cities (issue 51).
        ["Address name (slug)", "relation"],
        ["Region", "select"],
        ["Latitude (degrees north)", "number"],
        ["Longitude (degrees east)", "number"],
        ["Road distance from Hyderabad (km)", "number"],
        // Chosen by name too, not typed as a slug.
        ["Other city", "relation"],
        ["Road distance (km)", "number"],
        ["Former address names", "string"],
      ]),
    );
    const items = entry("Household items");
    expect(items.get("Space it takes packed (cu ft)")).toBe("number");
    expect(items.get("How many")).toBe("number");
    expect(items.get("Category")).toBe("relation");
    expect(entry("Track record").get("Counted since (year)")).toBe("number");
    expect(entry("Track record").get("Moves done")).toBe("string");
    // The rates keep their own entry and name.
    expect(entries.map((file) => file.label)).toContain("The estimate's rates");
  });

  it("names in the build's messages only screens the editor has, under the names it shows (issue 51)", () => {
    const labelled = editorConfig({ ...settings, schema, files, writtenInTypeScript: inTypeScript, fieldWords }).config;
    const screens = new Set(
      (labelled.collections ?? []).flatMap((collection) =>
        ("files" in collection ? (collection.files ?? []) : []).map(
          (file) => `${"label" in collection ? collection.label : ""} › ${file.label}`,
        ),
      ),
    );
    for (const file of files) {
      const first = firstLeaf(inTree(file, schema));
      if (!first) continue;
      const place = editorScreenOf(first, "en");
      expect(place?.screen, `${file.path}: ${first}`).toBeDefined();
      expect(screens, `${file.path}: ${first}`).toContain(place?.screen);
    }
  });

  it("shows “Still samples” by the labels of the fields it names, and keeps their keys in the file (issue 51)", () => {
    const labelled = editorConfig({ ...settings, schema, files, writtenInTypeScript: inTypeScript, fieldWords }).config;
    const text = JSON.stringify(labelled);
    expect(text).toContain(JSON.stringify({ label: "Bank account for payments › UPI ID", value: "payment.upiId" }));
    expect(text).toContain(JSON.stringify({ label: "GSTIN", value: "gstin" }));
  });

  it("labels the company's facts in plain words, never by their field names", () => {
    const company = schema.properties?.company;
    const untitled = schemaKeyPaths(company ?? {}).filter((path) => !titleAt(company ?? {}, path));
    expect(untitled).toEqual([]);
  });
});

/** The key path of a value's first leaf (`company.phones[0].number`). */
function firstLeaf(value: unknown, prefix = ""): string | undefined {
  if (Array.isArray(value)) return value.length ? firstLeaf(value[0], `${prefix}[0]`) : undefined;
  if (typeof value === "object" && value !== null) {
    const [key, child] = Object.entries(value)[0] ?? [];
    return key === undefined ? undefined : firstLeaf(child, prefix ? `${prefix}.${key}` : key);
  }
  return prefix;
}

/** Whether the leaf at `path` (`phones[].number`) and each object above it has a title. */
function titleAt(schema: JsonSchema, path: string): boolean {
  let here: JsonSchema | undefined = schema;
  for (const part of path.split(".")) {
    const [key = "", ...brackets] = part.split("[]");
    here = here?.properties?.[key] ?? here?.anyOf?.find((branch) => branch.properties?.[key])?.properties?.[key];
    if (!here?.title) return false;
    for (const _ of brackets) here = here?.items;
  }
  return true;
}

describe("translations behind English in the editor", () => {
  it("open every words page with the notice that works them out, which knows each field's labels and saves nothing", () => {
    const schema = z.toJSONSchema(
      z.object({
        founderQuote: z.object({ text: z.string().meta({ title: "Quote" }) }),
        faq: z.array(z.object({ answer: z.string() })).meta({ title: "Questions" }),
      }),
      { io: "input" },
    ) as JsonSchema;
    const { config } = editorConfig({
      ...settings,
      schema,
      files: [
        {
          kind: "words",
          name: "home",
          path: "app/content/words/en/home.json",
          value: { founderQuote: { text: "We pack with care." }, faq: [{ answer: "Yes." }] },
        },
      ],
    });
    const [entry] = entriesOf(config) as unknown as Array<{ fields: AnyField[] }>;
    expect(entry?.fields[0]).toMatchObject({
      widget: "behind-english",
      i18n: true,
      required: false,
      labels: { "founderQuote.text": "Founder quote › Quote", "faq.*.answer": "Questions › Answer" },
    });
    // No hint is written into the configuration any more: it would be stale after the owner's next save.
    expect(JSON.stringify(config)).not.toContain("Behind English in");
    expect(configKeyPaths(config, schema)).not.toContain("behindEnglish");
  });
});
