import { afterEach, describe, expect, it, vi } from "vitest";
import { sourcesHash } from "./build";

afterEach(() => vi.unstubAllEnvs());

describe("the hash a build is known to be up to date by", () => {
  it("is the same for the same sources, and changes with a setting the build reads", () => {
    const first = sourcesHash();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(sourcesHash()).toBe(first);
    vi.stubEnv("ENQUIRY_ENDPOINT_BASE", "https://forms.example");
    expect(sourcesHash()).not.toBe(first);
  });
});
