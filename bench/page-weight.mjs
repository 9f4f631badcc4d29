// Page weight of the production build: for the home page and an article page, the requests a
// browser makes on arrival and the bytes of script and style (as transferred and uncompressed).
// Prints a table; it measures, it does not fail.
//
//   node bench/page-weight.mjs                    starts dist/server.js with demo content
//   BENCH_URL=http://host:port node bench/...     measures a server that is already running
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitForHealth(base, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server at ${base} did not become healthy`);
}

/** Starts the built server on its own port and data folder, with the demo content. */
async function startServer() {
  if (!fs.existsSync('dist/server.js') || !fs.existsSync('build/server/index.js')) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-page-weight-'));
  const port = 3400 + Math.floor(Math.random() * 400);
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

const KINDS = { script: 'script', stylesheet: 'style', document: 'html', image: 'image', font: 'font', fetch: 'data' };

/** Loads a page in a fresh browser context and sums what it fetched, by kind. */
async function measure(browser, base, pagePath) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  const totals = {};
  let external = 0;
  for (const request of requests) {
    if (!request.url().startsWith(base)) external += 1;
    const kind = KINDS[request.resourceType()] ?? 'other';
    const response = await request.response();
    const sizes = await request.sizes();
    const raw = response ? (await response.body().catch(() => Buffer.alloc(0))).length : 0;
    const entry = (totals[kind] ??= { requests: 0, transferred: 0, raw: 0 });
    entry.requests += 1;
    entry.transferred += sizes.responseBodySize;
    entry.raw += raw;
  }
  await context.close();
  return { totals, count: requests.length, external };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(label, result) {
  console.log(`\n${label}: ${result.count} requests (${result.external} to other hosts)`);
  const rows = Object.entries(result.totals).sort(([a], [b]) => a.localeCompare(b));
  console.log(`  ${'kind'.padEnd(8)}${'requests'.padStart(10)}${'transferred'.padStart(14)}${'raw'.padStart(12)}`);
  for (const [kind, entry] of rows) {
    console.log(
      `  ${kind.padEnd(8)}${String(entry.requests).padStart(10)}${kb(entry.transferred).padStart(14)}${kb(entry.raw).padStart(12)}`,
    );
  }
  const code = ['script', 'style'].map((kind) => result.totals[kind] ?? { transferred: 0, raw: 0 });
  const transferred = code.reduce((sum, entry) => sum + entry.transferred, 0);
  const raw = code.reduce((sum, entry) => sum + entry.raw, 0);
  console.log(`  script + style: ${kb(transferred)} transferred, ${kb(raw)} uncompressed`);
}

const server = process.env.BENCH_URL
  ? { base: process.env.BENCH_URL.replace(/\/+$/, ''), stop: async () => {} }
  : await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const articles = await (await fetch(`${server.base}/api/article`)).json();
  const slug = Array.isArray(articles) && articles[0]?.slug;
  const pages = [['home /', '/'], ...(slug ? [[`article /article/${slug}`, `/article/${slug}`]] : [])];
  console.log(`Page weight of ${server.base} (first visit, empty cache)`);
  for (const [label, pagePath] of pages) printTable(label, await measure(browser, server.base, pagePath));
  if (!slug) console.log('\n(no article found: the article page was not measured)');
} finally {
  await browser.close();
  await server.stop();
}
