// @vitest-environment node
/**
 * Every word a visitor reads comes from app/content (checked by its schema), so a second language
 * is a second content set. This parses each component, route module and the root with the same
 * parser Vite builds with, and fails on words written into them: JSX text with a letter in it, and
 * text in the attributes and props that carry words.
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
  "kicker",
  "heading",
  "intro",
]);

/**
 * Text that may stay in a component although it has a letter, each with why. Punctuation and
 * symbols (a "·" separator, a decorative “ quote mark) need no entry: only letters make a word.
 */
const allowed: ReadonlyArray<{ file: string; text: string; why: string }> = [];

const letter = /\p{L}/u;
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
      break;
    case "ConditionalExpression":
      textPieces(expression.consequent as Node, into);
      textPieces(expression.alternate as Node, into);
      break;
    case "LogicalExpression":
      textPieces(expression.right as Node, into);
      break;
    case "ParenthesizedExpression":
    case "TSAsExpression":
      textPieces(expression.expression as Node, into);
      break;
  }
}

/** The words written into one module's JSX, with their lines. */
function findHardCodedWords(fileName: string, source: string): HardCodedWord[] {
  const { program, errors } = parseSync(fileName, source, { lang: "tsx" });
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
  return found.sort((a, b) => a.start - b.start).map(({ line, text }) => ({ line, text }));
}

function modulesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx"))
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

describe("the site's components, routes and root", () => {
  const modules = [
    ...modulesIn(join(appFolder, "components")),
    ...modulesIn(join(appFolder, "routes")),
    join(appFolder, "root.tsx"),
  ];

  it("have modules to check", () => {
    expect(modules.length).toBeGreaterThan(40);
  });

  it("say no words of their own: every word comes from app/content", () => {
    const problems = modules.flatMap((path) => {
      const file = relative(join(appFolder, ".."), path);
      return findHardCodedWords(file, readFileSync(path, "utf8"))
        .filter((word) => !allowed.some((entry) => entry.file === file && entry.text === word.text))
        .map((word) => `${file}:${word.line}: "${word.text}"`);
    });
    expect(problems, "move these words to app/content and pass them in as props or loader data").toEqual([]);
  });
});
