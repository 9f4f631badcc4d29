// `npm start`: builds what is not built yet, then runs the server in this process
// (so SIGTERM/SIGINT reach it directly).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const built =
  fs.existsSync('build/server/index.js') && fs.existsSync('build/client') && fs.existsSync('dist/server.js');
if (!built) {
  process.stdout.write('Building the site (first start only)...\n');
  execSync('npm run build', { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'development';
await import('../dist/server.js');
