/**
 * Where the owner fixes a content mistake the build found: the editor's screen (its list and entry,
 * as scripts/editor/config.ts names them), the field's label path from the schemas' `.meta()`
 * titles, the field's hint, and the file. Used only when the build fails (content.server.ts), so
 * none of this runs for a good build and none of it reaches a page.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { claimsContentSchema } from "./claims-schema";
import { parseContentJson } from "./content-errors";
import { documentWordsSchema } from "./documents-schema";
import { estimateContentSchema } from "./estimate-schema";
import { fieldWords } from "./field-labels";
import { humanize } from "./field-names";
import { type Language, languageForReplies, sourceLanguage } from "./languages";
import { siteContentSchema } from "./schema";
import { wordFiles } from "./word-files";
import { wordsScreen } from "./words-screen";

type JsonSchema = {
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `whatsappNumber` -> "Whatsapp number": the editor's label for a field without a title. */

/** `heroSlides[0].alt` -> ["heroSlides", 0, "alt"]. */
export function pathParts(path: string): Array<string | number> {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) =>
    match[2] !== undefined ? Number(match[2]) : (match[1] as string),
  );
}

let contentSchema: JsonSchema | undefined;
/** The whole content's JSON Schema, as the editor is generated from it. */
export function schemaOfContent(): JsonSchema {
  const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  contentSchema ??= {
    properties: {
      ...json(siteContentSchema).properties,
      estimate: json(estimateContentSchema),
      claims: json(claimsContentSchema),
      documents: json(documentWordsSchema),
    },
  };
  return contentSchema;
}

const resolved = (schema: JsonSchema | undefined): JsonSchema | undefined => {
  const branch = schema?.allOf?.[0] ?? (schema?.anyOf ?? schema?.oneOf)?.find((one) => one.properties || one.items);
  return branch ? { ...branch, ...(schema?.title ? { title: schema.title } : {}) } : schema;
};

/** The editor's labels down to the field at `parts`, and the field's hint. */
export function labelsAt(schema: JsonSchema, parts: Array<string | number>): { labels: string[]; hint?: string } {
  const labels: string[] = [];
  let here: JsonSchema | undefined = schema;
  let hint: string | undefined;
  let path = "";
  for (const part of parts) {
    here = resolved(here);
    if (typeof part === "number") {
      labels.push(`item ${part + 1}`);
      here = here?.items;
      path += "[]";
      continue;
    }
    const record = isObject(here?.additionalProperties) ? (here?.additionalProperties as JsonSchema) : undefined;
    here = here?.properties?.[part] ?? record;
    path = path ? `${path}.${part}` : part;
    const own = resolved(here);
    // The editor's own label: the schema's title, else field-labels.ts's words (scripts/editor/config.ts).
    const words = fieldWords[path];
    labels.push(own?.title ?? words?.label ?? humanize(part));
    hint = own?.description ?? words?.hint;
  }
  return { labels, ...(hint ? { hint } : {}) };
}

/** Whether `tree` holds something at `parts` (a slug-keyed object stands for a list's index). */
function holds(tree: unknown, parts: Array<string | number>): boolean {
  let here = tree;
  for (const [index, part] of parts.entries()) {
    if (Array.isArray(here) && typeof part === "number") here = here[part];
    else if (isObject(here) && typeof part === "string" && part in here) here = here[part];
    else if (isObject(here) && typeof part === "number") return index > 0;
    else return index > 1 || (index === 1 && !isObject(here));
    if (here === undefined) return false;
  }
  return true;
}

function factsFiles(): Array<{ name: string; path: string; value: unknown }> {
  try {
    const factsFolder = fileURLToPath(new URL("./facts/", import.meta.url));
    return readdirSync(factsFolder)
      .filter((name) => name.endsWith(".json"))
      .map((name) => {
        const path = `app/content/facts/${name}`;
        return {
          name: name.replace(/\.json$/, ""),
          path,
          value: parseContentJson(readFileSync(factsFolder + name, "utf8"), path),
        };
      });
  } catch {
    return [];
  }
}

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * A facts file's entry in the editor, named as scripts/editor/config.ts names it: its object's
 * title, or for a file that holds one object down a chain of single keys (`estimate.rates`), the
 * deepest of them field-labels.ts names ("The estimate's rates"), or its file name in words.
 */
function factsScreen(file: { name: string; value: unknown }): { screen: string; depth: number } {
  const rooted =
    isObject(file.value) && Object.keys(file.value).some((key) => key in (schemaOfContent().properties ?? {}));
  const rootKey = camelCase(file.name);
  const only =
    rooted && isObject(file.value) && Object.keys(file.value).length === 1 ? Object.keys(file.value)[0] : rootKey;
  const title = resolved(schemaOfContent().properties?.[only as string])?.title;
  if (title) return { screen: title, depth: 1 };
  let label: string | undefined;
  let depth = 1;
  let here: unknown = file.value;
  let path = "";
  while (rooted && isObject(here) && Object.keys(here).length === 1) {
    const key = Object.keys(here)[0] as string;
    path = path ? `${path}.${key}` : key;
    if (fieldWords[path]?.label) {
      label = fieldWords[path]?.label;
      depth = path.split(".").length;
    }
    here = here[key];
  }
  return { screen: label ?? humanize(file.name.split("/").pop() ?? file.name), depth };
}

