// @vitest-environment node
/**
 * Every word a visitor reads comes from app/content (checked by its schema), so a second language
 * is a second content set. This parses each component, route module, shared module (lib), the root
 * and the build's document and picture drawers (scripts/assets) with the same parser Vite builds with, and fails on words written into them: JSX text with
 * a letter in it, text in the attributes and props that carry words, and phrases anywhere else
 * (a constant, an object's value, a function's argument).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

const appFolder = join(import.meta.dirname, "..");

/** Attributes a visitor reads or hears, and the components' props that take words. */
const wordAttributes = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
  "aria-placeholder",
  "kicker",
  "heading",
  "intro",
  "caption",
  "legend",
  "summary",
  "description",
  "message",
  "text",
  "hint",
  "what",
]);

/**
 * Text that may stay in a component although it has a letter, each with why. Punctuation and
 * symbols (a "·" separator, a decorative “ quote mark) need no entry: only letters make a word.
 */
const robotsWhy = "a directive to search engines' crawlers, in their syntax, not words a visitor reads";
const fontWhy = "a font family's name, which picks the typeface; never shown";
const eventWhy =
  "a visitor-counting event's name, which the owner reads in the counting service's dashboard, never on the site (decision 031)";
const allowed: ReadonlyArray<{ file?: string; text: string; why: string }> = [
  ...[
    "Enquiry sent",
    "Survey booked",
    "Claim sent",
    "Shared estimate opened",
    "Verify check",
    "Language switch",
    "Web vital",
  ].map((text) => ({ text, why: eventWhy })),
  { text: "Noto Sans", why: fontWhy },
  { text: "Noto Sans Ext", why: fontWhy },
  { text: "Noto Sans Devanagari", why: fontWhy },
  { text: "Noto Sans Telugu", why: fontWhy },
  {
    file: "scripts/assets/used-photographs.ts",
    text: "import p",
    why: "code the picture step writes for Vite (an import of each photograph in use), never shown",
  },
  {
    file: "scripts/assets/generate.ts",
    text: "social images",
    why: "names a step of the build in its timing log, for developers",
  },
  {
    file: "scripts/assets/generate.ts",
    text: "sample documents",
    why: "names a step of the build in its timing log, for developers",
  },
  { file: "app/routes/service-detail.tsx", text: "noindex, follow", why: robotsWhy },
  { file: "app/lib/not-found-meta.ts", text: "noindex, follow", why: robotsWhy },
  { file: "app/lib/seo.ts", text: "noindex, follow", why: robotsWhy },
  {
    file: "app/lib/structured-data.ts",
    text: "Udyam Registration Number",
    why: "schema.org's name for the kind of identifier, read by search engines; never shown as it is",
  },
  {
    file: "app/lib/site-search.ts",
    text: "a an and are as at be by can do for from i in is it me my of on or our the to we with you your",
    why: "the English words the site search ignores in a question; never shown. A second language brings its own list with its search index",
  },
];

const letter = /\p{L}/u;
/**
 * A sentence or phrase outside JSX (a constant, an object's value, a function's argument): two or
 * more words of letters, with ordinary punctuation between them. Class lists, ids, URLs and keys
 * have hyphens, digits, slashes or no spaces, so they never match.
 */
