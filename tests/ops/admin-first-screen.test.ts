import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assertBuilt } from '../helpers/production-app';

// Issue 16: the admin's first screen (/admin after login) loads at most 150 KB of compressed script,
// and not the rich-text editor. Counted as the bench counts it (bench/lib/admin-lighthouse.mjs): the
// bodies the server sends a browser, which asks for `br, gzip`: the build's .br file where there is one
// (scripts of 256 bytes and more, scripts/compress-assets.mjs), else the file as it is. This reads the production build as a browser loads the screen: React
// Router's manifest names the files of the entry and of each route of /admin (root, the admin layout,
// the dashboard), and each file's static imports load more; a dynamic `import()` is fetched only when
// the code runs it (the editor, the login-again dialog, the password forms).

const ASSETS = path.join('build', 'client', 'assets');
const BUDGET_BYTES = 150 * 1024;
const FIRST_SCREEN_ROUTES = ['root', 'admin/admin-layout', 'admin/dashboard'];
/** A class name only ProseMirror's view sets: the editor's code is there. */
const EDITOR_MARKER = 'ProseMirror-hideselection';
/** An entry of the common-password list (src/shared/common-passwords.json). */
const PASSWORD_LIST_MARKER = '"trustno1"';

type ManifestEntry = Record<string, unknown>;

function readManifest(): { entry: ManifestEntry; routes: Record<string, ManifestEntry> } {
  const file = fs.readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('no React Router manifest in the build');
  const text = fs.readFileSync(path.join(ASSETS, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as ReturnType<typeof readManifest>;
}

/** The script files a manifest entry names (module, imports, split client loader, fallback, ...). */
function scriptsOf(entry: ManifestEntry): string[] {
  return Object.values(entry)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value.endsWith('.js'))
    .map((value) => path.basename(value));
}

const source = (name: string) => fs.readFileSync(path.join(ASSETS, name), 'utf8');
const staticImports = (code: string) =>
  [...code.matchAll(/\b(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1] ?? '');

/** Every file loaded with `names`, following static imports. */
function loadedWith(names: string[]): Set<string> {
  const loaded = new Set<string>();
  const queue = [...names];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (loaded.has(name)) continue;
    loaded.add(name);
    queue.push(...staticImports(source(name)));
  }
  return loaded;
}

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
