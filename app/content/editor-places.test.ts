import { describe, expect, it } from "vitest";
import { describeContentProblems, editorScreenOf, labelsAt, pathParts, withEditorPlaces } from "./editor-places";
import { extraEntry } from "./word-tree";

describe("where the owner fixes a content mistake the build found", () => {
  it("names the editor's screen, the field's labels and hint, and the file, for a fact", () => {
    const message = withEditorPlaces(
      "Site content is invalid (fix these in app/content/):\n  - company.gstin: the check character is wrong",
      "en",
    );
    expect(message).toContain("  - company.gstin: the check character is wrong");
    expect(message).toMatch(
      /In the editor: Facts › The company › GSTIN[^\n]*\(file app\/content\/facts\/company\.json\)\./,
    );
    expect(message).toMatch(/The field says: The 15 characters exactly as on the GST certificate/);
    expect(message).toMatch(/How to fix: open the editor/);
  });

  it("names the words file of the language whose words are wrong", () => {
    expect(editorScreenOf("pages.home.heading", "te")).toEqual({
      screen: "Words › Home, the తెలుగు (te) side",
      file: "app/content/words/te/home.json",
    });
    expect(
      labelsAt(
        {
          properties: {
            a: { title: "Slides", type: "array", items: { properties: { alt: { title: "Description" } } } },
          },
        } as never,
        pathParts("a[1].alt"),
      ).labels,
    ).toEqual(["Slides", "item 2", "Description"]);
  });

  it("says when a fact is not in the editor yet", () => {
    const message = withEditorPlaces("  - noSuchKey.anywhere: wrong", "en");
    expect(message).toContain("Not in the editor yet");
  });

  it("says every problem at once, a shared fact's once for every language, and how to fix them once", () => {
    const rate = (language: "en" | "te" | "hi") =>
      `${language}: ${withEditorPlaces(
        "Estimate content is invalid (fix these in app/content/):\n  - estimate.rates.vehicles[0].minimumCharge: must be at least ₹500 (a digit missing?)",
        language,
      )}`;
    const heading = `te: ${withEditorPlaces("Site content is invalid (fix these in app/content/):\n  - pages.home.heading: must not be empty", "te")}`;
    const message = describeContentProblems([rate("en"), rate("te"), heading, rate("hi")]);
    expect(message.split("\n")[0]).toBe("The content has 2 problems; the site was not built.");
    expect(message).toMatch(/^1\. estimate\.rates\.vehicles\[0\]\.minimumCharge: must be at least ₹500/m);
    expect(message).toMatch(/^ {3}In the editor: Facts › The estimate.s rates › Vehicles › item 1 › Minimum charge/m);
    expect(message).toMatch(
      /^2\. \(Telugu[^)]*\)\) pages\.home\.heading: must not be empty\n {3}In the editor: Words › Home, the తెలుగు \(te\) side/m,
    );
    expect(message.match(/How to fix/g)).toHaveLength(1);
    expect(message).not.toMatch(/\bat \S+:\d+/);
  });

  it("names the other language's screen when English alone lost a testimonial (issue 51)", () => {
    const message = withEditorPlaces(
      `The site's words are not complete (fix these in app/content/words/):\n  - app/content/words/hi/about.json: testimonials: ${extraEntry("a-customer")}`,
      "en",
    );
    expect(message).toContain(
      "  - Hindi (हिंदी) still has the entry “a-customer” in Testimonials, which English no longer has.\n      Open Words › About, the हिंदी (hi) side in the editor and remove it there (or add it back in English). (file app/content/words/hi/about.json)",
    );
    expect(message).not.toMatch(/^ {2}- app\/content/m);
  });
});
