/**
 * The editor's configuration, generated from the content's zod schemas and the data files that
 * exist (docs/decisions/016-web-editor.md). Pure: it takes the schemas as JSON Schema
 * (`z.toJSONSchema(schema, { io: "input" })`) and the files as read, and returns Sveltia CMS's
 * configuration. Nothing here names a content file or a field: a new data file, or a new key in
 * one, appears in the editor on the next build with the label and hint its schema gives it.
 *
 * - Facts (`app/content/facts/<name>.json`) are shared by every language: one file, `i18n: false`.
 * - Words (`app/content/words/<lang>/<name>.json`) are edited per language, English beside the
 *   others: `file: app/content/words/{{locale}}/<name>.json`, every field `i18n: true`.
 * - A field shows what its file holds: the keys of the English file (a words file holds only the
 *   words of an object whose facts live elsewhere). Its label, hint, pattern, length and number
 *   range come from the schema at the same place in the content tree.
 * - A list of facts whose items have a `slug` takes its words from an object keyed by slug
 *   (app/content/word-tree.ts): the editor shows one group per slug, each with the list item's fields.
 */
import type { CmsConfig, Field } from "@sveltia/cms";
import { humanize } from "../../app/content/field-names";
import { behindEnglishWidget } from "./translations-script";
import { isTypedNumberPattern, typedNumberPattern, typedNumberWords } from "./typed-numbers";

/** The part of JSON Schema (draft 2020-12, as zod 4 writes it) the editor needs. */
export type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  /** `.meta({ patternMessage })`: what the editor says when a value does not match `pattern`. */
  patternMessage?: string;
  /** `.meta({ editorWidget })`: a file name that is a picture (`image`) or a PDF (`pdf`). */
  editorWidget?: "image" | "pdf" | "text";
  /** `.meta({ mediaFolder })`: where an uploaded file goes, from the repository's root. */
  mediaFolder?: string;
  /** `.meta({ singular })` on a list: one of its items in plain words, for its add button ("Add city"). */
  singular?: string;
  /**
   * `.meta({ chosenFrom })` on an id: the key path of the list of facts whose item it names
   * (`servedCities`): the editor offers that list's items by the names English gives them.
   */
  chosenFrom?: string;
};

export type DataFile = {
  /** `facts` for a shared file, `words` for a per-language one. */
  kind: "facts" | "words";
  /** The file's name inside its folder, without `.json` (`company`, `cities/pune`). */
  name: string;
  /** The repository path; for words, the English file's. */
  path: string;
  /** The file's parsed JSON (for words, the English file). */
  value: unknown;
};

export type EditorSettings = {
  /** The content tree's schema: an object whose properties are the content's top-level keys. */
  schema: JsonSchema;
  files: DataFile[];
  locales: readonly string[];
  defaultLocale: string;
  /** `owner/name` of the GitHub repository the editor commits to. */
  repository: string;
  branch: string;
  /** The sign-in helper's address (deploy/editor-auth); without one, only a personal access token signs in. */
  authBaseUrl?: string;
  siteUrl: string;
  /** Where the image pipeline reads pictures from, so an upload gets its AVIF and WebP. */
  imageFolder: string;
  title: string;
  /**
   * The key paths (`company.phones[].number`) still written in TypeScript, the facts the words
   * are laid over. An optional key that neither they nor a data file sets is offered in the editor
   * (see `unsetOptionalKeys`); a list of words whose items are laid over a list of facts keeps its
   * length and order in the editor (see `fixedLength`).
   */
  writtenInTypeScript?: ReadonlySet<string>;
  /** Plain-word labels and hints by key path, for fields whose schema has no title yet (app/content/field-labels.ts). */
  fieldWords?: Readonly<Record<string, { label?: string; hint?: string; singular?: string }>>;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The branch of a union that fits `value`, or the schema itself. */
export function branchFor(schema: JsonSchema, value: unknown): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (schema.allOf?.length === 1) return { ...schema.allOf[0], ...withoutKeys(schema, ["allOf"]) };
  if (!branches) return schema;
  const fits = (branch: JsonSchema) => {
    const kind = Array.isArray(value) ? "array" : value === null ? "null" : typeof value;
    const type = branch.type ?? (branch.properties ? "object" : branch.items ? "array" : undefined);
    if (value === undefined) return type !== "null";
    if (kind === "number") return type === "number" || type === "integer";
    if (branch.const !== undefined) return branch.const === value;
    return type === kind || (kind === "object" && type === "object");
  };
  const chosen = branches.find(fits) ?? branches.find((branch) => branch.type !== "null") ?? branches[0] ?? {};
  return { ...branchFor(chosen, value), ...withoutKeys(schema, ["anyOf", "oneOf"]) };
}