/** The editor's screen and the file that hold the key path `path` (`company.gstin`, `pages.home.heading`). */
export function editorScreenOf(
  path: string,
  language: Language,
): { screen: string; file: string; depth?: number } | undefined {
  const parts = pathParts(path);
  for (const file of factsFiles()) {
    const tree =
      isObject(file.value) && parts[0] !== undefined && parts[0] in file.value
        ? file.value
        : { [camelCase(file.name)]: file.value };
    if (holds(tree, parts)) {
      const { screen, depth } = factsScreen(file);
      return { screen: `Facts › ${screen}`, file: file.path, depth };
    }
  }
  const english = wordFiles.filter(
    (file) => file.language === sourceLanguage && file.name !== "glossary.json" && holds(file.words, parts),
  );
  const file = english[0];
  if (!file) return undefined;
  return wordsScreen(file.name, language);
}

/**
 * The build's message with each problem line (`  - company.gstin: …`) followed by where the owner
 * fixes it: the editor's screen and field labels, the field's hint, the file, or, for a fact still
 * written in TypeScript, that a developer changes it.
 */
export function withEditorPlaces(message: string, language: Language): string {
  const lines = message.split("\n").map((line) => {
    // A words file's problem names its file: the screen is that file's, on its language's side.
    const words = /^ {2}- app\/content\/words\/(\w\w)\/([\w/-]+\.json): /.exec(line);
    if (words?.[1] && words[2]) {
      const place = wordsScreen(words[2], words[1] as Language);
      // A list's entry one language has and English has not (or the other way): said as the
      // translation's own, with the screen to open and what to do there, never as English's mistake.
      const entry =
        /: ([\w.[\]=-]*): (still has|has no) (?:the )?entry "([^"]+)", which English (?:no longer has|has): (.*)$/.exec(
          line,
        );
      if (entry) {
        const [, list = "", says = "", id = "", fix = ""] = entry;
        const name = languageForReplies[words[1] as Language];
        const listLabel = labelsAt(schemaOfContent(), pathParts(list.replace(/\[id=[^\]]+\]/g, "[0]"))).labels.join(
          " › ",
        );
        const what =
          says === "still has"
            ? `${name} still has the entry “${id}” in ${listLabel}, which English no longer has.`
            : `${name} has no entry “${id}” in ${listLabel}, which English has.`;
        return `  - ${what}\n      Open ${place.screen} in the editor and ${fix.replace(/^remove it on this side too/, "remove it there").replace(/^add it on this side/, "add it there")}. (file ${place.file})`;
      }
      return `${line}\n      In the editor: ${place.screen} (file ${place.file}).`;
    }
    const match = /^ {2}- ([\w.[\]-]+): /.exec(line);
    if (!match?.[1]) return line;
    const path = match[1];
    const { labels, hint } = labelsAt(schemaOfContent(), pathParts(path));
    const place = editorScreenOf(path, language);
    // A facts entry is its object ("Facts › The company", "Facts › The estimate's rates"): its labels are not said twice.
    const shown = place?.depth ? labels.slice(place.depth) : labels;
    const where = place
      ? `In the editor: ${[place.screen, ...shown].join(" › ")} (file ${place.file}).`
      : "Not in the editor yet: a developer changes it in app/content/*.ts.";
    return `${line}\n      ${where}${hint ? ` The field says: ${hint.replace(/([^.!?])$/, "$1.")}` : ""}`;
  });
  return `${lines.join("\n")}\n${howToFix}`;
}

const howToFix =
  "How to fix: open the editor (its own address, edit.<your domain>/admin/, or `npm run edit` on this copy), go to the screen named under each problem, correct the field and save; the site is built again. The live site keeps its last good version until then.";

/**
 * The build's one message for every problem found in every language (`en: …` each, as
 * content.server.ts collects them): one block a problem, a problem of the shared facts said once
 * with the languages it stops, and how to fix them said once at the end.
 */
export function describeContentProblems(messages: readonly string[]): string {
  const blocks = new Map<string, string[]>();
  for (const message of messages) {
    const [, language = "", rest = message] = /^(\w\w): ([\s\S]*)$/.exec(message) ?? [];
    const lines = rest.replace(`\n${howToFix}`, "").split("\n");
    const found: string[] = [];
    for (const line of lines.slice(1)) {
      if (line.startsWith("  - ")) found.push(line.slice(4));
      else if (found.length > 0) found[found.length - 1] += `\n${line}`;
    }
    for (const block of found.length > 0 ? found : [rest.replace(`\n${howToFix}`, "")]) {
      const languagesOf = blocks.get(block) ?? [];
      if (language && !languagesOf.includes(language)) languagesOf.push(language);
      blocks.set(block, languagesOf);
    }
  }
  const named = (codes: string[]) => codes.map((code) => languageForReplies[code as Language] ?? code).join(" and ");
  const numbered = [...blocks].map(([block, codes], index) => {
    // A problem of one words file names its file and language itself; one every language has is a shared fact's.
    const own = block.startsWith("app/content/words/") || codes.length === 0 || codes.length === languageCount;
    const languagesOf = own ? "" : `(${named(codes)}) `;
    return `${index + 1}. ${languagesOf}${block.replace(/\n\s+/g, "\n   ")}`;
  });
  return [
    `The content has ${numbered.length === 1 ? "one problem" : `${numbered.length} problems`}; the site was not built.`,
    "",
    ...numbered.flatMap((block) => [block, ""]),
    howToFix,
  ].join("\n");
}

const languageCount = Object.keys(languageForReplies).length;
