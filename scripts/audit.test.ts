import { describe, expect, it } from "vitest";
import { auditOutcome, blockingFindings, isAuditRequired, isAuditUnavailable } from "./audit";

/** What `npm audit --json` prints where the registry refuses the audit (as on these machines). */
const refused = {
  message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  statusCode: 405,
  error: { summary: "", detail: "" },
};
const refusedStderr = "npm warn audit 405 Method Not Allowed\nnpm error audit endpoint returned an error\n";
const unreachable = { error: { code: "ENOTFOUND", summary: "request to https://registry.npmjs.org failed" } };
const clean = { metadata: { vulnerabilities: { high: 0, critical: 0 } } };

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
    expect(isAuditUnavailable(unreachable, "")).toBe(true);
    expect(isAuditUnavailable({}, "npm error code EAI_AGAIN")).toBe(true);
    expect(isAuditUnavailable(refused, refusedStderr)).toBe(true);
    expect(isAuditUnavailable(clean, "")).toBe(false);
  });

  it("skips a refused or unreachable audit visibly, with the registry's reason, where it is not required", () => {
    for (const [report, reason] of [
      [refused, "405 Method Not Allowed"],
      [unreachable, "request to https://registry.npmjs.org failed"],
    ] as const) {
      const outcome = auditOutcome(report, refusedStderr, false);
      expect(outcome.exitCode).toBe(0);
      expect(outcome.level).toBe("warn");
      expect(outcome.message).toMatch(/^npm audit SKIPPED/);
      expect(outcome.message).toContain(reason);
      expect(outcome.message).toContain("NOT checked");
    }
  });

  it("fails a refused or unreachable audit where AUDIT_REQUIRED is set", () => {
    for (const report of [refused, unreachable]) {
      const outcome = auditOutcome(report, refusedStderr, true);
      expect(outcome.exitCode).toBe(1);
      expect(outcome.level).toBe("error");
      expect(outcome.message).toMatch(/^npm audit FAILED.*AUDIT_REQUIRED/);
    }
    expect(isAuditRequired({ AUDIT_REQUIRED: "1" })).toBe(true);
    expect(isAuditRequired({ AUDIT_REQUIRED: "true" })).toBe(true);
    for (const value of [undefined, "", "0", "false"])
      expect(isAuditRequired({ AUDIT_REQUIRED: value }), value).toBe(false);
  });

  it("passes a clean audit and fails one with a blocking advisory, required or not", () => {
    for (const required of [false, true]) {
      expect(auditOutcome(clean, "", required)).toMatchObject({ exitCode: 0, level: "log" });
      const flagged = auditOutcome(
        { vulnerabilities: { minimist: { severity: "critical", via: ["x"] } } },
        "",
        required,
      );
      expect(flagged).toMatchObject({ exitCode: 1, level: "error" });
      expect(flagged.message).toContain("critical: minimist (x)");
    }
  });
});
