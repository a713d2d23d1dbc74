// @vitest-environment jsdom
// (It reads and writes the browser's localStorage.)
import { describe, expect, it } from "vitest";
import { createFormDraft } from "./form-draft";

const survey = createFormDraft({
  key: "surveyDraftTest",
  fieldNames: ["name", "phone"],
  longestValue: { name: 5, phone: 20 },
});
const claim = createFormDraft({
  key: "claimDraftTest",
  fieldNames: ["name", "consignment"],
  longestValue: { name: 100, consignment: 30 },
});

describe("form drafts", () => {
  it("keeps each form's draft under its own key, so one form never fills or clears another", () => {
    survey.save({ name: "Ravi", phone: "98480 12345" });
    claim.save({ name: "Lakshmi", consignment: "GPM-2026-0042" });
    survey.clear();
    expect(survey.load()).toEqual({});
    expect(claim.load()).toEqual({ name: "Lakshmi", consignment: "GPM-2026-0042" });
  });

  it("keeps only the form's own fields, each cut to its longest value", () => {
    localStorage.setItem(
      survey.key,
      JSON.stringify({ savedAt: Date.now(), fields: { name: "Venkateswara", phone: "1", consignment: "x" } }),
    );
    expect(survey.load()).toEqual({ name: "Venka", phone: "1" });
  });
});