const prose = /^[\p{L}][\p{L}'’]*[,.!?:;…]?(?:\s+[("“]?[\p{L}][\p{L}'’]*[)"”]?[,.!?:;…]?)+$/u;
/** An HTML entity (&ldquo;) is one character, not a word. */
const entity = /&(?:[a-z]+|#[0-9]+|#x[0-9a-f]+);/gi;

type HardCodedWord = { line: number; text: string };

// oxc's ESTree nodes, as far as this check reads them.
type Node = { type: string; start: number; [key: string]: unknown };

/** The string pieces of an expression that end up as text: literals, template text, both branches. */
function textPieces(expression: Node | null | undefined, into: Array<{ start: number; text: string }>): void {
  if (!expression) return;
  switch (expression.type) {
    case "Literal":
      if (typeof expression.value === "string") into.push({ start: expression.start, text: expression.value });
      break;
    case "TemplateLiteral":
      for (const quasi of expression.quasis as Array<Node & { value: { cooked: string } }>) {
        into.push({ start: quasi.start, text: quasi.value.cooked });
      }
      for (const part of expression.expressions as Node[]) textPieces(part, into);
      break;
    case "ConditionalExpression":
      textPieces(expression.consequent as Node, into);
      textPieces(expression.alternate as Node, into);
      break;
    case "LogicalExpression":
      textPieces(expression.left as Node, into);
      textPieces(expression.right as Node, into);
      break;
    case "BinaryExpression":
      // Joined text ("Pause " + what); a comparison (mode === "open") compares, it shows nothing.
      if (expression.operator === "+") {
        textPieces(expression.left as Node, into);
        textPieces(expression.right as Node, into);
      }
      break;
    case "ArrayExpression":
      for (const element of expression.elements as Node[]) textPieces(element, into);
      break;
    case "ParenthesizedExpression":
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
      textPieces(expression.expression as Node, into);
      break;
  }
}

/** The words written into one module's JSX, with their lines. */
function findHardCodedWords(fileName: string, source: string): HardCodedWord[] {
  const { program, errors } = parseSync(fileName, source, { lang: fileName.endsWith(".tsx") ? "tsx" : "ts" });
  if (errors.length > 0) throw new Error(`${fileName} does not parse: ${errors[0]?.message}`);
  const lineStarts = [0];
  for (let index = 0; index < source.length; index++) if (source[index] === "\n") lineStarts.push(index + 1);
  const lineOf = (offset: number) => lineStarts.findLastIndex((start) => start <= offset) + 1;

  const found: Array<HardCodedWord & { start: number }> = [];
  const report = (pieces: Array<{ start: number; text: string }>) => {
    for (const { start, text } of pieces) {
      if (letter.test(text.replace(entity, ""))) found.push({ start, line: lineOf(start), text: text.trim() });
    }
  };
  const children = (node: { children: Node[] }) => {
    const pieces: Array<{ start: number; text: string }> = [];
    for (const child of node.children) {
      if (child.type === "JSXText") pieces.push({ start: child.start, text: String(child.value) });
      else if (child.type === "JSXExpressionContainer") textPieces(child.expression as Node, pieces);
    }
    report(pieces);
  };

  const attribute = (node: Node) => {
    const name = node.name as Node;
    const value = node.value as Node | null;
    if (name.type !== "JSXIdentifier" || !wordAttributes.has(String(name.name)) || !value) return;
    const pieces: Array<{ start: number; text: string }> = [];
    if (value.type === "JSXExpressionContainer") textPieces(value.expression as Node, pieces);
    else textPieces(value, pieces);
    report(pieces);
  };
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!value || typeof value !== "object") return;
    const node = value as Node;
    if (node.type === "JSXElement" || node.type === "JSXFragment") children(node as unknown as { children: Node[] });
    else if (node.type === "JSXAttribute") attribute(node);
    for (const [key, child] of Object.entries(node)) if (key !== "parent") walk(child);
  };
  walk(program);

  // Phrases anywhere else in the module: in constants, objects and calls, where JSX rules don't look.
  const proseWalk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) proseWalk(item);
      return;
    }
    if (!value || typeof value !== "object") return;
    const node = value as Node;
    if (notShown(node)) return;
    // An object's key and a switch's case name things; the value and the case's code may show text.
    if (node.type === "Property" && !node.computed) {
      proseWalk(node.value);
      return;
    }
    if (node.type === "SwitchCase") {
      proseWalk(node.consequent);
      return;
    }
    const text =
      node.type === "Literal" && typeof node.value === "string"
        ? node.value
        : node.type === "TemplateElement"
          ? (node.value as { cooked: string }).cooked
          : undefined;
    if (text !== undefined && prose.test(text.trim()) && !found.some((word) => word.start === node.start)) {
      found.push({ start: node.start, line: lineOf(node.start), text: text.trim() });
    }
    for (const [key, child] of Object.entries(node)) if (key !== "parent") proseWalk(child);
  };
  proseWalk(program);
  return found.sort((a, b) => a.start - b.start).map(({ line, text }) => ({ line, text }));
}

/**
 * Where a string is code, not text a visitor meets: imports, JSX attributes (checked above by
 * name, so `rel="noopener noreferrer"` passes), types, comparisons, and messages for developers.
 */
function notShown(node: Node): boolean {
  switch (node.type) {
    case "ImportDeclaration":
    case "ExportNamedDeclaration":
    case "ExportAllDeclaration":
      return node.source !== null && node.source !== undefined && node.declaration == null;
    case "JSXAttribute":
    case "TSLiteralType":
    case "TSTypeAnnotation":
    case "TSTypeAliasDeclaration":
    case "TSInterfaceDeclaration":
      return true;
    case "BinaryExpression":
      return node.operator !== "+";
    case "NewExpression":
    case "CallExpression": {
      const callee = node.callee as Node & { name?: string; object?: Node & { name?: string } };
      return callee.name === "Error" || callee.name === "TypeError" || callee.object?.name === "console";
    }
    default:
      return false;
  }
}

function modulesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

describe("findHardCodedWords", () => {
  it("finds words in JSX text, across lines, and in the attributes and props that carry words", () => {
    const source = [
      "export function Bad({ open }: { open: boolean }) {",
      "  return (",
      '    <section aria-label="Customer testimonials" aria-roledescription={"carousel"}>',
      "      <p>",
      "        Our work in",
      "        numbers",
      "      </p>",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's source holds a template literal.
      '      <input placeholder="Search…" title={`Pause ${open}`} />',
      '      {open ? "Pause" : "Play"}',
      '      <Heading kicker="How we began" />',
      "    </section>",
      "  );",
      "}",
    ].join("\n");
    expect(findHardCodedWords("bad.tsx", source)).toEqual([
      { line: 3, text: "Customer testimonials" },
      { line: 3, text: "carousel" },
      { line: 4, text: "Our work in\n        numbers" },
      { line: 8, text: "Search…" },
      { line: 8, text: "Pause" },
      { line: 9, text: "Pause" },
      { line: 9, text: "Play" },
      { line: 10, text: "How we began" },
    ]);
  });

  it("finds phrases in constants, objects, calls and joined text, outside JSX too", () => {
    const source = [
      'const greeting = "Hello, I would like a free quote.";',
      'const rows = [{ term: "Started in", detail: year }];',
      'export const label = (what: string) => "Stop the " + what;',
      'setCustomValidity(blank ? "Please tell us about your move." : "");',
      'export function kind(k: string) { switch (k) { case "city": return "City we serve"; default: return ""; } }',
      '<Button what={"the moving cards"} />;',
    ].join("\n");
    expect(findHardCodedWords("bad.tsx", source)).toEqual([
      { line: 1, text: "Hello, I would like a free quote." },
      { line: 2, text: "Started in" },
      { line: 3, text: "Stop the" },
      { line: 4, text: "Please tell us about your move." },
      { line: 5, text: "City we serve" },
      { line: 6, text: "the moving cards" },
    ]);
  });

  it("lets through code: imports, class lists, comparisons, types, keys, errors and link relations", () => {
    const source = [
      'import { thing } from "../content/some file";',
      'type Mode = "open menu" | "closed menu";',
      'const controlClass = "inline-flex size-11 items-center rounded-full";',
      'if (mode === "open menu") throw new Error("The page registry has no city template");',
      'console.warn("Something odd happened here");',
      'const values = { "some key": 1 };',
      'const link = <a rel="noopener noreferrer" className="font-bold text-lg" href="https://wa.me/91" />;',
    ].join("\n");
    expect(findHardCodedWords("good.tsx", source)).toEqual([]);
  });

  it("lets through words that come from props, punctuation, entities, class names and ids", () => {
    const source = [
      "export function Good({ words, name }: { words: { label: string }; name: string }) {",
      "  return (",
      '    <p className="text-lg font-bold" id="founder-heading" aria-label={words.label}>',
      '      <span aria-hidden="true">&ldquo;</span> {name} · {": "}',
      "      {words.label}",
      "    </p>",
      "  );",
      "}",
    ].join("\n");
    expect(findHardCodedWords("good.tsx", source)).toEqual([]);
  });
});

describe("the site's components, routes, shared modules, root and drawn documents", () => {
  const modules = [
    ...modulesIn(join(appFolder, "components")),
    ...modulesIn(join(appFolder, "routes")),
    ...modulesIn(join(appFolder, "lib")),
    ...modulesIn(join(appFolder, "..", "scripts", "assets")),
    join(appFolder, "root.tsx"),
  ];

  it("have modules to check", () => {
    expect(modules.length).toBeGreaterThan(80);
  });

  it("say no words of their own: every word comes from app/content", () => {
    const problems = modules.flatMap((path) => {
      const file = relative(join(appFolder, ".."), path);
      return findHardCodedWords(file, readFileSync(path, "utf8"))
        .filter((word) => !allowed.some((entry) => (entry.file ?? file) === file && entry.text === word.text))
        .map((word) => `${file}:${word.line}: "${word.text}"`);
    });
    expect(problems, "move these words to app/content and pass them in as props or loader data").toEqual([]);
  });
});