function withoutKeys(schema: JsonSchema, keys: Array<keyof JsonSchema>): JsonSchema {
  const copy: JsonSchema = { ...schema };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The kind of a schema, after choosing a union's branch. */
function kindOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null");
  return schema.type ?? (schema.properties ? "object" : schema.items ? "array" : undefined);
}

/** A list of objects that each carry a `slug`: its words are keyed by slug (app/content/word-tree.ts). */
function isSlugList(schema: JsonSchema): boolean {
  const item = schema.items ? branchFor(schema.items, {}) : undefined;
  return kindOf(schema) === "array" && Boolean(item?.properties?.slug);
}

/**
 * The keys a field shows: those of the value (or of every item of a list), in the file's own order.
 * The editor writes keys in the order of its fields, so a file saved without a change comes back
 * byte for byte the same. Items of a list may each leave out a different optional key (one city has
 * `formerSlugs` after its `slug`, the first has none): the order is the one that keeps every item's
 * own order (`keyOrder`), not the order in which the keys first appear, which moved the key in every
 * item that has it (issue 51: one city saved was a 45-line diff).
 */
function keysOf(_schema: JsonSchema, values: unknown[]): string[] {
  return keyOrder(values.filter(isObject).map((value) => Object.keys(value)));
}

/**
 * One order of every key in `orders` that keeps each one's own order where they agree: a key comes
 * after every key some order puts before it, and otherwise where it first appears. Where two
 * orders disagree, the first seen wins.
 */
export function keyOrder(orders: readonly string[][]): string[] {
  const seen = [...new Set(orders.flat())];
  const before = new Map(seen.map((key) => [key, new Set<string>()]));
  for (const order of orders)
    for (let index = 1; index < order.length; index++)
      before.get(order[index] as string)?.add(order[index - 1] as string);
  const placed: string[] = [];
  const left = new Set(seen);
  while (left.size > 0) {
    // The first key whose predecessors are all placed; in a disagreement, the first key left.
    const next =
      [...left].find((key) => [...(before.get(key) ?? [])].every((other) => !left.has(other))) ??
      ([...left][0] as string);
    placed.push(next);
    left.delete(next);
  }
  return placed;
}

type Context = {
  i18n: boolean;
  path: string;
  settings: EditorSettings;
  missing: string[];
  /** Every key path some file or TypeScript sets (the editor's own offers added as it goes). */
  written: Set<string>;
  /** The key paths set by TypeScript or a facts file: what a words file's lists are laid over. */
  facts: ReadonlySet<string>;
  /** The words file being described (`home.json`) and where in it this field's parent sits (`pages.home`, `faq[]`). */
  file?: string;
  wordsPath?: string;
  /** This field's own place in the words file, when it is not its parent's and its name (a list's item). */
  wordsHere?: string;
};

function labelled(name: string, schema: JsonSchema): { label: string; hint?: string } {
  return { label: schema.title ?? humanize(name), ...(schema.description ? { hint: schema.description } : {}) };
}

/**
 * The editor's field for `name`, whose schema is `raw` and whose values in the files are `values`:
 * one for a key of an object, one per item for a key of a list's items. A list item's rules (the
 * `{slots}` a sentence keeps, its keys) come from what every item shares, never from the first
 * item alone: the editor applies one rule to every item, and the committed content must pass it.
 */
