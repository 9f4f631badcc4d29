// What `npm start` and `npm test` need of the production build, and building it when it is missing.
// One place, so that the server's start and the test run agree on what "built" means.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

/** The three outputs of `npm run build`: the page renderer, the client assets and the bundled server. */
export const BUILD_OUTPUTS = ['build/server/index.js', 'build/client', 'dist/server.js'];

export function isBuilt() {
  return BUILD_OUTPUTS.every((output) => fs.existsSync(output));
}

/**
 * Runs `npm run build` when an output is missing, saying why first (it takes about half a minute).
 * @param {string} why what needs the build, for the line printed before it
 */
export function buildIfMissing(why) {
  if (isBuilt()) return;
  process.stdout.write(`Building the site (${why}; about 30 s)...\n`);
  execSync('npm run build', { stdio: 'inherit' });
}
