/**
 * The scaling run's site: a temporary copy of the project whose content has `factor` times the
 * services, strip cities, served cities (each with its own page) and FAQ, each copy with its own
 * slug and name, so the benchmark can show how build time and the pages' JavaScript grow with
 * content. The project itself is untouched.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";

/** Left out of the copy: dependencies (linked instead), history, builds and reports. */
const skippedTopLevel = new Set([
  "node_modules",
  ".git",
  ".react-router",
  "test-results",
  "playwright-report",
  "build",
]);

/** Marks the line the scaled build prints with the content counts it validated. */
export const countsMarker = "bench-scale-counts";

export type ContentCounts = { services: number; cities: number; servedCities: number; faq: number };

function patch(file: string, change: (source: string) => string): void {
  const before = readFileSync(file, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`The scaling run could not patch ${file}: has its shape changed?`);
  writeFileSync(file, after);
}

/** Multiplies a top-level array of a words file (JSON), after the file's own entries. */
function multiplyJsonArray(
  file: string,
  key: string,
  factor: number,
  copyOf: (original: unknown, copy: number) => unknown,
): void {
  patch(file, (source) => {
    const words = JSON.parse(source) as Record<string, unknown[]>;
    const originals = words[key];
    if (!Array.isArray(originals)) return source;
    for (let copy = 2; copy <= factor; copy++)
      words[key] = [...(words[key] ?? []), ...originals.map((item) => copyOf(item, copy))];
    return `${JSON.stringify(words, null, 2)}\n`;
  });
}

/** Appends code that multiplies an exported array in place, after the file's own entries. */
function multiplyArray(file: string, arrayName: string, factor: number, copyOf: string): void {
  patch(
    file,
    (source) =>
      `${source}
// Added by the benchmark's scaling run (scripts/bench/scale.ts): ${factor}x the entries.
{
  const originals = ${arrayName}.slice();
  for (let copy = 2; copy <= ${factor}; copy++) {
    for (const original of originals) ${arrayName}.push(${copyOf});
  }
}
`,
  );
}

/** Copies the project to a temporary folder and multiplies its content; returns the folder. */
export function makeScaledCopy(projectDir: string, factor: number): string {
  const copyDir = mkdtempSync(join(tmpdir(), "bench-scale-"));
  cpSync(projectDir, copyDir, {
    recursive: true,
    filter: (source) => {
      const top = relative(projectDir, source).split(sep)[0] ?? "";
      return (
        !skippedTopLevel.has(top) &&
        !top.startsWith("build-") &&
        relative(projectDir, source) !== join("bench", "results")
      );
    },
  });
  symlinkSync(join(projectDir, "node_modules"), join(copyDir, "node_modules"), "dir");

  const content = join(copyDir, "app", "content");
  // A service's facts (its slug and picture) are in services.ts, its words in each language's
  // services.json, under its slug: each copy gets its own slug in both, and its own title.
  multiplyArray(join(content, "services.ts"), "services", factor, '{ ...original, slug: original.slug + "-" + copy }');
  const languages = ["en", "te", "hi"];
  for (const language of languages) {
    patch(join(content, "words", language, "services.json"), (source) => {
      type ServiceWords = { title: string; enquiryLabel: string };
      const words = JSON.parse(source) as { services: Record<string, ServiceWords> };
      const originals = Object.entries(words.services);
      for (let copy = 2; copy <= factor; copy++) {
        for (const [slug, service] of originals) {
          words.services[`${slug}-${copy}`] = {
            ...service,
            title: `${service.title} ${copy}`,
            enquiryLabel: `${service.enquiryLabel} ${copy}`,
          };
        }
      }
      return `${JSON.stringify(words, null, 2)}\n`;
    });
  }
  // The strip's names are words: each language's home.json holds them.
  for (const language of languages) {
    multiplyJsonArray(
      join(content, "words", language, "home.json"),
      "cities",
      factor,
      (name, copy) => `${name} ${copy}`,
    );
  }
  // Each served city's copy is named as its strip copy is ("Pune 2"), as the schema asks; the hub
  // (Hyderabad, which leaves its road distance empty) stays one. Its facts are in
  // facts/served-cities.json, its name and state in each language's cities.json, by slug. The
  // copies have no route guide, so their pages are built as a new city's are (noindex).
  type CityFacts = { slug: string; roadKmFromHyderabad?: number; formerSlugs?: string[] };
  const hubs = new Set<string>();
  patch(join(content, "facts", "served-cities.json"), (source) => {
    const facts = JSON.parse(source) as { servedCities: CityFacts[] };
    const originals = facts.servedCities.filter((city) => city.roadKmFromHyderabad !== undefined);
    for (const city of facts.servedCities) if (city.roadKmFromHyderabad === undefined) hubs.add(city.slug);
    for (let copy = 2; copy <= factor; copy++) {
      // A former slug is unique too: each copy's are its original's with the copy's number.
      facts.servedCities.push(
        ...originals.map((city) => ({
          ...city,
          slug: `${city.slug}-${copy}`,
          roadKmTo: [],
          ...(city.formerSlugs && { formerSlugs: city.formerSlugs.map((slug) => `${slug}-${copy}`) }),
        })),
      );
    }
    return `${JSON.stringify(facts, null, 2)}\n`;
  });
  for (const language of languages) {
    patch(join(content, "words", language, "cities.json"), (source) => {
      const words = JSON.parse(source) as { servedCities: Array<{ id: string; name: string }> };
      const originals = words.servedCities.filter((city) => !hubs.has(city.id));
      for (let copy = 2; copy <= factor; copy++) {
        words.servedCities.push(
          ...originals.map((city) => ({ ...city, id: `${city.id}-${copy}`, name: `${city.name} ${copy}` })),
        );
      }
      return `${JSON.stringify(words, null, 2)}\n`;
    });
  }
  // A question's facts (its link) are in home.ts, its words in each language's home.json, joined by
  // id: each copy gets the same new id in both ("when-to-book-2"), as every list's ids must be unique.
  multiplyArray(join(content, "home.ts"), "faq", factor, '{ ...original, id: original.id + "-" + copy }');
  for (const language of languages) {
    multiplyJsonArray(join(content, "words", language, "home.json"), "faq", factor, (item, copy) => {
      const question = item as { id: string; question: string };
      return { ...question, id: `${question.id}-${copy}`, question: `${question.question} (${copy})` };
    });
  }

  // The build prints what it validated, so the report quotes counts the site was really built with.
  patch(
    join(content, "content.server.ts"),
    (source) =>
      `${source}
console.log("${countsMarker} " + JSON.stringify({ services: content.services.length, cities: content.cities.length, servedCities: content.servedCities.length, faq: content.faq.length }));
`,
  );
  return copyDir;
}

export function readCounts(buildOutput: string): ContentCounts | undefined {
  const line = buildOutput.split("\n").find((text) => text.includes(countsMarker));
  return line ? (JSON.parse(line.slice(line.indexOf("{"))) as ContentCounts) : undefined;
}

export function removeCopy(copyDir: string): void {
  rmSync(copyDir, { recursive: true, force: true });
}
