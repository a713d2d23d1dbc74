// @vitest-environment jsdom
// (It reads and writes the browser's localStorage.)
import { describe, expect, it } from "vitest";
import {
  clearEnquiryDraft,
  enquiryDraftKey,
  enquiryDraftLifetimeMs,
  loadEnquiryDraft,
  saveEnquiryDraft,
} from "./enquiry-draft";

const draft = {
  name: "Lakshmi Reddy",
  email: "lakshmi@example.in",
  phone: "+91 98480 12345",
  service: "Local Shifting Services",
  message: "2BHK from Kukatpally to Gachibowli, 3rd floor, lift available.",
};

/** A Storage whose every method throws, like a full or disabled browser storage. */
function throwingStorage(error: Error): Storage {
  const fail = () => {
    throw error;
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

function quotaExceeded(): Error {
  return new DOMException("The quota has been exceeded.", "QuotaExceededError");
}

describe("enquiry draft", () => {
  it("survives a save and a load", () => {
    expect(saveEnquiryDraft(draft)).toBe(true);
    expect(loadEnquiryDraft()).toEqual(draft);
  });

  it("keeps a partly filled form", () => {
    saveEnquiryDraft({ name: "Ravi", message: "" });
    expect(loadEnquiryDraft()).toEqual({ name: "Ravi", message: "" });
  });

  it("removes the draft when every field is emptied", () => {
    saveEnquiryDraft(draft);
    expect(saveEnquiryDraft({ name: "  ", email: "" })).toBe(false);
    expect(localStorage.getItem(enquiryDraftKey)).toBeNull();
  });

  it("is gone after clearing", () => {
    saveEnquiryDraft(draft);
    clearEnquiryDraft();
    expect(loadEnquiryDraft()).toEqual({});
    expect(localStorage.getItem(enquiryDraftKey)).toBeNull();
  });

  it("expires after its lifetime", () => {
    const savedAt = Date.UTC(2026, 0, 1);
    saveEnquiryDraft(draft, undefined, savedAt);
    expect(loadEnquiryDraft(undefined, savedAt + enquiryDraftLifetimeMs - 1)).toEqual(draft);
    expect(loadEnquiryDraft(undefined, savedAt + enquiryDraftLifetimeMs + 1)).toEqual({});
    expect(localStorage.getItem(enquiryDraftKey)).toBeNull();
  });

  it.each([
    ["not JSON", "{name: Ravi"],
    ["JSON null", "null"],
    ["a number", "42"],
    ["no date", JSON.stringify({ fields: draft })],
    ["a date from the future", JSON.stringify({ savedAt: Date.now() + 86_400_000, fields: draft })],
  ])("ignores a stored value that is %s", (_, stored) => {
    localStorage.setItem(enquiryDraftKey, stored);
    expect(loadEnquiryDraft()).toEqual({});
  });

  it("keeps only the form's fields, as strings no longer than the form allows", () => {
    localStorage.setItem(
      enquiryDraftKey,
      JSON.stringify({
        savedAt: Date.now(),
        fields: { name: "Ravi", phone: 9848012345, _honey: "spam", message: "x".repeat(5000), __proto__: { a: 1 } },
      }),
    );
    const loaded = loadEnquiryDraft();
    expect(Object.keys(loaded).sort()).toEqual(["message", "name"]);
    expect(loaded.message).toHaveLength(1000);
  });

  it("does not throw when storage is full", () => {
    const full = throwingStorage(quotaExceeded());
    expect(saveEnquiryDraft(draft, () => full)).toBe(false);
    expect(loadEnquiryDraft(() => full)).toEqual({});
    expect(() => clearEnquiryDraft(() => full)).not.toThrow();
  });

  it("does not throw when the browser blocks storage altogether", () => {
    const blocked = () => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    };
    expect(saveEnquiryDraft(draft, blocked)).toBe(false);
    expect(loadEnquiryDraft(blocked)).toEqual({});
    expect(() => clearEnquiryDraft(blocked)).not.toThrow();
  });

  it("keeps the previous draft when a new save does not fit", () => {
    saveEnquiryDraft(draft);
    const realStorage = localStorage;
    const fullOnWrite: Storage = {
      ...realStorage,
      getItem: (key) => realStorage.getItem(key),
      removeItem: (key) => realStorage.removeItem(key),
      setItem: () => {
        throw quotaExceeded();
      },
      clear: () => realStorage.clear(),
      key: (index) => realStorage.key(index),
      length: realStorage.length,
    };
    expect(saveEnquiryDraft({ ...draft, message: "changed" }, () => fullOnWrite)).toBe(false);
    expect(loadEnquiryDraft()).toEqual(draft);
  });
});
