// Writes .br and .gz next to every text asset of the client build, so that they are served
// pre-compressed at the best level instead of being compressed on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = 'build/client';
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Below this a file fits in one packet whatever its encoding. Above it, even a small chunk of the
 * admin's first screen saves a few hundred bytes, and they add up over the screen's many chunks.
 */
const MIN_BYTES = 256;

let count = 0;
for (const file of walk(ROOT)) {
  if (!TEXT.test(file) || file.endsWith('.map')) continue;
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = zlib.gzipSync(data, { level: 9 });
  // An encoding is offered only where it is smaller than the file itself.
  if (brotli.length < data.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < data.length) fs.writeFileSync(`${file}.gz`, gzip);
  count += 1;
}
console.log(`compressed ${count} client assets`);
