import { afterEach, beforeEach, vi, expect } from 'vitest';

// A stray console.error is a bug being swallowed: fail the test that printed it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(errors, `console.error was called: ${JSON.stringify(errors[0])}`).toEqual([]);
});
