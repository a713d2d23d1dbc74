import { describe, expect, it } from "vitest";
import { keyPathAt, parseContentJson } from "./content-errors";

describe("a slip in a data file's JSON", () => {
  const file = "app/content/facts/estimate-rates.json";

  it("is named in one line: the file, the line and the field near it, with no colour codes", () => {
    const text =
      '{\n  "vehicles": [\n    { "id": "tempo", "perKm": 18 },\n    { "id": "truck", "perKm": 2,420 }\n  ]\n}\n';
    const message = (() => {
      try {
        parseContentJson(text, file);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^app\/content\/facts\/estimate-rates\.json, line 4, near "vehicles\[1\]\.perKm": /);
    expect(message).toContain("write 2420, not 2,420");
    expect(message).not.toContain("\n");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes a terminal error carries
    expect(message).not.toMatch(/\u001b\[/);
  });

  it("parses a good file as JSON.parse does", () => {
    expect(parseContentJson('{ "a": [1, { "b": "c" }] }', file)).toEqual({ a: [1, { b: "c" }] });
  });

  it("finds the key path being written at a position", () => {
    const text = '{ "pages": { "home": { "title": "x", "faq": [ { "q": "1" }, { "q": "2", "a": ';
    expect(keyPathAt(text, text.length)).toBe("pages.home.faq[1].a");
    expect(keyPathAt('{ "a": "x, y", "b": ', 20)).toBe("b");
  });
});
