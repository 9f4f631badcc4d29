import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ASSETS, EDITOR_MARKER, loadedWith, readManifest, scriptsOf, source } from '../helpers/client-build';
import { assertBuilt } from '../helpers/production-app';

// Issue 16: the admin's first screen (/admin after login) loads at most 150 KB of compressed script,
// and not the rich-text editor. Counted as the bench counts it (bench/lib/admin-lighthouse.mjs): the
// bodies the server sends a browser, which asks for `br, gzip`: the build's .br file where there is one
// (scripts of 256 bytes and more, scripts/compress-assets.mjs), else the file as it is. The files are
// those of the entry and of each route of /admin (root, the admin layout, the dashboard) with their
// static imports (helpers/client-build.ts); the editor, the login-again dialog and the password forms
// are dynamic imports, fetched only when used.

const BUDGET_BYTES = 150 * 1024;
const FIRST_SCREEN_ROUTES = ['root', 'admin/admin-layout', 'admin/dashboard'];
/** An entry of the common-password list (src/shared/common-passwords.json). */
const PASSWORD_LIST_MARKER = '"trustno1"';

/** What the server sends for a file to a browser that accepts brotli. */
function sentBytes(name: string): number {
  const file = path.join(ASSETS, name);
  return fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

/** The first screen's files with the bytes sent for each, and for comparison their gzip size (level 9). */
function firstScreen(): { name: string; sent: number; gzip: number }[] {
  const manifest = readManifest();
  const names = [
    ...scriptsOf(manifest.entry),
    ...FIRST_SCREEN_ROUTES.flatMap((id) => {
      const route = manifest.routes[id];
      if (!route) throw new Error(`no route ${id} in the manifest`);
      return scriptsOf(route);
    }),
  ];
  return [...loadedWith(names)].map((name) => ({
    name,
    sent: sentBytes(name),
    gzip: zlib.gzipSync(fs.readFileSync(path.join(ASSETS, name)), { level: 9 }).length,
  }));
}

describe("the admin's first screen", () => {
  it('loads at most 150 KB of compressed script, without the editor or the common-password list', () => {
    assertBuilt();
    const files = firstScreen();
    // The React and React Router files are there: the walk found the screen's script, not nothing.
    expect(files.length).toBeGreaterThan(5);
    const total = files.reduce((sum, file) => sum + file.sent, 0);
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    const largest = [...files]
      .sort((a, b) => b.sent - a.sent)
      .slice(0, 5)
      .map((file) => `${file.name} ${(file.sent / 1024).toFixed(1)} KB`);
    const said = `${(total / 1024).toFixed(1)} KB sent (${(gzip / 1024).toFixed(1)} KB gzip); largest: ${largest.join(', ')}`;
    expect(total, said).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(files.filter((file) => source(file.name).includes(EDITOR_MARKER))).toEqual([]);
    expect(files.filter((file) => source(file.name).includes(PASSWORD_LIST_MARKER))).toEqual([]);
  });
});
