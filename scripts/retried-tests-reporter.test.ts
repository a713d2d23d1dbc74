import type { TestCase, TestResult } from "@playwright/test/reporter";
import { describe, expect, it } from "vitest";
import { describeRetried, type RetriedTest, retriedSummary, retriedTests } from "./retried-tests-reporter";

/** A test case as Playwright's reporter API shows it, with the given attempts' statuses. */
function testCase(title: string, outcome: ReturnType<TestCase["outcome"]>, statuses: TestResult["status"][]): TestCase {
  return {
    outcome: () => outcome,
    titlePath: () => ["", "phone", "estimate.spec.ts", "the estimate", title],
    location: { file: "/repo/tests/e2e/estimate.spec.ts", line: 120, column: 3 },
    results: statuses.map((status) => ({
      status,
      error:
        status === "failed"
          ? { message: "\u001b[31mTimed out 5000ms\u001b[39m waiting for expect(locator).toBeVisible()\nCall log: …" }
          : undefined,
    })),
  } as unknown as TestCase;
}

describe("the tests that passed only on a retry", () => {
  it("are the flaky ones, named with their project, place and first failure", () => {
    const tests = [
      testCase("shows the total", "expected", ["passed"]),
      testCase("keeps Back in step", "flaky", ["failed", "passed"]),
      testCase("prints", "unexpected", ["failed", "failed"]),
    ];
    const retried = retriedTests(tests, "/repo");
    expect(retried).toEqual([
      {
        title: "the estimate › keeps Back in step",
        location: "tests/e2e/estimate.spec.ts:120",
        project: "phone",
        attempts: 2,
        firstError: "Timed out 5000ms waiting for expect(locator).toBeVisible()",
      },
    ]);
    expect(describeRetried(retried[0] as (typeof retried)[number])).toBe(
      "[phone] tests/e2e/estimate.spec.ts:120 › the estimate › keeps Back in step (passed on attempt 2; first: Timed out 5000ms waiting for expect(locator).toBeVisible())",
    );
  });

  it("are none when every test passed at once or failed outright", () => {
    expect(
      retriedTests([testCase("a", "expected", ["passed"]), testCase("b", "unexpected", ["failed"])], "/repo"),
    ).toEqual([]);
  });
});

describe("npm test's summary of them", () => {
  it("names each one, from every Playwright step of the run", () => {
    const [first] = retriedTests([testCase("keeps Back in step", "flaky", ["failed", "passed"])], "/repo");
    const lines = `${JSON.stringify(first)}\n${JSON.stringify({ ...first, project: "deployment" })}\n`;
    expect(retriedSummary(lines, true)).toEqual([
      "  passed only on a retry: 2",
      `    ${describeRetried(first as RetriedTest)}`,
      `    ${describeRetried({ ...(first as RetriedTest), project: "deployment" })}`,
    ]);
  });

  it("says none, and that retries run only in CI when they did not run", () => {
    expect(retriedSummary("", true)).toEqual(["  passed only on a retry: none"]);
    expect(retriedSummary("", false)).toEqual(["  passed only on a retry: none (retries run in CI only)"]);
  });
});
