// @vitest-environment jsdom

import { describe, expect, it } from "vitest";
import { bookSurveyHref } from "../components/estimate/send-links";
import { contentAsWritten } from "../content/content-as-written";
import { preselectedSlug } from "./enquiry-form";
import { prefilledMessage } from "./enquiry-prefill";
import { linkedHomeSizeParam, surveyDraft, surveyDraftKey, surveyFieldNames, surveyLimits } from "./survey-form";

const englishAsWritten = contentAsWritten("en");

const homeIds = englishAsWritten.estimate.catalogue.homeSizes.map((home) => home.id);

describe("the estimate's hand-off to the survey form", () => {
  it("carries the home size and the summary, read back by the names the survey form uses", () => {
    const summary = "My moving estimate\nRoute: Hyderabad to Pune, about 560 km\nEstimated total: ₹25,000 – ₹31,000";
    const href = bookSurveyHref("/book-survey/", "2bhk", summary);
    expect(href.startsWith("/book-survey/?")).toBe(true);
    const search = new URL(href, "https://example.in").search;
    expect(preselectedSlug(search, linkedHomeSizeParam, homeIds)).toBe("2bhk");
    expect(prefilledMessage(search)).toBe(summary);
  });

  it("leaves the home size out when the estimate has none (an itemised list)", () => {
    const search = new URL(bookSurveyHref("/book-survey/", null, "Items: 2 × Double bed"), "https://example.in").search;
    expect(new URLSearchParams(search).has(linkedHomeSizeParam)).toBe(false);
    expect(prefilledMessage(search)).toBe("Items: 2 × Double bed");
  });

  it("ignores a home size that is not one of the estimate's, or markup", () => {
    for (const value of ["5bhk", "<script>alert(1)</script>", "", "2bhk<img src=x>"]) {
      expect(
        preselectedSlug(`?home=${encodeURIComponent(value)}`, linkedHomeSizeParam, homeIds),
        value,
      ).toBeUndefined();
    }
    expect(preselectedSlug("?home=%202BHK%20", linkedHomeSizeParam, homeIds)).toBe("2bhk");
  });

  it("the summary fits the survey form's notes", () => {
    expect(prefilledMessage(`?message=${"x".repeat(5000)}`)).toHaveLength(surveyLimits.message);
  });
});

describe("the survey draft", () => {
  it("keeps every field under its own key, apart from the enquiry's, and forgets it when cleared", () => {
    const draft = Object.fromEntries(surveyFieldNames.map((name) => [name, `${name} value`]));
    expect(surveyDraft.save(draft)).toBe(true);
    expect(JSON.parse(localStorage.getItem(surveyDraftKey) ?? "{}").fields).toEqual(draft);
    expect(surveyDraft.load()).toEqual(draft);
    surveyDraft.clear();
    expect(localStorage.getItem(surveyDraftKey)).toBeNull();
  });

  it("cuts rubbish in storage to the form's limits", () => {
    localStorage.setItem(
      surveyDraftKey,
      JSON.stringify({ savedAt: Date.now(), fields: { locality: "x".repeat(5000), date: "2026-11-24<script>" } }),
    );
    const draft = surveyDraft.load();
    expect(draft.locality).toHaveLength(surveyLimits.locality);
    expect(draft.date).toBe("2026-11-24");
  });
});
