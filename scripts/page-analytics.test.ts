import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyticsSchema, analyticsSettingsOf } from "../app/content/analytics-schema.ts";
import { analyticsLine } from "./check-launch-analytics.ts";
import { analyticsOrigin, earlyTapsScript, withAnalyticsSettings } from "./page-analytics.ts";
import { inlineScriptHashes, pageCspOf, withPageCsp } from "./page-csp.ts";

const page = '<html><head><meta charset="utf-8"/><title>x</title></head><body></body></html>';
const settings = { site: "www.godavaripackers.in", endpoint: "https://plausible.io/api/event" };

const directive = (policy: string | undefined, name: string) =>
  policy
    ?.split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("visitor counting's settings in a page", () => {
  it("are written before </head> while counting is on, and the policy opens the service in connect-src only", () => {
    const html = withPageCsp(withAnalyticsSettings(page, settings), undefined, analyticsOrigin(settings));
    expect(html).toContain(
      '<meta name="analytics" content="https://plausible.io/api/event" data-site="www.godavaripackers.in"/><script>',
    );
    const policy = pageCspOf(html);
    expect(directive(policy, "connect-src")).toContain("https://plausible.io");
    // The early taps' script, allowed by its hash like every inline script.
    expect(html).toContain(`<script>${earlyTapsScript}</script></head>`);
    expect(directive(policy, "script-src")).toEqual(expect.arrayContaining(inlineScriptHashes(html)));
    const elsewhere = policy
      ?.split("; ")
      .filter((part) => !part.startsWith("connect-src ") && part.includes("plausible"));
    expect(elsewhere).toEqual([]);
  });

  it("are absent while counting is off, and the policy names no counting service", () => {
    const on = withAnalyticsSettings(page, settings);
    const off = withPageCsp(withAnalyticsSettings(on, undefined), undefined, analyticsOrigin(undefined));
    expect(off).not.toContain('name="analytics"');
    expect(off).not.toContain("__earlyTaps");
    expect(directive(pageCspOf(off), "connect-src")).not.toContain("https://plausible.io");
  });

  it("replace the settings when written twice", () => {
    const twice = withAnalyticsSettings(withAnalyticsSettings(page, settings), { ...settings, site: "example.in" });
    expect(twice.match(/name="analytics"/g)).toHaveLength(1);
    expect(twice.match(/__earlyTaps=\[\]/g)).toHaveLength(1);
    expect(twice).toContain('data-site="example.in"');
  });
});

describe("the owner's settings (Facts › Visitor counting)", () => {
  it("are off with both fields empty, and on with both filled in", () => {
    expect(analyticsSettingsOf(analyticsSchema.parse({ siteName: "", serviceAddress: "" }))).toBeUndefined();
    expect(analyticsSettingsOf(analyticsSchema.parse({}))).toBeUndefined();
    expect(
      analyticsSettingsOf(
        analyticsSchema.parse({ siteName: "godavaripackers.in", serviceAddress: "https://stats.example.in/" }),
      ),
    ).toEqual({ site: "godavaripackers.in", endpoint: "https://stats.example.in/api/event" });
  });

  it.each([
    [{ siteName: "godavaripackers.in", serviceAddress: "" }, "or neither"],
    [{ siteName: "https://godavaripackers.in/", serviceAddress: "https://plausible.io" }, "no https://"],
    [{ siteName: "godavaripackers.in", serviceAddress: "http://plausible.io" }, "https://"],
    [{ siteName: "godavaripackers.in", serviceAddress: "https://plausible.io/?x=1" }, "without ? or #"],
  ])("refuse %j, saying what to fix", (facts, message) => {
    const result = analyticsSchema.safeParse(facts);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(" ")).toContain(message);
  });
});

describe("the launch check's line on visitor counting", () => {
  const checkout = (analytics: object) => {
    const root = mkdtempSync(join(tmpdir(), "launch-analytics-"));
    mkdirSync(join(root, "app/content/facts"), { recursive: true });
    writeFileSync(join(root, "app/content/facts/analytics.json"), JSON.stringify({ analytics }));
    return root;
  };

  it("says counting is off, and where to switch it on, while the settings are empty", () => {
    expect(analyticsLine(checkout({ siteName: "", serviceAddress: "" }))).toBe(
      "Visitor counting: off (nothing is counted or sent). To count visits, calls and enquiries, fill in Facts › Visitor counting.",
    );
  });

  it("says where the events go once it is on", () => {
    expect(analyticsLine(checkout({ siteName: "godavaripackers.in", serviceAddress: "https://plausible.io" }))).toBe(
      "Visitor counting: on, godavaripackers.in sends its events to https://plausible.io/api/event.",
    );
  });
});
