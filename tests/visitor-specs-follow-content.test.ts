/**
 * The visitor browser specs (tests/e2e/*.spec.ts, the editor's aside) read what the owner can
 * change from the content: a sentence, label or name typed into a spec, or a city, home size,
 * item, category or service named by its id, fails the suite the day the owner edits it (issue
 * 51). This reads the specs' source and lists every such literal; the few that only look like
 * content are allowed below, each with its reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "..");
const specFolder = join(root, "tests/e2e");

function jsonFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".json"))
    .map((name) => join(folder, name));
}

function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (value && typeof value === "object") for (const inner of Object.values(value)) stringsOf(inner, into);
  return into;
}

const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as unknown;
const contentFiles = [...jsonFiles(join(root, "app/content/words")), ...jsonFiles(join(root, "app/content/facts"))];
const normal = (text: string) => text.replace(/\s+/g, " ").trim();
const sentences = [...new Set(contentFiles.flatMap((path) => stringsOf(read(path)).map(normal)))];
const exactSentences = new Set(sentences.flatMap((sentence) => [sentence, sentence.toLowerCase()]));
/** Every sentence in one text, one a line: a piece of one is found in a single search. */
const allSentences = sentences.join("\n").toLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A sentence with slots ("Pause {what}") matches a literal that fills them ("Pause slideshow"). */
const templates = new RegExp(
  `^(?:${sentences
    .filter((sentence) => /\{\w+\}/.test(sentence) && sentence.replace(/\{\w+\}/g, "").trim().length >= 4)
    .map((sentence) =>
      sentence
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join(".+?"),
    )
    .join("|")})$`,
  "i",
);
/** ARIA roles are the specs' own words, whatever a content sentence happens to say. */
const roles = new Set(
  "main banner navigation region dialog button link heading img list listitem search searchbox textbox combobox option group form figure article contentinfo complementary tab tabpanel status alert checkbox radio table row cell".split(
    " ",
  ),
);

/** Whether a literal is an owner-editable sentence, label or name (or a piece of eight letters or more of one). */
function isSentence(literal: string): boolean {
  const text = normal(literal);
  const lower = text.toLowerCase();
  if (lower.length < 4 || !/\p{L}/u.test(lower) || roles.has(text)) return false;
  // An address or a file's path is the site's, even where a picture's path in the content holds it.
  if (text.includes("/") && !/\s/.test(text)) return false;
  // A lone lower-case word or a hyphenated id is not a sentence: ids are checked apart.
  if (/^[a-z][a-zA-Z]*$/.test(text) || /^[a-z0-9]+(-[a-z0-9]+)+$|^[0-9][a-z0-9]*$/.test(text)) return false;
  if (exactSentences.has(text) || exactSentences.has(lower) || templates.test(text)) return true;
  return lower.length >= 8 && allSentences.includes(lower);
}

type Facts = {
  servedCities: Array<{ slug: string; formerSlugs?: string[] }>;
  services: Array<{ slug: string }>;
  estimate: {
    catalogue: { categories: Array<{ id: string }>; items: Array<{ id: string }>; homeSizes: Array<{ id: string }> };
  };
};
const facts = Object.assign(
  {},
  ...["served-cities", "services", "household-items"].map((name) => read(join(root, `app/content/facts/${name}.json`))),
) as Facts;
/** The ids the owner adds, removes and renames in the editor. */
const ownerIds = new Set([
  ...facts.servedCities.flatMap((city) => [city.slug, ...(city.formerSlugs ?? [])]),
  ...facts.services.map((service) => service.slug),
  ...facts.estimate.catalogue.categories.map((category) => category.id),
  ...facts.estimate.catalogue.items.map((item) => item.id),
  ...facts.estimate.catalogue.homeSizes.map((home) => home.id),
]);

/** An owner's id standing alone, or inside an address or a query string (`?to=pune&home=2bhk`). */
function namedIds(literal: string): string[] {
  const text = literal.trim();
  if (ownerIds.has(text)) return [text];
  if (!/[=/?&]/.test(text)) return [];
  return text.split(/[=/?&._\s]+/).filter((token) => ownerIds.has(token));
}

/**
 * Literals that look like content and are not, with the reason. `where` is matched against the
 * line the literal stands on.
 */