export function fieldFor(
  name: string,
  raw: JsonSchema | undefined,
  values: unknown[],
  context: Context,
  /** The key path the field stands for, when it is not its parent's and its name (a slug's words: `services[]`). */
  at?: string,
): Field {
  const path = at ?? (context.path ? `${context.path}.${name}` : name);
  const wordsHere = context.wordsHere ?? (context.wordsPath ? `${context.wordsPath}.${name}` : name);
  if (!raw) {
    context.missing.push(path);
    return { name, label: humanize(name), widget: "hidden" } as Field;
  }
  const present = values.filter((value) => value !== undefined);
  const value = present[0];
  const schema = branchFor(raw, value);
  const kind = kindOf(schema);
  const words = context.settings.fieldWords?.[path];
  const base = {
    name,
    ...(schema.title || !words?.label
      ? labelled(name, schema)
      : { label: words.label, ...(words.hint ? { hint: words.hint } : {}) }),
    ...(context.i18n ? { i18n: true as const } : {}),
  };
  const inner = (at: string, wordsAt = wordsHere, exact?: string): Context => ({
    ...context,
    path: at,
    wordsPath: wordsAt,
    wordsHere: exact,
  });
  const objects = present.filter(isObject);

  // Words of a slug-keyed list: one group per slug, each with the list item's fields.
  if (isSlugList(schema) && isObject(value)) {
    const item = branchFor(schema.items ?? {}, {});
    return {
      ...base,
      widget: "object",
      fields: Object.entries(value).map(([slug, words]) => ({
        ...fieldFor(slug, item, [words], inner(context.path), `${path}[]`),
        label: humanize(slug),
      })),
    } as Field;
  }
  if (kind === "object" && (objects.length > 0 || (present.length === 0 && schema.properties))) {
    const record = isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
    const merged = Object.assign({}, ...objects) as Record<string, unknown>;
    const keys =
      objects.length === 0
        ? Object.keys(schema.properties ?? {})
        : [
            ...(schema.properties ? keysOf(schema, objects) : Object.keys(merged)),
            ...unsetOptionalKeys(schema, merged, path, context),
          ];
    const of = (key: string) => objects.map((object) => object[key]);
    return {
      ...base,
      widget: "object",
      fields: keys.map((key) => {
        const own = schema.properties?.[key];
        // A record's keys are data (a term, a slug), not names in the schema.
        if (!own && record) return fieldFor(key, record, of(key), inner(path));
        // A key some items leave out is optional in the editor, whatever the schema says.
        const field = optional(fieldFor(key, own, of(key), inner(path)), schema, key);
        return objects.every((object) => key in object) ? field : ({ ...field, required: false } as Field);
      }),
    } as Field;
  }
  if (kind === "array" && (present.some(Array.isArray) || present.length === 0)) {
    const list = present.filter(Array.isArray).flat();
    const items = branchFor(schema.items ?? {}, list[0]);
    // The add button reads "Add city", not "Add Served cities": one item in plain words.
    const singular = schema.singular ?? words?.singular;
    const limits = {
      ...(singular ? { label_singular: singular } : {}),
      ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
      ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      ...(fixedOrder(path, context) ? { allow_reorder: false } : {}),
    };
    if (kindOf(items) === "object") {
      const entries = list.filter(isObject);
      const keys = entries.length > 0 ? keysOf(items, entries) : Object.keys(items.properties ?? {});
      // A folded item is shown by its name ("Tata Ace"), not by its id, the first field (issue 51).
      const shownBy = nameKeys.find((key) => key !== "id" && keys.includes(key));
      const named = context.i18n ? undefined : namingList(path, context.settings);
      // The words that name a list of facts (a city, a vehicle): the item's id is typed once, in
      // English. Telugu and Hindi show it read-only and take it from English: the save hook
      // (translations-script.ts) adds an item English added, under its id, to be translated.
      const namesFacts =
        fixedOrder(path, context) &&
        entries.length > 0 &&
        entries.every((entry) => typeof entry.id === "string" && typeof entry.name === "string");
      return {
        ...base,
        widget: "list",
        ...limits,
        ...(shownBy && keys[0] === "id" ? { summary: `{{fields.${shownBy}}}` } : {}),
        fields: keys.map((key) => {
          let field = optional(
            fieldFor(
              key,
              items.properties?.[key],
              entries.map((entry) => entry[key]),
              inner(`${path}[]`, `${wordsHere}[]`),
            ),
            items,
            key,
          );
          // The facts of an item English names elsewhere (a vehicle, a city): its id chosen by that name.
          if (named && (key === "id" || key === "slug")) field = namedChoice(field, named);
          if (namesFacts && key === "id") field = { ...field, i18n: "duplicate" } as Field;
          return entries.every((entry) => key in entry) ? field : ({ ...field, required: false } as Field);
        }),
      } as Field;
    }
    const field = fieldFor(name, items, list, inner(`${path}[]`, wordsHere, `${wordsHere}[]`));
    return { ...base, widget: "list", ...limits, field: { ...field, label: base.label } } as Field;
  }
  // An id of another list's item (a road distance's other city, an item's category): chosen by its name.
  const chosenFrom = context.i18n || !schema.chosenFrom ? undefined : namingList(schema.chosenFrom, context.settings);
  if (chosenFrom) return namedChoice(base as Field, chosenFrom, schema.description);
  return { ...base, ...leafWidget(schema, present, context.settings, base.hint, path) } as Field;
}

/**
 * Optional keys of an object that no file and no TypeScript module sets yet: offered (empty) in the
 * file that holds the object, so every key the schemas define can be filled in from the editor.
 * Each is offered once, in the first file that holds its object.
 */
