import { describe, expect, it } from "vitest";
import {
  enquiryEndpoint,
  indianPhonePattern,
  matchesInputPattern,
  notBlankPattern,
  preselectedServiceSlug,
} from "./enquiry-form";

describe("indianPhonePattern", () => {
  it.each([
    "+91 98480 12345",
    "+91-98480-12345",
    "+919848012345",
    "+91 9848012345",
    "91 98480 12345",
    "0091 98480 12345",
    "098480 12345",
    "09848012345",
    "9848012345",
    "98480-12345",
    "98480 12345",
    "040 2345 6789",
    "+91 40 2345 6789",
  ])("accepts %s", (number) => {
    expect(matchesInputPattern(indianPhonePattern, number)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "12345",
    "98480 1234",
    "98480 123456",
    "+1 415 555 0100",
    "+91 98480  12345",
    "+91 -98480 12345",
    "0000000000",
    "98480 12345 ext 2",
    "phone me",
  ])("rejects %j", (number) => {
    expect(matchesInputPattern(indianPhonePattern, number)).toBe(false);
  });
});

describe("notBlankPattern", () => {
  it("rejects spaces only and accepts text with spaces around it", () => {
    expect(matchesInputPattern(notBlankPattern, "   ")).toBe(false);
    expect(matchesInputPattern(notBlankPattern, "\t")).toBe(false);
    expect(matchesInputPattern(notBlankPattern, "  Ravi Kumar ")).toBe(true);
    expect(matchesInputPattern(notBlankPattern, "R")).toBe(true);
  });
});

describe("preselectedServiceSlug", () => {
  const slugs = ["warehousing", "local-shifting", "project-cargo"];

  it("returns a known slug", () => {
    expect(preselectedServiceSlug("?service=local-shifting", slugs)).toBe("local-shifting");
    expect(preselectedServiceSlug("service=warehousing&utm_source=x", slugs)).toBe("warehousing");
  });

  it("takes the first of repeated values", () => {
    expect(preselectedServiceSlug("?service=warehousing&service=<svg/onload=alert(1)>", slugs)).toBe("warehousing");
    expect(preselectedServiceSlug("?service=<svg/onload=alert(1)>&service=warehousing", slugs)).toBeUndefined();
  });

  it("tolerates case and stray spaces", () => {
    expect(preselectedServiceSlug("?service=Project-Cargo%20", slugs)).toBe("project-cargo");
  });

  it.each([
    "",
    "?service=",
    "?service=moving-to-mars",
    "?service=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "?service=<script>alert(1)</script>",
    "?service=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    "?service=Warehousing%20Service",
    "?service=Project Cargo Service",
    "?service=warehousing%00",
    "?service=../warehousing",
    "?service=constructor",
    "?service=__proto__",
    `?service=${"a".repeat(5000)}`,
    "?other=warehousing",
  ])("ignores %s", (search) => {
    expect(preselectedServiceSlug(search, slugs)).toBeUndefined();
  });
});

describe("enquiryEndpoint", () => {
  const company = { enquiryEmail: "enquiry@example.in", formSubmitAlias: "" };

  it("posts to FormSubmit's alias once there is one, so the address is in no page", () => {
    const aliased = { ...company, formSubmitAlias: "a1b2c3d4e5f6a7b8c9d0" };
    expect(enquiryEndpoint(aliased, undefined)).toBe("https://formsubmit.co/a1b2c3d4e5f6a7b8c9d0");
    expect(enquiryEndpoint(aliased, undefined)).not.toContain("@");
  });

  it("posts to FormSubmit by default", () => {
    expect(enquiryEndpoint(company, undefined)).toBe("https://formsubmit.co/enquiry@example.in");
    expect(enquiryEndpoint(company, "")).toBe("https://formsubmit.co/enquiry@example.in");
  });

  it("takes another base for tests, without doubling the slash", () => {
    expect(enquiryEndpoint(company, "http://localhost:4303/__formsubmit/")).toBe(
      "http://localhost:4303/__formsubmit/enquiry@example.in",
    );
  });

  it("refuses a base that is not an http(s) URL", () => {
    expect(() => enquiryEndpoint(company, "formsubmit.co")).toThrow(/ENQUIRY_ENDPOINT_BASE/);
    expect(() => enquiryEndpoint(company, "javascript:alert(1)")).toThrow(/ENQUIRY_ENDPOINT_BASE/);
  });
});
