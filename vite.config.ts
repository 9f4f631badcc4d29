import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The browser build imports `zod` through src/web/lib/zod-jitless.ts, which turns zod's `new Function`
 * probe off before any schema runs (the Content-Security-Policy forbids eval). Build only: the dev
 * server pre-bundles `zod` as it is, and the server build keeps zod's compiled validators.
 */
function zodJitless(): Plugin {
  const wrapper = fileURLToPath(new URL('./src/web/lib/zod-jitless.ts', import.meta.url));
  return {
    name: 'p3m-zod-jitless',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      return source === 'zod' && importer !== wrapper ? wrapper : null;
    },
  };
}

/** zod's JSON Schema generator: the server's API documentation uses it, the browser never does. */
const ZOD_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/**
 * The browser build leaves zod's JSON Schema generator out (about 7 KB of compressed script on every
 * admin screen): its modules are replaced by ones that export the same names, each a function that
 * says what it is, should anything ever call it (the method factories hand such a function out). The names are read from the real module, so a newer
 * zod still finds every name it imports. Build only, client only (the server's OpenAPI needs them).
 */
function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'p3m-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (!ZOD_JSON_SCHEMA.test(id)) return null;
      const code = fs.readFileSync(id, 'utf8');
      const names = new Set([
        ...[...code.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((match) => match[1]),
        ...[...code.matchAll(/^export \{([^}]+)\};?$/gm)].flatMap((match) =>
          (match[1] ?? '').split(',').map((item) =>
            item
              .trim()
              .split(/\s+as\s+/)
              .pop(),
          ),
        ),
      ]);
      const exports = [...names]
        .filter((name): name is string => Boolean(name))
        // The method factories run when a schema is made: they hand out the function that says so.
        .map((name) => `export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`);
      return [
        'function unavailable() {',
        "  throw new Error('zod: JSON Schema is not built in the browser (vite.config.ts)');",
        '}',
        ...exports,
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [zodJitless(), zodWithoutJsonSchema(), reactRouter()],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3 still uses @import and global functions; keep the build log readable.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: { assetsInlineLimit: 0 },
  // The public pages' script (src/web/enhance, imported by root.tsx as `?worker&url`) is bundled
  // on its own as an ES module, so that the carousel code can stay in a chunk of its own.
  worker: { format: 'es' },
  // The hero imports Swiper's CSS (`swiper/css`), which Node cannot import: the server build bundles it.
  ssr: { noExternal: ['swiper'] },
  // `npm run dev`: the back office's packages are pre-bundled when the server starts. Found only on
  // the first visit to /admin, they made Vite re-optimize and reload the page ("optimized
  // dependencies changed"), leaving it without a login form. React and React Router are added by
  // the React Router plugin; src/web/admin/dev-dependencies.test.ts keeps this list complete.
  optimizeDeps: {
    include: [
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
      '@tiptap/react',
      '@tiptap/starter-kit',
      '@tiptap/extension-image',
      '@tiptap/extension-table',
      '@tiptap/extensions',
      '@tiptap/pm/state',
      'diff',
      'marked',
    ],
  },
});