function unsetOptionalKeys(
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: string,
  context: Context,
): string[] {
  const { written } = context;
  return (
    Object.entries(schema.properties ?? {})
      .filter(([key]) => !(key in value) && !schema.required?.includes(key))
      // A fixed value (`true` or nothing) is never offered: the editor could only write it wrong.
      .filter(([, child]) => branchFor(child, undefined).const === undefined)
      // Nor a map whose keys are data (`roadKmTo: { pune: 150 }`): the editor has no field for it.
      .filter(([, child]) => {
        const here = branchFor(child, undefined);
        return !(kindOf(here) === "object" && !here.properties);
      })
      .filter(([key, child]) => {
        const leaves = schemaKeyPaths(child, `${path}.${key}`);
        if (leaves.some((leaf) => written.has(leaf))) return false;
        for (const leaf of leaves) written.add(leaf);
        return true;
      })
      .map(([key]) => key)
  );
}

/**
 * Whether a list in a words file is laid item by item over a list of facts (the gallery's captions
 * over its pictures, the menu's labels over its pages). Moving an item there would give it another
 * item's fact without a word from the build, so the editor does not offer it. An item added or
 * removed in one list and not the other makes the lists' lengths differ, which the build names.
 */
function fixedOrder(path: string, context: Context): boolean {
  if (!context.i18n) return false;
  for (const fact of context.facts) if (fact.startsWith(`${path}[]`)) return true;
  return false;
}

/** The keys that name a list's item, in the order they are looked for: what a folded item shows. */
const nameKeys = ["name", "title", "label", "question", "heading"];

type NamingList = { collection: string; file: string; label: string; listPath: string };

/**
 * The English list of words that names each item of the facts list at `path` by its id
 * (`estimate.rates.vehicles`: Words › Estimate's vehicles, `{ id: "tata-ace", name: "Tata Ace" }`).
 */
function namingList(path: string, settings: EditorSettings): NamingList | undefined {
  for (const file of settings.files) {
    if (file.kind !== "words") continue;
    let here: unknown = inTree(file, settings.schema);
    for (const key of path.split(".")) here = isObject(here) ? here[key] : undefined;
    if (!Array.isArray(here) || here.length === 0) continue;
    if (!here.every((item) => isObject(item) && typeof item.id === "string" && typeof item.name === "string")) continue;
    const folder = file.name.includes("/") ? file.name.split("/")[0] : undefined;
    return {
      collection: folder ? `words-${folder}` : "words",
      file: file.name.replace(/[^a-z0-9]+/gi, "-"),
      label: humanize(file.name.split("/").pop() ?? file.name),
      // A words file names the content keys it holds; one that is a content object itself starts below it.
      listPath: isRooted(file, settings.schema) ? path : path.split(".").slice(1).join("."),
    };
  }
  return undefined;
}

/**
 * The id of a facts item, chosen by the name English gives it (`namingList`), and written as the
 * id; `description`, the schema's own hint, goes first.
 */
function namedChoice(field: Field, named: NamingList, description?: string): Field {
  const { name, label, required } = field as Field & { required?: boolean };
  return {
    name,
    label,
    hint: `${description ? `${description.replace(/([^.!?])$/, "$1.")} ` : ""}Chosen by its English name in Words › ${named.label}: a new one is named there first, then chosen here.`,
    widget: "relation",
    collection: named.collection,
    file: named.file,
    value_field: `${named.listPath}.*.id`,
    display_fields: [`${named.listPath}.*.name`],
    search_fields: [`${named.listPath}.*.name`, `${named.listPath}.*.id`],
    ...(required === false ? { required } : {}),
  } as Field;
}

/** Marks a field optional when its object's schema does not require it. */
function optional(field: Field, parent: JsonSchema, key: string): Field {
  return parent.required?.includes(key) ? field : ({ ...field, required: false } as Field);
}

/** The largest file the editor accepts for upload, said in every upload field's hint. */
export const maxUploadBytes = 10 * 1024 * 1024;
const uploadLimit = "Up to 10 MB.";

