/** What the bar writes to: a terminal, or nothing when the output is a file or a pipe. */
export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** A one-line progress bar redrawn in place (`Images [######....] 12/40`); undefined off a terminal. */
export function progressBar(
  output: ProgressOutput,
  label: string,
  width = 30,
): ((done: number, total: number) => void) | undefined {
  if (!output.isTTY) return undefined;
  return (done, total) => {
    const filled = total > 0 ? Math.min(width, Math.round((done / total) * width)) : width;
    output.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
    if (done >= total) output.write('\n');
  };
}
