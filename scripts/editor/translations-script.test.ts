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