/** The widget and checks of a value that is not an object or a list. */
function leafWidget(
  schema: JsonSchema,
  values: unknown[],
  settings: EditorSettings,
  /** The field's own hint, which a number's range follows. */
  hint?: string,
  /** The field's key path (`company.samples[]`), where its choices may name its object's fields. */
  path = "",
): Record<string, unknown> {
  const kind = kindOf(schema);
  const strings = values.filter((value): value is string => typeof value === "string");
  const value = strings[0];
  if (schema.editorWidget === "image") {
    return {
      widget: "image",
      accept: "image/jpeg,image/png,image/webp",
      // A bare file name in the content, the file in the folder the image pipeline reads.
      media_folder: `/${schema.mediaFolder ?? settings.imageFolder}`,
      public_folder: "",
      hint: `${schema.description ? `${schema.description.replace(/([^.!?])$/, "$1.")} ` : ""}${schema.description?.includes("JPEG") ? "" : "JPEG, PNG or WebP. "}${uploadLimit}`,
    };
  }
  if (schema.editorWidget === "pdf") {
    return {
      widget: "file",
      accept: "application/pdf",
      hint: `${schema.description ? `${schema.description.replace(/([^.!?])$/, "$1.")} ` : ""}A PDF. ${uploadLimit}`,
      ...(schema.mediaFolder ? { media_folder: `/${schema.mediaFolder}`, public_folder: "" } : {}),
    };
  }
  if (schema.enum) return { widget: "select", options: choices(schema.enum.map(String), path, settings) };
  if (schema.const !== undefined) {
    // `z.literal(true).optional()` is `true` or left out, and a boolean widget would write `false`
    // where it is left out (measured), which the schema refuses: kept as it is, not offered.
    if (typeof schema.const === "boolean") return { widget: "hidden" };
    return { widget: "select", options: [String(schema.const)], default: String(schema.const) };
  }
  if (kind === "boolean") return { widget: "boolean" };
  if (kind === "number" || kind === "integer") {
    // A text field, not the browser's number box, which drops a comma ("2,420" saved as 420):
    // typed-numbers.ts reads what the owner writes and saves the number (decision 038).
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : undefined);
    const whole = kind === "integer";
    const { message, range } = typedNumberWords(min, schema.maximum, whole);
    return {
      widget: "string",
      hint: hint ? `${hint.replace(/([^.!?])$/, "$1.")} ${range}` : range,
      pattern: [typedNumberPattern(min, schema.maximum, whole), message],
    };
  }
  const long =
    schema.editorWidget === "text" ||
    (schema.maxLength ?? 0) > 160 ||
    strings.some((text) => text.length > 90 || text.includes("\n"));
  const example = value !== undefined && value.length <= 60 ? value : undefined;
  // `{city}`, `{price}`: the site fills them in, so every language must keep them (the build checks).
  // One rule serves every item of a list, so it asks only for the slots every item has.
  const slotsOf = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);
  const slots =
    strings.length === 0
      ? []
      : [...slotsOf(strings[0] as string)].filter((slot) => strings.every((text) => slotsOf(text).has(slot)));
  const hasSlots = strings.some((text) => slotsOf(text).size > 0);
  const allSlots = new Set(strings.flatMap((text) => [...slotsOf(text)]));
  const keepSlots = slots.length
    ? `Keep ${slots.join(" and ")} as written: the site puts in ${slots.length > 1 ? "those values" : "that value"}.`
    : undefined;
  return {
    widget: long ? "text" : "string",
    ...(keepSlots
      ? { hint: schema.description ? `${schema.description.replace(/([^.!?])$/, "$1.")} ${keepSlots}` : keepSlots }
      : {}),
    // Every slot kept, and no other written in braces: a misspelt slot ({companyNam}) is refused in
    // every item of a list, even where each paragraph has slots of its own (issue 51).
    ...(hasSlots && !schema.pattern
      ? {
          pattern: [
            `^${slots.map((slot) => `(?=[\\s\\S]*\\${slot.slice(0, -1)}\\})`).join("")}(?:[^{}]|${[...allSlots].map((slot) => `\\${slot.slice(0, -1)}\\}`).join("|")})*$`,
            keepSlots && allSlots.size === slots.length
              ? keepSlots
              : keepSlots
                ? `${keepSlots} Write any other {…} exactly as the English has it: ${[...allSlots].join(", ")}.`
                : `Write each {…} exactly as the English has it: ${[...allSlots].join(", ")}.`,
          ],
        }
      : {}),
    ...(schema.format === "email" ? { type: "email" } : schema.format === "uri" ? { type: "url" } : {}),
    // A sentence with {slots} is measured by the build once they are filled in (`{claimNoticeHours}`
    // becomes 48), so the editor, which sees the slots, leaves its length to the build.
    ...(hasSlots ? {} : lengthLimits(schema)),
    ...(schema.pattern
      ? {
          pattern: [
            schema.pattern,
            schema.patternMessage ??
              (example ? `Write it the way this one is written: ${example}` : "Not in the form this needs"),
          ],
        }
      : {}),
  };
}

/**
 * A select's choices. Where each names a field of the object that holds the list ("Still samples":
 * `payment.upiId` in the company's facts), the owner reads that field's labels ("Bank account for
 * payments › UPI ID"), and the file keeps the key.
 */
function choices(
  values: string[],
  path: string,
  settings: EditorSettings,
): Array<string | { label: string; value: string }> {
  // The nearest object above the field whose fields the choices name.
  const parts = path.split(".");
  for (let length = parts.length - 1; length > 0; length--) {
    const holder = parts.slice(0, length).join(".");
    const labels = values.map((value) => labelPath(schemaAt(settings.schema, holder), value, holder, settings));
    if (labels.some((label) => label !== undefined))
      return values.map((value, index) => ({ label: labels[index] ?? humanize(value), value }));
  }
  return values;
}

