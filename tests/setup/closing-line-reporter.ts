import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints `vitest: N passed, N failed, N skipped` as the run's last line, so that a reader of a long
 * log (CI's) sees at once what ran. A test file that failed before its tests ran (an import or a
 * hook that threw) and an error outside any test each count as a failure: none may pass unseen.
 */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const testModule of testModules) {
      let failedHere = 0;
      for (const test of testModule.children.allTests()) {
        const { state } = test.result();
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedHere += 1;
        else skipped += 1;
      }
      if (failedHere === 0 && testModule.errors().length > 0) failedHere = 1;
      failed += failedHere;
    }
    process.stdout.write(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
