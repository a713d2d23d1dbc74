/**
 * A Playwright reporter that names every test that passed only on a retry (Playwright's "flaky"
 * outcome). The browser tests retry once in CI, so a test that fails half the time would otherwise
 * pass unseen. It prints them at the end of the run and, when `RETRIED_TESTS_FILE` names a file,
 * appends them to it as JSON lines, which `npm test`'s summary reads (scripts/run-tests.ts).
 */
import { appendFileSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { FullConfig, Reporter, Suite, TestCase } from "@playwright/test/reporter";

/** One test that passed only after failing: where it is, and what it said when it failed. */
export type RetriedTest = { title: string; location: string; project: string; attempts: number; firstError: string };

/** The tests of a run whose outcome is "flaky": failed, then passed on a retry. */
export function retriedTests(tests: readonly TestCase[], rootDir: string): RetriedTest[] {
  return tests
    .filter((test) => test.outcome() === "flaky")
    .map((test) => {
      const failed = test.results.find((result) => result.status !== "passed" && result.status !== "skipped");
      // root, project, file, then the describe blocks and the test: the file is in the location already.
      const [, project = "", , ...titles] = test.titlePath();
      return {
        title: titles.filter(Boolean).join(" › "),
        location: `${relative(rootDir, test.location.file)}:${test.location.line}`,
        project,
        attempts: test.results.length,
        firstError: stripVTControlCharacters(failed?.error?.message ?? failed?.status ?? "").split("\n")[0] ?? "",
      };
    });
}

/** How one is named in a summary: `[phone] tests/e2e/estimate.spec.ts:120 › the estimate › …`. */
export function describeRetried(test: RetriedTest): string {
  return `[${test.project}] ${test.location} › ${test.title} (passed on attempt ${test.attempts}; first: ${test.firstError})`;
}

/**
 * The lines of `npm test`'s summary about them, from the JSON lines the reporter appended over the
 * run's Playwright steps (browser and deployment tests).
 */
export function retriedSummary(jsonLines: string, inCi: boolean): string[] {
  const retried = jsonLines
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RetriedTest);
  if (retried.length === 0) return [`  passed only on a retry: none${inCi ? "" : " (retries run in CI only)"}`];
  return [`  passed only on a retry: ${retried.length}`, ...retried.map((test) => `    ${describeRetried(test)}`)];
}

export default class RetriedTestsReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(): void {
    // Locations from where the run started: the checkout's root under `npm test`.
    const retried = retriedTests(this.suite?.allTests() ?? [], process.cwd());
    const file = process.env.RETRIED_TESTS_FILE;
    if (file) for (const test of retried) appendFileSync(file, `${JSON.stringify(test)}\n`);
    if (retried.length > 0) {
      console.log(
        `\nPassed only on a retry (${retried.length}):\n${retried.map((test) => `  ${describeRetried(test)}`).join("\n")}`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
