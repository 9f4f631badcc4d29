import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ASSETS,
  EDITOR_MARKER,
  dynamicImports,
  loadedWith,
  readManifest,
  scriptsOf,
  source,
} from '../helpers/client-build';
import { assertBuilt } from '../helpers/production-app';

// The rich-text editor (Tiptap and ProseMirror) is the heaviest part of the back office. It must reach
// the browser only on screens that have an editor: not with the public pages, not with the login, the
// dashboard or the admin's other screens. This reads the production build as a browser would load it:
// React Router's manifest says which files each route loads up front, and each file's static imports
// load more; a dynamic `import()` is fetched only when the code runs it.

const holdsEditor = (files: Iterable<string>) => [...files].filter((name) => source(name).includes(EDITOR_MARKER));

describe('the editor bundle', () => {
  it('is loaded by no route up front, public or admin, only by the screens with a rich text when they open', () => {
    assertBuilt();
    const manifest = readManifest();
    const upFront = new Set(scriptsOf(manifest.entry));
    for (const route of Object.values(manifest.routes)) {
      const loaded = loadedWith([...upFront, ...scriptsOf(route)]);
      expect(holdsEditor(loaded), `route ${route.id}`).toEqual([]);
    }

    // The admin screens' route reaches it only through the dynamic imports of the screens with a rich
    // text: articles, the editable pages, the FAQ and announcements.
    const screens = manifest.routes['admin/screen-route'];
    expect(screens).toBeDefined();
    const screenFiles = loadedWith(scriptsOf(screens ?? { id: '' }));
    // Within those screens the form comes first: the editor's files are fetched by the rich-text
    // field's dynamic import, once the form is shown.
    const all = fs.readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
    const editorFiles = new Set(holdsEditor(all));
    const editorLoaders = new Set(
      all.filter((name) => dynamicImports(source(name)).some((imported) => editorFiles.has(imported))),
    );
    expect(editorLoaders.size).toBeGreaterThan(0);
    const lazy = [...screenFiles].flatMap((name) => dynamicImports(source(name)));
    const withEditor = lazy.filter((name) => [...loadedWith([name])].some((file) => editorLoaders.has(file)));
    expect(withEditor.length).toBeGreaterThan(0);
    for (const name of withEditor) {
      expect(name).toMatch(/^(article|page|faq|announcement)-section-/);
      expect(holdsEditor(loadedWith([name])), name).toEqual([]);
    }
  });
});
