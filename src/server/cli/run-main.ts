/**
 * Runs a command's main and exits with the code it returns. Anything it throws is an unexpected
 * failure: one line on stderr (`<failure>: <reason>`) and exit code 1, never a stack trace for an operator.
 */
export function runMain(main: () => Promise<number>, failure: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${failure}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
