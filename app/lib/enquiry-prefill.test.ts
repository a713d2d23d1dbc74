import { describe, expect, it } from "vitest";
import { sendEstimateHref } from "../components/estimate/send-links";
import { enquiryLimits, preselectedServiceSlug } from "./enquiry-form";
import { prefilledMessage, withoutPrefilledMessage } from "./enquiry-prefill";

describe("prefilledMessage", () => {
  it("reads the message the estimate's link carries, with its line breaks", () => {
    const summary = "My moving estimate\nRoute: Hyderabad to Pune, about 560 km\nEstimated total: ₹25,000 – ₹31,000";
    const href = sendEstimateHref("/contact/", "relocation", summary);
    const search = new URL(href, "https://example.in").search;
    expect(prefilledMessage(search)).toBe(summary);
    expect(preselectedServiceSlug(search, ["relocation"])).toBe("relocation");
  });

  it("ignores a missing, empty, blank or repeated message", () => {
    expect(prefilledMessage("")).toBeUndefined();
    expect(prefilledMessage("?message=")).toBeUndefined();
    expect(prefilledMessage("?message=%20%20%0A")).toBeUndefined();
    expect(prefilledMessage("?message=a&message=b")).toBeUndefined();
  });

  it("drops control characters, normalises line breaks and keeps to the form's limit", () => {
    expect(prefilledMessage("?message=a%00b%1Bc%0D%0Ad%09e")).toBe("abc\nd\te");
    expect(prefilledMessage(`?message=${"x".repeat(5000)}`)).toHaveLength(enquiryLimits.message);
  });

  it("returns markup as the text it is", () => {
    expect(prefilledMessage("?message=%3Cscript%3Ealert(1)%3C%2Fscript%3E")).toBe("<script>alert(1)</script>");
  });
});

describe("withoutPrefilledMessage", () => {
  it("takes only the message off the address", () => {
    expect(withoutPrefilledMessage("https://example.in/contact/?service=relocation&message=hi#enquiry")).toBe(
      "https://example.in/contact/?service=relocation#enquiry",
    );
  });
});