const allowed: Array<{ literal: string | RegExp; where?: RegExp; reason: string }> = [
  {
    literal: /^(Enquiry sent|Estimate|Search|Language switch|Download|Claim sent|WhatsApp)$/,
    where: /recorded\(|event\.name ===/,
    reason: "an analytics event's name, set in app/lib, not the owner's words",
  },
  { literal: /^(Service|City)$/, where: /@type/, reason: "a schema.org type" },
  {
    literal: "loading",
    where: /loading="(eager|lazy)"/,
    reason: "an image's loading attribute, not the service of that slug",
  },
  { literal: "call me", where: /for \(const number of/, reason: "a visitor's wrong entry for a phone number" },
  { literal: "-YYYY-NNNNN", reason: "the shape of a consignment number, after the prefix read from the content" },
  {
    literal: "warehouse",
    where: /q=warehouse|fill\("warehouse"\)/,
    reason: "a query typed with JavaScript off, only echoed in the address: found or not, the test holds",
  },
];

type Finding = { file: string; line: number; literal: string; kind: "sentence" | "id" };

/** The string pieces of a line: quoted and template strings (between their `${}`), and regex literals. */
function literalsOf(line: string): Array<{ text: string; before: string; after: string }> {
  const found: Array<{ text: string; before: string; after: string }> = [];
  for (const match of line.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
    const body = match[1] ?? match[2] ?? match[3] ?? "";
    const before = line.slice(0, match.index);
    const after = line.slice((match.index ?? 0) + match[0].length);
    for (const part of body.split(/\$\{[^}]*\}/)) found.push({ text: part, before, after });
  }
  for (const match of line.matchAll(/(?<![\w)\]])\/((?:[^/\\\n]|\\.)+)\/[gimsuy]*/g)) {
    const before = line.slice(0, match.index);
    const after = line.slice((match.index ?? 0) + match[0].length);
    for (const part of (match[1] ?? "").replace(/\\s\+?|\\b|\\./g, " ").split(/[|()^$?*+[\]{}]/)) {
      found.push({ text: part, before, after });
    }
  }
  return found;
}

/** A test's or a group's title, an error's or an assertion's message: the spec's own prose. */
function isProse(before: string, after: string): boolean {
  if (/\b(test|describe|step)(\.\w+)*\(\s*$/.test(before)) return true;
  if (/new Error\(\s*$/.test(before)) return true;
  return /,\s*$/.test(before) && /^\s*\)\s*\.(not\.)?to\w+\(/.test(after);
}

function findPinnedContent(file: string, source: string): Finding[] {
  const findings: Finding[] = [];
  source.split("\n").forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    for (const { text, before, after } of literalsOf(line)) {
      if (isProse(before, after)) continue;
      const kinds: Array<[Finding["kind"], string]> = [
        ...(isSentence(text) ? [["sentence", normal(text)] as [Finding["kind"], string]] : []),
        ...namedIds(text).map((id): [Finding["kind"], string] => ["id", id]),
      ];
      for (const [kind, literal] of kinds) {
        const excused = allowed.some(
          (entry) =>
            (typeof entry.literal === "string" ? entry.literal === literal : entry.literal.test(literal)) &&
            (!entry.where || entry.where.test(line)),
        );
        if (!excused) findings.push({ file, line: index + 1, literal, kind });
      }
    }
  });
  return findings;
}

const visitorSpecs = readdirSync(specFolder).filter((name) => name.endsWith(".spec.ts") && !name.startsWith("editor"));

describe("the visitor browser specs", () => {
  test("type none of the owner's sentences and name none of the owner's ids", () => {
    const findings = visitorSpecs.flatMap((name) =>
      findPinnedContent(name, readFileSync(join(specFolder, name), "utf8")),
    );
    // Each finding reads `file:line kind "literal"`: read it from the content (tests/e2e/content-picks.ts).
    expect(findings.map(({ file, line, kind, literal }) => `${file}:${line} ${kind} "${literal}"`)).toEqual([]);
  });

  test("the check finds a sentence, a filled slot and an id in an address", () => {
    const sentence = sentences.find((text) => text.length > 20 && /\s/.test(text) && !/[{"\\`$/]/.test(text)) ?? "";
    const slotted = sentences.find((text) => /^\w[^{]{3,}\{\w+\}$/.test(text)) ?? "";
    const city = facts.servedCities[0]?.slug ?? "";
    const spec = [
      `await expect(page.getByText("${sentence}")).toBeVisible();`,
      `await page.getByRole("button", { name: "${slotted.replace(/\{\w+\}$/, "anything")}" }).click();`,
      `await page.goto("/estimate/?to=${city}");`,
      `test("${sentence}", async () => {});`,
    ].join("\n");
    expect(findPinnedContent("example.spec.ts", spec)).toEqual([
      { file: "example.spec.ts", line: 1, literal: sentence, kind: "sentence" },
      { file: "example.spec.ts", line: 2, literal: slotted.replace(/\{\w+\}$/, "anything"), kind: "sentence" },
      { file: "example.spec.ts", line: 3, literal: city, kind: "id" },
    ]);
  });
});
