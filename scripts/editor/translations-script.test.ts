import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { translationsScript } from "./translations-script";

describe("the editor page's script that keeps languages in step", () => {
  const settings = {
    defaultLocale: "en",
    locales: ["en", "te", "hi"],
    localeNames: { en: "English", te: "Telugu", hi: "Hindi" },
    pages: { words: { home: "Home" }, "words-cities": { "cities-pune": "Pune" } },
    seed: { "words/home": ["te"] },
  };

  it("is plain JavaScript the browser can run, carrying the record's kit and the settings", () => {
    const script = translationsScript(settings);
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain(JSON.stringify(settings));
    // The kit travels as its own source: nothing in it refers to a module.
    expect(script).not.toMatch(/\bimport\b|__vite_ssr|require\(/);
  });

  it("records, refuses and marks through the editor's own extension points", () => {
    const script = translationsScript(settings);
    expect(script).toContain('name: "preSave"');
    expect(script).toContain('registerFieldType("behind-english"');
    expect(script).toContain("isValid");
  });
});

describe("the save hook, run as the editor's page runs it", () => {
  const settings = {
    defaultLocale: "en",
    locales: ["en", "te", "hi"],
    localeNames: { en: "English", te: "Telugu", hi: "Hindi" },
    pages: { words: { about: "About" } },
    seed: {},
  };
  type Tree = Record<string, unknown>;
  /** The editor's page, as far as the script reaches into it; returns the `preSave` handler it registers. */
  function preSave() {
    const listeners: Array<{ name: string; handler: (event: { entry: unknown }) => unknown }> = [];
    const page = {
      window: {
        CMS: {
          registerEventListener: (listener: (typeof listeners)[0]) => listeners.push(listener),
          registerFieldType() {},
        },
        createClass: (spec: unknown) => spec,
        h: () => null,
      },
      localStorage: { getItem: () => null, setItem() {} },
      location: { hash: "" },
      document: { documentElement: {}, querySelectorAll: () => [] },
      MutationObserver: class {
        observe() {}
      },
      addEventListener() {},
      requestAnimationFrame: () => 0,
    };
    runInNewContext(translationsScript(settings), page);
    const handler = listeners.find((listener) => listener.name === "preSave")?.handler;
    if (!handler) throw new Error("no preSave hook registered");
    return handler;
  }
  /** An entry as the editor hands it to the hook: English's data, and each other language's. */
  const entry = (data: Tree, i18n: Record<string, { data: Tree }>) => {
    const fields: Tree = { collection: "words", slug: "about", data, i18n };
    const map = {
      get: (key: string) => fields[key],
      set: (key: string, value: unknown) => ({ ...map, saved: { [key]: value } }),
    };
    return map;
  };
  const english = { story: { paragraphs: ["We are {companyName}.", "Since {foundedYear}."] } };

  it("refuses a {slot} dropped in a language not on screen, naming the language and the paragraph", () => {
    const save = preSave();
    const translations = {
      te: { data: { story: { paragraphs: ["మేము మా కంపెనీ.", "{foundedYear} నుంచి."] } } },
      hi: { data: { story: { paragraphs: ["हम {companyName} हैं।", "{foundedYear} से।"] } } },
    };
    let refusal: unknown;
    try {
      save({ entry: entry(english, translations) });
    } catch (error) {
      refusal = error;
    }
    // The editor shows a "saving_failed" error's cause in its dialog, and saves nothing.
    expect(refusal).toMatchObject({ message: "saving_failed" });
    const said = ((refusal as Error).cause as Error).message;
    expect(said).toMatch(/Telugu, story\.paragraphs\.0 \(item 1\): write \{companyName\} as the English has it\./);
    expect(said).not.toMatch(/Hindi/);
  });

  it("saves an entry English added, copied with its slots, into every language", () => {
    const save = preSave();
    const added = { testimonials: [{ id: "a", quote: "Moved by {companyName}." }] };
    const saved = save({
      entry: entry(added, { te: { data: { testimonials: [] } }, hi: { data: { testimonials: [] } } }),
    }) as { saved: { i18n: Record<string, { data: { testimonials: unknown[] } }> } };
    expect(saved.saved.i18n.te?.data.testimonials).toEqual(added.testimonials);
    expect(saved.saved.i18n.hi?.data.testimonials).toEqual(added.testimonials);
  });
});
