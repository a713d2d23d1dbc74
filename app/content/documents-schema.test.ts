import { describe, expect, it } from "vitest";
import { documentWords } from "./content.server";
import { parseDocumentWords } from "./documents-schema";

// biome-ignore lint/suspicious/noExplicitAny: these tests reach into any field to break it on purpose.
type Mutable = any;

function errorOf(change: (words: Mutable) => void): string {
  const copy = structuredClone(documentWords) as Mutable;
  change(copy);
  try {
    parseDocumentWords(copy);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the document words to be rejected");
}

describe("the documents' words", () => {
  it("are valid as written", () => {
    expect(() => parseDocumentWords(documentWords)).not.toThrow();
  });

  it("reject an empty heading, naming the field and the file to fix", () => {
    const message = errorOf((words) => {
      words.brochure.promises.heading = "  ";
    });
    expect(message).toMatch(/app\/content\/words\/<language>\/documents\.json/);
    expect(message).toMatch(/documents\.brochure\.promises\.heading: must not be empty/);
  });

  it("reject a sentence that lost the slot its value goes in", () => {
    expect(
      errorOf((words) => {
        words.brochure.services.heading = { ...words.brochure.services.heading, other: "Our services" };
      }),
    ).toMatch(/documents\.brochure\.services\.heading\.other: must keep \{count\} where the value goes/);
    expect(
      errorOf((words) => {
        words.brochure.contact.address = "{street}, {place}, {state} {postalCode}";
      }),
    ).toMatch(/documents\.brochure\.contact\.address: must keep .*\{district\}/);
  });

  it("reject a missing sample certificate word", () => {
    expect(
      errorOf((words) => {
        delete words.sampleCertificate.stamp;
      }),
    ).toMatch(/documents\.sampleCertificate\.stamp:/);
  });
});
