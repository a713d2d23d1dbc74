import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contentFor, estimateContentFor } from "../content/content.server";
import { chosenKey, enquirySentProps, surveyBookedProps } from "./analytics-choices";
import { estimateProps, priceBand } from "./analytics-estimate";
import { searchProps } from "./analytics-search";
import { eventBody } from "./analytics-sender";
import { claimFieldNames } from "./claim-form";
import { enquiryFieldNames } from "./enquiry-form";
import { surveyFieldNames } from "./survey-form";

const content = contentFor("en");
const serviceChoices = content.services.map((service) => ({ key: service.slug, value: service.enquiryLabel }));
const surveyChoices = {
  survey: (["home", "video"] as const).map((key) => ({ key, value: content.bookSurvey.types[key].label })),
  home: estimateContentFor("en").catalogue.homeSizes.map(({ id, name }) => ({ key: id, value: name })),
};

/** The body each return page sends for a draft, with the functions the pages themselves call. */
const sentBodies = (enquiry: Record<string, string>, survey: Record<string, string>) => [
  eventBody(["Enquiry sent", enquirySentProps(enquiry, serviceChoices), "https://x.in/thank-you/"], "x.in", ""),
  eventBody(["Survey booked", surveyBookedProps(survey, surveyChoices), "https://x.in/survey-booked/"], "x.in", ""),
  eventBody(["Claim sent", {}, "https://x.in/claim-received/"], "x.in", ""),
];

/** Whatever a visitor may type: any text, and the shapes personal data takes. */
const typed = fc.oneof(
  fc.string({ minLength: 1, maxLength: 60 }),
  fc.emailAddress(),
  fc.stringMatching(/^\+91 ?[6-9]\d{4} ?\d{5}$/),
  fc.stringMatching(/^[A-Z][a-z]{2,10} [A-Z][a-z]{2,10}$/),
);
const draftOf = (names: readonly string[]) => fc.record(Object.fromEntries(names.map((name) => [name, typed])));

describe("what a return page sends of the form just sent", () => {
  it("sends only the choice's code name, never a value typed into any field of any form", () => {
    fc.assert(
      fc.property(
        draftOf(enquiryFieldNames),
        draftOf(surveyFieldNames),
        draftOf(claimFieldNames),
        (enquiry, survey, claim) => {
          const bodies = sentBodies(enquiry, survey);
          const props = bodies.map((body) => JSON.parse(body).props as Record<string, string>);
          const allowed = new Set(
            [...serviceChoices, ...surveyChoices.survey, ...surveyChoices.home].map((c) => c.key).concat("unknown"),
          );
          for (const value of props.flatMap(Object.values)) expect(allowed).toContain(value);
          // A typed value never appears, unless it is one of the words the body is made of anyway.
          const vocabulary = sentBodies({}, {}).join(" ") + [...allowed].join(" ");
          for (const value of [...Object.values(enquiry), ...Object.values(survey), ...Object.values(claim)]) {
            if (value.length >= 3 && !vocabulary.includes(value) && !JSON.stringify(value).includes("\\"))
              for (const body of bodies) expect(body).not.toContain(value);
          }
        },
      ),
    );
  });

  it("names the service the select posted by its slug", () => {
    const [first] = serviceChoices;
    expect(chosenKey(first?.value, serviceChoices)).toBe(first?.key);
    expect(chosenKey(undefined, serviceChoices)).toBe("unknown");
  });
});

describe("searchProps, the search box's event", () => {
  it("sends a count, never the query, when the search found something", () => {
    fc.assert(
      fc.property(typed, fc.integer({ min: 1, max: 500 }), (query, found) => {
        expect(searchProps(query, found)).toEqual({ results: String(found) });
      }),
    );
  });

  it("sends a query that found nothing only without digits or @, and never a phone number or an e-mail address", () => {
    fc.assert(
      fc.property(typed, (query) => {
        const sent = searchProps(query, 0).query ?? "";
        if (/[\p{N}@]/u.test(query) || query.trim().length > 40) expect(sent).toMatch(/^\(not sent/);
        else expect(sent).toBe(query.trim().toLowerCase().replace(/\s+/g, " "));
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.stringMatching(/^\+?\d[\d ]{7,14}$/)), (personal) => {
        expect(JSON.stringify(searchProps(personal, 0))).not.toContain(personal.toLowerCase());
      }),
    );
    expect(searchProps("  Packers   IN Vapi ", 0)).toEqual({ results: "0", query: "packers in vapi" });
  });
});

describe("estimateProps", () => {
  it("counts the route's two cities, the home size and the band of the total", () => {
    expect(estimateProps({ from: "hyderabad", to: "pune", homeSize: "2bhk" }, { low: 31_000 })).toEqual({
      from: "hyderabad",
      to: "pune",
      home: "2bhk",
      band: "25000-50000",
    });
    expect(estimateProps({ from: "a", to: "b", homeSize: null }, { low: 0 }).home).toBe("items");
  });

  it.each([
    [0, "0-10000"],
    [9_999, "0-10000"],
    [10_000, "10000-25000"],
    [199_999, "100000-200000"],
    [200_000, "200000+"],
  ])("puts ₹%i in band %s", (rupees, band) => expect(priceBand(rupees)).toBe(band));
});