/** The schema at a key path of the content (`company`, `estimate.rates`). */
function schemaAt(root: JsonSchema, path: string): JsonSchema | undefined {
  let here: JsonSchema | undefined = root;
  for (const key of path.split(".").filter(Boolean)) {
    here = here ? branchFor(here, {}).properties?.[key.replace(/\[\]$/, "")] : undefined;
    if (here && key.endsWith("[]")) here = branchFor(here, []).items;
  }
  return here;
}

/** The labels of the field `dotted` inside `schema` ("Bank account for payments › UPI ID"), as the editor shows them. */
function labelPath(schema: JsonSchema | undefined, dotted: string, at: string, settings: EditorSettings) {
  const labels: string[] = [];
  let here = schema;
  let path = at;
  for (const key of dotted.split(".")) {
    const child = here ? branchFor(here, {}).properties?.[key] : undefined;
    if (!child) return undefined;
    path = `${path}.${key}`;
    labels.push(
      branchFor(child, undefined).title ?? child.title ?? settings.fieldWords?.[path]?.label ?? humanize(key),
    );
    here = child;
  }
  return labels.join(" › ");
}

const lengthLimits = (schema: JsonSchema) => ({
  ...(schema.minLength !== undefined && schema.minLength > 1 ? { minlength: schema.minLength } : {}),
  ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
});

/** The editor's entry for one data file: a field for each top-level key it holds. */
export function fileEntry(file: DataFile, settings: EditorSettings, outer: Context) {
  const context: Context = { ...outer, file: `${file.name}.json`, wordsPath: "" };
  const properties = settings.schema.properties ?? {};
  const value = isObject(file.value) ? file.value : {};
  const words = file.kind === "words";
  // A file names the content keys it holds; a facts file may instead be one content object itself.
  const rooted = isRooted(file, settings.schema);
  const rootKey = camelCase(file.name);
  const fields = rooted
    ? Object.entries(value).map(([key, part]) => fieldFor(key, properties[key], [part], context))
    : ((fieldFor(rootKey, properties[rootKey], [value], context) as { fields?: Field[] }).fields ?? []);
  const only =
    rooted && Object.keys(value).length === 1 ? properties[Object.keys(value)[0] as string] : properties[rootKey];
  return {
    name: file.name.replace(/[^a-z0-9]+/gi, "-"),
    // A file in a folder (cities/pune) is named by its own name: the list is already "cities".
    label:
      only?.title ??
      (rooted ? singleKeyLabel(value, settings) : undefined) ??
      humanize(file.name.split("/").pop() ?? file.name),
    ...(only?.description ? { description: only.description } : {}),
    file: words ? file.path.replace(`/words/${settings.defaultLocale}/`, "/words/{{locale}}/") : file.path,
    format: "json" as const,
    i18n: words,
    // A words page opens with what is behind English in each language, worked out in the browser
    // from the files as loaded (scripts/editor/translations-script.ts): it saves nothing.
    fields: words ? [behindEnglishField(fields), ...fields] : fields,
  };
}

/** The notice at the top of a words page, with each field's labels by key path (`faq.*.answer` → "FAQ › Answer"). */
function behindEnglishField(fields: Field[]): Field {
  const labels: Record<string, string> = {};
  const walk = (list: Field[], prefix: string, names: string[]) => {
    for (const field of list as Array<Field & { fields?: Field[]; field?: Field; label?: string }>) {
      const here = prefix ? `${prefix}.${field.name}` : field.name;
      const label = [...names, field.label ?? humanize(field.name)];
      if (field.widget === "list") {
        if (field.fields) walk(field.fields, `${here}.*`, label);
        else labels[`${here}.*`] = label.join(" › ");
      } else if (field.widget === "object" && field.fields) walk(field.fields, here, label);
      else labels[here] = label.join(" › ");
    }
  };
  walk(fields, "", []);
  return {
    name: "behindEnglish",
    label: "Beside English",
    widget: behindEnglishWidget,
    i18n: true,
    required: false,
    labels,
  } as unknown as Field;
}

/**
 * A facts file that holds one object down a chain of single keys (`estimate.catalogue`) is named by
 * the deepest of them app/content/field-labels.ts names, so two files under `estimate` are told apart.
 */
