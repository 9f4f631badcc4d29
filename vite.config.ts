import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
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
  resolve: {
    // @restart/ui maps the `node` condition to CommonJS, which the development SSR module runner
    // cannot evaluate; its ESM build serves the browser and both server modes alike.
    alias: [{ find: /^@restart\/ui\/(\w+)$/, replacement: `${path.resolve('node_modules/@restart/ui/esm')}/$1.js` }],
  },
  // react-bootstrap's helpers import directories and extension-less paths that Node's ESM loader
  // refuses (`dom-helpers/css`), so they are bundled into the server build with it.
  ssr: {
    noExternal: [
      'swiper',
      'react-bootstrap',
      'dom-helpers',
      '@restart/hooks',
      '@restart/ui',
      '@react-aria/ssr',
      'react-transition-group',
    ],
  },
});
