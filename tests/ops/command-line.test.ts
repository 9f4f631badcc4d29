import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError, expectPositionals, parseCommandLine } from '../../src/server/cli/command-line';
import { runCli } from './support/run-cli';

describe('parseCommandLine', () => {
  it('turns an unknown option, a missing value or a stray argument into a UsageError', () => {
    const options = { force: { type: 'boolean' }, from: { type: 'string' } } as const;
    expect(parseCommandLine({ args: ['--force', '--from', 'x'], options }).values).toEqual({ force: true, from: 'x' });
    expect(() => parseCommandLine({ args: ['--forse'], options })).toThrow(UsageError);
    expect(() => parseCommandLine({ args: ['--forse'], options })).toThrow(/Unknown option '--forse'/);
    expect(() => parseCommandLine({ args: ['--from'], options })).toThrow(UsageError);
    expect(() => parseCommandLine({ args: ['file'], options })).toThrow(UsageError);
  });

  it('names what is missing or extra among positional arguments', () => {
    expect(expectPositionals(['a.tar.gz'], ['the archive file'])).toEqual(['a.tar.gz']);
    expect(() => expectPositionals([], ['the archive file'])).toThrow(/missing the archive file/);
    expect(() => expectPositionals(['a', 'b'], ['the archive file'])).toThrow(/unexpected argument "b"/);
  });
});

describe('the documented commands on wrong usage', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-usage-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Nothing is opened: each refuses before reading its configuration, with the reason and its usage.
  it.each([
    ['backup.ts', ['--verbose', 'x.tar.gz'], /Unknown option '--verbose'/, /Usage: npm run backup/],
    ['backup.ts', [], /missing the archive file/, /Usage: npm run backup/],
    ['restore.ts', ['x.tar.gz', '--forced'], /Unknown option '--forced'/, /Usage: npm run restore/],
    ['restore.ts', ['a.tar.gz', 'b.tar.gz'], /unexpected argument "b.tar.gz"/, /Usage: npm run restore/],
    ['admin.ts', ['create', 'budi', '--force'], /Unknown option '--force'/, /Usage:\n {2}npm run admin/],
    ['admin.ts', ['hapus', 'budi'], /unknown command "hapus"/, /Usage:\n {2}npm run admin/],
    ['import-legacy.ts', ['--form', 'mysql://x'], /Unknown option '--form'/, /Usage: npm run import-legacy/],
  ])('%s %j exits with code 2', async (script, args, reason, usage) => {
    const result = await runCli(script, args, { DATA_DIR: dataDir });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(reason);
    expect(result.stderr).toMatch(usage);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
