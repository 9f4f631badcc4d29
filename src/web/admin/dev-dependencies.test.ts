import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config';

/** Added by the React Router plugin to every app's pre-bundled packages. */
const ADDED_BY_REACT_ROUTER = ['react', 'react-dom', 'react-router'];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The packages the back office imports in the browser: its own files, the client library and the shared module. */
function packagesOfTheBackOffice(): Set<string> {
  // routes.ts is the route table React Router reads at build time, never sent to the browser.
  const files = ['src/web/admin', 'src/web/lib', 'src/shared']
    .flatMap(sourceFiles)
    .filter((file) => file !== path.join('src/web/admin', 'routes.ts'));
  const packages = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^import (?!type )[^;]*?from '([^'.][^']*)'/gm)) {
      const name = match[1] ?? '';
      if (name.startsWith('node:')) continue;
      packages.add(name);
    }
  }
  return packages;
}

describe('`npm run dev` pre-bundles the back office', () => {
  it('lists every package the admin imports, so a first visit is not reloaded by Vite', () => {
    const included = viteConfig.optimizeDeps?.include ?? [];
    const missing = [...packagesOfTheBackOffice()].filter(
      (name) =>
        !included.includes(name) && !ADDED_BY_REACT_ROUTER.some((base) => name === base || name.startsWith(`${base}/`)),
    );
    expect(missing).toEqual([]);
    expect(included).toEqual(
      expect.arrayContaining(['react-hook-form', '@hookform/resolvers/zod', 'zod', '@tiptap/react']),
    );
  });
});
