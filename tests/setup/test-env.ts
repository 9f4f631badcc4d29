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

// Screens load their parts lazily (the editor is a chunk of its own). On a busy machine that takes
// longer than the testing library's default second (seconds under load), and a test waiting for it would fail for no fault.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 30_000 });
}
