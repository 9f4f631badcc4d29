import { UsageError } from './command-line';

/**
 * Runs a command's main and exits with the code it returns. Wrong usage (a UsageError) prints the
 * reason and `usage`, exit code 2. Anything else it throws is an unexpected failure: one line on
 * stderr (`<failure>: <reason>`) and exit code 1, never a stack trace for an operator.
 */
export function runMain(main: () => Promise<number>, failure: string, usage: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) {
        process.stderr.write(`${error.message}\n\n${usage}\n`);
        process.exit(2);
      }
      process.stderr.write(`${failure}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
