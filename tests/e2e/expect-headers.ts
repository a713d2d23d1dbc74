import type { APIResponse } from "@playwright/test";
import { expect } from "./fixtures";

/** `{ directive: [sources] }` of one serialized policy. */
export function parsePolicy(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = "", ...sources] = directive.split(/\s+/);
        return [name.toLowerCase(), sources];
      }),
  );
}

/** The headers every response carries (docs/decisions/004-security-headers.md); returns its policy. */
export function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers["x-frame-options"]).toBe("DENY");
  const policy = parsePolicy(headers["content-security-policy"] ?? "");
  expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  expect(policy["base-uri"]).toEqual(["'self'"]);
  expect(policy["object-src"]).toEqual(["'none'"]);
  expect(policy["form-action"]?.[0]).toBe("'self'");
  return policy;
}

/** The page's script policy: its header and its `<meta>` must both forbid inline and eval. */
export function expectStrictScripts(policy: Record<string, string[]>) {
  const scripts = policy["script-src"] ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("*");
  expect(policy["default-src"]).toEqual(["'self'"]);
}
