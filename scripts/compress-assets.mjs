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

let count = 0;
for (const file of walk(ROOT)) {
  if (!TEXT.test(file) || file.endsWith('.map')) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} client assets`);
