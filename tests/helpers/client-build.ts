import fs from 'node:fs';
import path from 'node:path';

// The production client build read as a browser loads it: React Router's manifest names the files of
// the entry and of each route, and each file's static imports load more; a dynamic `import()` is
// fetched only when the code runs it.

export const ASSETS = path.join('build', 'client', 'assets');

/** A class name only ProseMirror's view sets (while it hides the selection): the editor's code is there. */
export const EDITOR_MARKER = 'ProseMirror-hideselection';

export interface ManifestEntry {
  id?: string;
  [key: string]: unknown;
}

export function readManifest(): { entry: ManifestEntry; routes: Record<string, ManifestEntry> } {
  const file = fs.readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('no React Router manifest in the build');
  const text = fs.readFileSync(path.join(ASSETS, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as ReturnType<typeof readManifest>;
}

/** The script files a manifest entry names (module, imports, split client loader, fallback, ...). */
export function scriptsOf(entry: ManifestEntry): string[] {
  return Object.values(entry)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value.endsWith('.js'))
    .map((value) => path.basename(value));
}

export const source = (name: string) => fs.readFileSync(path.join(ASSETS, name), 'utf8');

const staticImports = (code: string) =>
  [...code.matchAll(/\b(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1] ?? '');

export const dynamicImports = (code: string) =>
  [...code.matchAll(/\bimport\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g)].map((match) => match[1] ?? '');

/** Every file loaded with `names`, following static imports. */
export function loadedWith(names: string[]): Set<string> {
  const loaded = new Set<string>();
  const queue = [...names];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (loaded.has(name)) continue;
    loaded.add(name);
    queue.push(...staticImports(source(name)));
  }
  return loaded;
}
