import type { TestCase, TestResult } from "@playwright/test/reporter";
import { describe, expect, it } from "vitest";
import { describeRetried, retriedTests } from "./retried-tests-reporter";

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