function singleKeyLabel(value: Record<string, unknown>, settings: EditorSettings): string | undefined {
  let label: string | undefined;
  let here: unknown = value;
  let path = "";
  while (isObject(here) && Object.keys(here).length === 1) {
    const key = Object.keys(here)[0] as string;
    path = path ? `${path}.${key}` : key;
    label = settings.fieldWords?.[path]?.label ?? label;
    here = here[key];
  }
  return label;
}

/** The whole configuration: the facts, the pages' words and the city pages' words as three lists. */
export function editorConfig(settings: EditorSettings): { config: CmsConfig; missing: string[] } {
  const missing: string[] = [];
  const filePaths = (files: DataFile[]) =>
    files.flatMap((file) => valueKeyPaths(inTree(file, settings.schema), settings.schema));
  const typescript = settings.writtenInTypeScript ?? new Set<string>();
  const factPaths = new Set([...typescript, ...filePaths(settings.files.filter((file) => file.kind === "facts"))]);
  const written = new Set([...factPaths, ...filePaths(settings.files)]);
  const context = (words: boolean): Context => ({
    i18n: words,
    path: "",
    settings,
    missing,
    written,
    facts: factPaths,
  });
  const group = (files: DataFile[]) =>
    files
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((file) => fileEntry(file, settings, context(file.kind === "words")));
  const facts = settings.files.filter((file) => file.kind === "facts");
  const words = settings.files.filter((file) => file.kind === "words");
  const nested = words.filter((file) => file.name.includes("/"));
  const folders = [...new Set(nested.map((file) => file.name.split("/")[0] as string))].sort();
  const collections = [
    {
      name: "facts",
      label: "Facts",
      description:
        "Phones, e-mails, registration numbers, bank details and the estimate's rates: the same in every language.",
      files: group(facts),
      i18n: false,
    },
    {
      name: "words",
      label: "Words",
      description: "What each page says, in English and beside it in every other language.",
      files: group(words.filter((file) => !nested.includes(file))),
      i18n: true,
    },
    ...folders.map((folder) => ({
      name: `words-${folder}`,
      label: `Words: ${humanize(folder).toLowerCase()}`,
      description: `What each of the ${humanize(folder).toLowerCase()} pages says, in every language.`,
      files: group(nested.filter((file) => file.name.startsWith(`${folder}/`))),
      i18n: true,
    })),
  ].filter((collection) => collection.files.length > 0);
  const config = {
    app_title: settings.title,
    site_url: settings.siteUrl,
    backend: {
      name: "github",
      repo: settings.repository,
      branch: settings.branch,
      ...(settings.authBaseUrl ? { base_url: settings.authBaseUrl } : {}),
      commit_messages: {
        update: "Website editor: update {{collection}} “{{slug}}”",
        uploadMedia: "Website editor: upload “{{path}}”",
        deleteMedia: "Website editor: delete “{{path}}”",
      },
    },
    // A picture field inside an object (`image.src`) uploads here, whatever its own folder, and
    // Sveltia writes it with this folder ("/app/assets/images/photo.jpg", measured): the content
    // keeps the file name (app/content/picture-files.ts).
    // An upload's name made safe whatever a phone or scanner called it (issue 51): small ASCII
    // letters, digits, hyphens and underscores; a name with none of them (all Telugu) gets a short id.
    slug: { encoding: "ascii", clean_accents: true },
    media_folder: settings.imageFolder,
    public_folder: "",
    // A phone's photo is 2–8 MB; the build makes the small copies visitors download.
    // No stock photo sites: the editor reaches no host but its own and GitHub's (decision 021),
    // and the gallery shows only the company's own work.
    media_libraries: {
      default: { config: { slugify_filename: true, max_file_size: maxUploadBytes } },
      stock_assets: false,
    },
    i18n: {
      structure: "multiple_files",
      locales: [...settings.locales],
      default_locale: settings.defaultLocale,
    },
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    collections,
  } as CmsConfig;
  return { config, missing };
}

/** Every key path a configuration's fields describe (`company.phones[].number`), for comparing with the schemas. */
export function configKeyPaths(config: CmsConfig, schema: JsonSchema): string[] {
  const paths = new Set<string>();
  const walk = (fields: Field[], prefix: string, at: JsonSchema | undefined) => {
    for (const field of fields as Array<Field & { fields?: Field[]; field?: Field; widget?: string }>) {
      if (field.widget === behindEnglishWidget) continue;
      const here = at ? branchFor(at, undefined) : undefined;
      const slugs = here && isSlugList(here);
      const record = here && !here.properties && isObject(here.additionalProperties);
      const childSchema = slugs
        ? branchFor(here.items ?? {}, {})
        : record
          ? (here.additionalProperties as JsonSchema)
          : here?.properties?.[field.name];
      const name = record ? "*" : field.name;
      const key = slugs ? `${prefix}[]` : prefix ? `${prefix}.${name}` : name;
      const resolved = childSchema ? branchFor(childSchema, undefined) : undefined;
      if (field.widget === "list") {
        const items = resolved?.items;
        if (field.fields) walk(field.fields, `${key}[]`, items);
        else paths.add(`${key}[]`);
      } else if (field.widget === "object" && field.fields) {
        walk(field.fields, key, childSchema);
      } else {
        paths.add(key);
      }
    }
  };
  for (const collection of config.collections ?? []) {
    for (const file of ("files" in collection ? collection.files : []) ?? []) {
      const rooted = file.fields.some((field) => field.name in (schema.properties ?? {}));
      const root = rooted ? "" : camelCase(file.name);
      walk(file.fields, root, rooted ? schema : schema.properties?.[root]);
    }
  }
  return [...paths].sort();
}

