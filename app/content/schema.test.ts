import { describe, expect, it } from "vitest";
import { contentAsWritten } from "./content-as-written";
import { parseSiteContent } from "./schema";
import { gstinCheckCharacter } from "./validators";

const englishAsWritten = contentAsWritten("en");

// biome-ignore lint/suspicious/noExplicitAny: these tests reach into any field to break it on purpose.
type Mutable = any;

/** A deep copy of the real content with one change applied. */
function contentWith(change: (content: Mutable) => void) {
  const copy = structuredClone(englishAsWritten.site) as Mutable;
  change(copy);
  return copy;
}

function errorOf(change: (content: Mutable) => void): string {
  try {
    parseSiteContent(contentWith(change));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the content to be rejected");
}

describe("site content", () => {
  it("is valid as written", () => {
    expect(() => parseSiteContent(englishAsWritten.site)).not.toThrow();
  });

  it("accepts a served city without a route guide (its page is kept out of search engines: page-registry.ts)", () => {
    const content = contentWith(() => {});
    delete content.cityPages.guides.kadapa;
    expect(() => parseSiteContent(content)).not.toThrow();
  });

  it("rejects a served city the strip spells another way unless that spelling is one of its aliases or slugs", () => {
    expect(
      errorOf((content) => {
        content.searchAliases = content.searchAliases.filter(
          (alias: { means: string[] }) => !alias.means.includes("Bengaluru"),
        );
        content.servedCities.find((city: { slug: string }) => city.slug === "bengaluru").formerSlugs = undefined;
      }),
    ).toMatch(/cities: Bengaluru is not in the home page's strip of cities/);
  });

  it("rejects a malformed phone, naming the field", () => {
    expect(
      errorOf((content) => {
        content.company.phones[1].number = "98480 1234";
      }),
    ).toMatch(/company\.phones\[1\]\.number: must be \+91 followed by 10 digits/);
  });

  it("rejects a GSTIN of the wrong shape", () => {
    expect(
      errorOf((content) => {
        content.company.gstin = "36ABC1234";
      }),
    ).toMatch(/company\.gstin: must look like 36AAAAA0000A1Z5/);
  });

  it("rejects a GSTIN with a wrong check character", () => {
    const gstin: string = englishAsWritten.site.company.gstin;
    const wrongLast = gstin.endsWith("A") ? "B" : "A";
    expect(
      errorOf((content) => {
        content.company.gstin = gstin.slice(0, 14) + wrongLast;
      }),
    ).toMatch(/company\.gstin: has a wrong check character/);
  });

  it("rejects a GSTIN from another state", () => {
    const gstin: string = englishAsWritten.site.company.gstin;
    const otherState = `29${gstin.slice(2, 14)}`;
    expect(
      errorOf((content) => {
        content.company.gstin = otherState + gstinCheckCharacter(otherState);
      }),
    ).toMatch(/company\.gstin: must start with 36/);
  });

  it("rejects a malformed Udyam number", () => {
    expect(
      errorOf((content) => {
        content.company.udyamNumber = "UDYAM-TS-1-123";
      }),
    ).toMatch(/company\.udyamNumber: must look like UDYAM-TS-00-0000000/);
  });

  it("rejects a duplicate service slug", () => {
    expect(
      errorOf((content) => {
        content.services[3].slug = content.services[0].slug;
      }),
    ).toMatch(/services\[3\]: duplicate slug/);
  });

  it("rejects a missing field", () => {
    expect(
      errorOf((content) => {
        delete content.services[2].quote;
      }),
    ).toMatch(/services\[2\]\.quote/);
  });

  it("rejects an empty text", () => {
    expect(
      errorOf((content) => {
        content.faq[4].answer = "   ";
      }),
    ).toMatch(/faq\[4\]\.answer: must not be empty/);
  });

  it("rejects a service with a single why-choose-us point", () => {
    expect(
      errorOf((content) => {
        content.services[0].whyChooseUs.splice(1);
      }),
    ).toMatch(/services\[0\]\.whyChooseUs: must have at least two points/);
  });

  it("grows without a fixed count: more services, questions and cities parse", () => {
    const grown = structuredClone(englishAsWritten.site) as Mutable;
    grown.services.push({ ...grown.services[0], slug: "another-service" });
    grown.faq.push(...grown.faq);
    // A city the strip does not have yet (the owner may have added Nagpur already).
    grown.cities.push(["Nagpur", "Raipur", "Jabalpur"].find((city) => !grown.cities.includes(city)) ?? "");
    expect(() => parseSiteContent(grown)).not.toThrow();
  });

  it("needs exactly one phone marked for the call buttons, and finds it whatever its position", () => {
    const reordered = structuredClone(englishAsWritten.site);
    reordered.company.phones.reverse();
    expect(parseSiteContent(reordered).company.mainPhone).toEqual(
      englishAsWritten.site.company.phones.find((phone) => phone.callButtons),
    );
    expect(
      errorOf((content) => {
        for (const phone of content.company.phones) delete phone.callButtons;
      }),
    ).toMatch(/company\.phones: must mark exactly one phone with `callButtons: true`/);
  });

  it("refuses a payment account in any name but the company's", () => {
    expect(
      errorOf((content) => {
        content.company.payment.accountName = content.company.proprietor.name;
      }),
    ).toMatch(/company\.payment\.accountName: must be the company's name exactly/);
  });

  it("refuses a malformed IFSC or UPI ID, and an advance that is most of the bill", () => {
    const message = errorOf((content) => {
      content.company.payment.ifsc = "HDFC000123";
      content.company.payment.upiId = "godavari packers";
      content.company.payment.advance.percentOfQuote = 50;
    });
    expect(message).toMatch(/company\.payment\.ifsc: must be 11 characters/);
    expect(message).toMatch(/company\.payment\.upiId/);
    expect(message).toMatch(/company\.payment\.advance\.percentOfQuote: must be at most 25/);
  });

  it("refuses a misspelt slot in the pages' sentences, naming the field", () => {
    expect(
      errorOf((content) => {
        content.verifyUs.payment.rules[0] = "At most {percnt} of the quote.";
      }),
    ).toMatch(/verifyUs\.payment\.rules\[0\]: has \{percnt\}, which nothing fills in/);
    expect(
      errorOf((content) => {
        content.bookSurvey.form.date.closed = "Our office is closed then.";
      }),
    ).toMatch(/bookSurvey\.form\.date\.closed: must keep \{day\}/);
  });

  it("rejects a navigation link to a page that does not exist", () => {
    expect(
      errorOf((content) => {
        content.mainNavigation[0].page = "noSuchPage";
      }),
    ).toMatch(/mainNavigation\[0\]\.page: links to "noSuchPage"/);
  });

  it("rejects a bad e-mail and a bad PIN code in one message", () => {
    const message = errorOf((content) => {
      content.company.emails[0].address = "enquiry-at-example";
      content.company.branchOffice.postalCode = "5000";
    });
    expect(message).toMatch(/company\.emails\[0\]\.address/);
    expect(message).toMatch(/company\.branchOffice\.postalCode: must be a 6-digit PIN code/);
  });
});

describe("gstinCheckCharacter", () => {
  it("matches the check character of a published GSTIN", () => {
    // The GST network's own documented example.
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });
});
