import { describe, expect, it } from "vitest";
import { blockingFindings, isAuditUnavailable } from "./audit";

describe("npm audit report", () => {
  it("blocks on high and critical advisories only", () => {
    const findings = blockingFindings({
      vulnerabilities: {
        "left-pad": { severity: "low", via: ["x"] },
        lodash: { severity: "high", via: [{ title: "Prototype pollution", url: "https://github.com/advisories/1" }] },
        minimist: { severity: "critical", via: ["lodash"] },
        ms: { severity: "moderate", via: ["y"] },
      },
    });
    expect(findings).toEqual([
      "high: lodash (Prototype pollution https://github.com/advisories/1)",
      "critical: minimist (lodash)",
    ]);
  });

  it("tells an unreachable or audit-less registry from an audit", () => {
    expect(
      isAuditUnavailable({ error: { code: "ENOTFOUND", summary: "request to https://registry.npmjs.org failed" } }, ""),
    ).toBe(true);
    expect(isAuditUnavailable({}, "npm error code EAI_AGAIN")).toBe(true);
    expect(isAuditUnavailable({ message: "405 Method Not Allowed", statusCode: 405 }, "")).toBe(true);
    expect(isAuditUnavailable({ metadata: { vulnerabilities: { high: 0 } } }, "")).toBe(false);
  });
});
