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
import { humanize } from "./field-names";
import { type Language, languageNames, sourceLanguage } from "./languages";
import { siteContentSchema } from "./schema";
import { wordFiles } from "./word-files";

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
function schemaOfContent(): JsonSchema {
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
  for (const part of parts) {
    here = resolved(here);
    if (typeof part === "number") {
      labels.push(`item ${part + 1}`);
      here = here?.items;
      continue;
    }
    const record = isObject(here?.additionalProperties) ? (here?.additionalProperties as JsonSchema) : undefined;
    here = here?.properties?.[part] ?? record;
    const own = resolved(here);
    labels.push(own?.title ?? humanize(part));
    hint = own?.description;
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

/** The editor's screen and the file that hold the key path `path` (`company.gstin`, `pages.home.heading`). */
export function editorScreenOf(path: string, language: Language): { screen: string; file: string } | undefined {
  const parts = pathParts(path);
  for (const file of factsFiles()) {
    const tree =
      isObject(file.value) && parts[0] !== undefined && parts[0] in file.value
        ? file.value
        : { [camelCase(file.name)]: file.value };
    if (holds(tree, parts)) {
      const title = labelsAt(schemaOfContent(), [camelCase(file.name)]).labels[0] ?? humanize(file.name);
      return { screen: `Facts › ${title}`, file: file.path };
    }
  }
  const english = wordFiles.filter(
    (file) => file.language === sourceLanguage && file.name !== "glossary.json" && holds(file.words, parts),
  );
  const file = english[0];
  if (!file) return undefined;
  const name = file.name.replace(/\.json$/, "");
  const [folder, own] = name.includes("/") ? name.split("/") : [undefined, name];
  const list = folder ? `Words: ${humanize(folder).toLowerCase()}` : "Words";
  return {
    screen: `${list} › ${humanize(own ?? name)}${language === sourceLanguage ? "" : `, the ${languageNames[language]} (${language}) side`}`,
    file: file.path.replace(`/words/${sourceLanguage}/`, `/words/${language}/`),
  };
}

/**
 * The build's message with each problem line (`  - company.gstin: …`) followed by where the owner
 * fixes it: the editor's screen and field labels, the field's hint, the file, or, for a fact still
 * written in TypeScript, that a developer changes it.
 */
export function withEditorPlaces(message: string, language: Language): string {
  const lines = message.split("\n").map((line) => {
    const match = /^ {2}- ([\w.[\]-]+): /.exec(line);
    if (!match?.[1]) return line;
    const path = match[1];
    const { labels, hint } = labelsAt(schemaOfContent(), pathParts(path));
    const place = editorScreenOf(path, language);
    // A facts entry is its object ("Facts › The company"): its label is not said twice.
    const shown = place && labels[0] && place.screen.endsWith(`› ${labels[0]}`) ? labels.slice(1) : labels;
    const where = place
      ? `In the editor: ${[place.screen, ...shown].join(" › ")} (file ${place.file}).`
      : "Not in the editor yet: a developer changes it in app/content/*.ts.";
    return `${line}\n      ${where}${hint ? ` The field says: ${hint.replace(/([^.!?])$/, "$1.")}` : ""}`;
  });
  const fix =
    "How to fix: open the editor (its own address, edit.<your domain>/admin/, or `npm run edit` on this copy), go to the screen named under each problem, correct the field and save; the site is built again. The live site keeps its last good version until then.";
  return `${lines.join("\n")}\n${fix}`;
}
