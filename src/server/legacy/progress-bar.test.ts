import { describe, expect, it } from 'vitest';
import { progressBar } from './progress-bar';

describe('progress bar for the image copy', () => {
  it('redraws one line on a terminal and ends it when done', () => {
    const written: string[] = [];
    const bar = progressBar({ isTTY: true, write: (text) => written.push(text) }, 'Images', 10);
    bar?.(1, 4);
    bar?.(4, 4);
    expect(written).toEqual(['\rImages [###.......] 1/4', '\rImages [##########] 4/4', '\n']);
  });

  it('stays silent when the output is not a terminal', () => {
    expect(progressBar({ isTTY: false, write: () => undefined }, 'Images')).toBeUndefined();
  });
});
