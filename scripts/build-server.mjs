// Bundles the Node server (src/server/main.ts and the CLIs) into dist/ with esbuild;
// npm packages stay external and are loaded from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server/main.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