/** Every key path of a data file's value, with list items as `[]` and slug-keyed words as the list's `[]`. */
export function valueKeyPaths(value: unknown, schema: JsonSchema | undefined, prefix = ""): string[] {
  const here = schema ? branchFor(schema, value) : undefined;
  if (here && isSlugList(here) && isObject(value)) {
    const item = branchFor(here.items ?? {}, {});
    return Object.values(value).flatMap((words) => valueKeyPaths(words, item, `${prefix}[]`));
  }
  if (Array.isArray(value)) {
    const items = here?.items;
    return [...new Set(value.flatMap((item) => valueKeyPaths(item, items, `${prefix}[]`)))];
  }
  if (isObject(value)) {
    const record = here && !here.properties && isObject(here.additionalProperties);
    return Object.entries(value).flatMap(([key, item]) =>
      valueKeyPaths(
        item,
        record ? (here.additionalProperties as JsonSchema) : here?.properties?.[key],
        record ? `${prefix}.*` : prefix ? `${prefix}.${key}` : key,
      ),
    );
  }
  return [prefix];
}

/** Every leaf key path the schema defines (`company.phones[].number`). */
export function schemaKeyPaths(schema: JsonSchema, prefix = ""): string[] {
  const here = branchFor(schema, undefined);
  const branches = here.anyOf ?? here.oneOf;
  if (branches) return [...new Set(branches.flatMap((branch) => schemaKeyPaths(branch, prefix)))];
  if (kindOf(here) === "object" && here.properties) {
    return Object.entries(here.properties).flatMap(([key, child]) =>
      schemaKeyPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (kindOf(here) === "object" && isObject(here.additionalProperties)) {
    return schemaKeyPaths(here.additionalProperties as JsonSchema, `${prefix}.*`);
  }
  if (kindOf(here) === "array" && here.items) return schemaKeyPaths(here.items, `${prefix}[]`);
  return [prefix];
}

/** A data file's value where it sits in the content tree: as it is, or under its name for a file that is one content object. */
export function inTree(file: Pick<DataFile, "name" | "value">, schema: JsonSchema): unknown {
  return isRooted(file, schema) ? file.value : { [camelCase(file.name)]: file.value };
}

/**
 * Whether a file names the content keys it holds (`{ "pages": …, "services": … }`), as the words
 * files do, rather than being one content object itself. A key no schema knows is then reported.
 */
export function isRooted(file: Pick<DataFile, "name" | "value">, schema: JsonSchema): boolean {
  const keys = isObject(file.value) ? Object.keys(file.value) : [];
  return keys.some((key) => key in (schema.properties ?? {}));
}

export const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The number fields of each file of the configuration, by list and file (`facts/estimate`), as key
 * paths with `*` for a list's items: what the editor's page turns from text into numbers on save.
 */
export function numberFieldPaths(config: CmsConfig): Record<string, string[]> {
  const byFile: Record<string, string[]> = {};
  const walk = (fields: Field[], prefix: string, into: string[]) => {
    for (const field of fields as Array<Field & { fields?: Field[]; field?: Field; pattern?: [string, string] }>) {
      const here = prefix ? `${prefix}.${field.name}` : field.name;
      if (field.widget === "list") {
        if (field.fields) walk(field.fields, `${here}.*`, into);
        else if (field.field) walk([{ ...field.field, name: "*" } as Field], here, into);
      } else if (field.widget === "object" && field.fields) walk(field.fields, here, into);
      else if (field.pattern && isTypedNumberPattern(field.pattern[0])) into.push(here);
    }
  };
  for (const collection of config.collections ?? []) {
    for (const file of ("files" in collection ? collection.files : []) ?? []) {
      const paths: string[] = [];
      walk(file.fields, "", paths);
      if (paths.length) byFile[`${collection.name}/${file.name}`] = paths;
    }
  }
  return byFile;
}
