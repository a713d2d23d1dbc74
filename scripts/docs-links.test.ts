/**
 * Every relative link in README.md and docs/ leads somewhere: the file or folder exists, and an
 * anchor (`#how-the-languages-work`) names a heading of the file it points into, as GitHub makes
 * heading ids. Links to other sites are not fetched: the tests run offline.
 */
import { existsSync, globSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
const documents = ["README.md", ...globSync("docs/**/*.md", { cwd: root })].sort();

/** The text a reader sees as prose: fenced blocks and inline code carry no links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's heading id: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const [, heading = ""] of prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*_]/g, "");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

/** The targets of a file's inline links and pictures, `[text](target)` and `![alt](target)`. */
function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    ([, target = ""]) => target,
  );
}

/** What is wrong with one link from `file`, or undefined when it resolves. */
function brokenLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  const [path = "", anchor] = target.split("#");
  const pointed = path === "" ? join(root, file) : resolve(root, dirname(file), decodeURIComponent(path));
  if (!existsSync(pointed)) return `${target}: no file ${relative(root, pointed)}`;
  if (anchor === undefined) return undefined;
  if (statSync(pointed).isDirectory() || !pointed.endsWith(".md"))
    return `${target}: an anchor into a non-Markdown file`;
  const ids = headingIds(readFileSync(pointed, "utf8"));
  return ids.has(decodeURIComponent(anchor))
    ? undefined
    : `${target}: no heading #${anchor} in ${relative(root, pointed)}`;
}

describe("the link checker", () => {
  it("makes heading ids as GitHub does", () => {
    const ids = headingIds("# How the code is laid out\n## 004: Our own `server`, and a CSP\n## Notes\n## Notes\n");
    expect([...ids]).toEqual(["how-the-code-is-laid-out", "004-our-own-server-and-a-csp", "notes", "notes-1"]);
  });

  it("finds links and pictures, but not code", () => {
    expect(linkTargets("See [a](a.md#x) and ![b](b.png).\n`[c](c.md)`\n```\n[d](d.md)\n```\n")).toEqual([
      "a.md#x",
      "b.png",
    ]);
  });

  it("reports a missing file and a missing heading", () => {
    expect(brokenLink("README.md", "docs/no-such-file.md")).toMatch(/no file docs\/no-such-file\.md/);
    expect(brokenLink("README.md", "docs/recipes.md#no-such-heading")).toMatch(/no heading #no-such-heading/);
  });
});

describe("the documentation's links", () => {
  it("covers the README and docs/", () => {
    expect(documents).toContain("README.md");
    expect(documents).toContain("docs/decisions/README.md");
  });

  it.each(documents)("every relative link in %s resolves", (file) => {
    const targets = linkTargets(readFileSync(join(root, file), "utf8"));
    const broken = targets.map((target) => brokenLink(file, target)).filter((problem) => problem !== undefined);
    expect(broken).toEqual([]);
  });
});
