/**
 * `npm run test:audit`: fails when `npm audit --omit=dev` reports a high or critical advisory in
 * what the site ships. The advisories live in the registry's audit service, so offline, or behind a
 * registry mirror without that service (some answer 405), the check cannot run. Then:
 * - where AUDIT_REQUIRED is set (the production build sets it: scripts/check-launch.ts), it fails,
 *   so nothing is published whose advisories nobody checked;
 * - anywhere else (a developer's machine, CI behind such a mirror) it is a skip that says so, with
 *   the registry's own reason, and passes.
 */
import { spawnSync } from "node:child_process";

export type AuditReport = {
  message?: string;
  statusCode?: number;
  error?: { code?: string; summary?: string };
  vulnerabilities?: Record<string, { severity: string; via: Array<string | { title?: string; url?: string }> }>;
  metadata?: { vulnerabilities?: Record<string, number> };
};

export const blockingSeverities = ["high", "critical"];

/** The high and critical findings of an `npm audit --json` report, one line each. */
export function blockingFindings(report: AuditReport): string[] {
  return Object.entries(report.vulnerabilities ?? {})
    .filter(([, finding]) => blockingSeverities.includes(finding.severity))
    .map(([name, finding]) => {
      const advisories = finding.via.map((via) => (typeof via === "string" ? via : `${via.title} ${via.url}`));
      return `${finding.severity}: ${name} (${advisories.join("; ")})`;
    });
}

/** Whether npm could not get an audit from the registry at all, rather than an audit's findings. */
export function isAuditUnavailable(report: AuditReport, stderr: string): boolean {
  if (report.statusCode && report.statusCode >= 400) return true;
  const text = `${report.error?.code ?? ""} ${report.error?.summary ?? ""} ${report.message ?? ""} ${stderr}`;
  return /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|E405|E404|audit endpoint returned an error/.test(
    text,
  );
}

/** Whether this run must fail when the audit cannot run: AUDIT_REQUIRED set to anything but "", "0" or "false". */
export function isAuditRequired(env: Record<string, string | undefined>): boolean {
  const value = env.AUDIT_REQUIRED?.trim().toLowerCase();
  return Boolean(value) && value !== "0" && value !== "false";
}

/** Why the registry gave no audit, in its own words where it gave any. */
export function unavailableReason(report: AuditReport, stderr: string): string {
  const said =
    report.error?.summary ||
    report.message ||
    (report.statusCode ? `HTTP ${report.statusCode}` : "") ||
    report.error?.code ||
    /npm (?:error|ERR!) (.+)/.exec(stderr)?.[1];
  return said?.split("\n")[0]?.trim() || "no answer from the registry";
}

export type AuditOutcome = { exitCode: 0 | 1; level: "log" | "warn" | "error"; message: string };

/** What a run prints and how it ends, from npm's report and whether the audit is required. */
export function auditOutcome(report: AuditReport, stderr: string, required: boolean): AuditOutcome {
  if (isAuditUnavailable(report, stderr)) {
    const reason = unavailableReason(report, stderr);
    return required
      ? {
          exitCode: 1,
          level: "error",
          message: `npm audit FAILED: the registry's audit service did not answer (${reason}), and AUDIT_REQUIRED is set, so the advisories must be checked before publishing.`,
        }
      : {
          exitCode: 0,
          level: "warn",
          message: `npm audit SKIPPED: the registry's audit service did not answer (${reason}), so the advisories were NOT checked. The production build sets AUDIT_REQUIRED and fails here; run \`npm run test:audit\` where https://registry.npmjs.org answers.`,
        };
  }
  if (report.error) {
    return {
      exitCode: 1,
      level: "error",
      message: `npm audit failed: ${report.error.summary ?? report.error.code}`,
    };
  }
  const findings = blockingFindings(report);
  if (findings.length > 0) {
    return {
      exitCode: 1,
      level: "error",
      message: `npm audit --omit=dev: ${findings.length} high or critical advisories:\n${findings.join("\n")}`,
    };
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  return {
    exitCode: 0,
    level: "log",
    message: `npm audit --omit=dev: no high or critical advisories (${JSON.stringify(counts)}).`,
  };
}

if (import.meta.filename === process.argv[1]) {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", shell: false });
  let report: AuditReport;
  try {
    report = JSON.parse(run.stdout || "{}");
  } catch {
    console.error(`npm audit printed something other than JSON:\n${run.stdout}\n${run.stderr}`);
    process.exit(1);
  }
  const outcome = auditOutcome(report, run.stderr ?? "", isAuditRequired(process.env));
  console[outcome.level](outcome.message);
  process.exit(outcome.exitCode);
}
