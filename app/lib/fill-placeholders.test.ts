import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./fill-placeholders";

describe("fillPlaceholders", () => {
  it("fills every placeholder that has a value", () => {
    expect(fillPlaceholders("{count} × {item}", { count: 2, item: "Double bed" })).toBe("2 × Double bed");
    expect(fillPlaceholders("{low}–{high} days, {low} at least", { low: 2, high: 3 })).toBe("2–3 days, 2 at least");
  });

  it("leaves a placeholder without a value as written, and ignores inherited names", () => {
    expect(fillPlaceholders("Add one {item}", {})).toBe("Add one {item}");
    expect(fillPlaceholders("{constructor} {toString}", {})).toBe("{constructor} {toString}");
  });
});
