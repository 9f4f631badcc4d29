import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints `playwright: N passed, N failed, N skipped` as the run's last line (beside the list
 * reporter), in the same form as the unit tests' closing line, so CI's log ends with what ran. A
 * test counts once, by its last result; an error outside any test (a worker's server that did not
 * start) counts as a failure.
 */
export default class ClosingLineReporter implements Reporter {
  private readonly outcomes = new Map<string, TestResult['status']>();
  private errors = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, result.status);
  }

  onError(): void {
    this.errors += 1;
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = this.errors;
    let skipped = 0;
    for (const status of this.outcomes.values()) {
      if (status === 'passed') passed += 1;
      else if (status === 'skipped') skipped += 1;
      else failed += 1;
    }
    if (failed === 0 && result.status !== 'passed') failed = 1;
    process.stdout.write(`\nplaywright: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
