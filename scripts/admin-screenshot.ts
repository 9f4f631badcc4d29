// `npm run screenshot:admin`: refreshes docs/screenshots/admin.png, the README's picture of the back
// office (the article screen with three articles, the first one open for editing). It starts the
// production build on a scratch data folder, as the end-to-end tests do, and drives Debian's Chromium
// through playwright-core. A documentation generator, not a test: it lives here so that the test
// run neither skips nor repeats it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext } from 'playwright-core';
import sharp from 'sharp';
import { parseCommandLine } from '../src/server/cli/command-line';
import { runMain } from '../src/server/cli/run-main';
import { PENELITIAN_ARTICLES } from '../src/server/seed/articles-penelitian';
import { adminMessages } from '../src/shared/messages/admin';
import { loadingMessages } from '../src/shared/messages/loading';

const USAGE = 'Usage: npm run screenshot:admin [-- --output <file.png>]   (default docs/screenshots/admin.png)';
const VIEWPORT = { width: 1280, height: 1380 };
const ADMIN = { name: 'admin-screenshot', password: 'rahasia-screenshot-12345' };
/** Three demo articles, each with a thumbnail of its own colour. */
const ARTICLES = PENELITIAN_ARTICLES.slice(0, 3).map((article, i) => ({
  ...article,
  color: ['#c2410c', '#0f766e', '#1d4ed8'][i] ?? '#c2410c',
}));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startServer(dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  if (!fs.existsSync('dist/server.js') || !fs.existsSync('build/server/index.js')) {
    throw new Error('no production build: run `npm run build` first');
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.name,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`the server at ${base} did not become healthy`);
}

async function addArticles(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  for (const article of ARTICLES) {
    const thumbnail = await sharp({ create: { width: 640, height: 360, channels: 3, background: article.color } })
      .png()
      .toBuffer();
    const response = await request.post('/api/article/add', {
      multipart: {
        title: article.title,
        author: article.author,
        content: article.content,
        category: 'informasi_penelitian',
        thumbnail: { name: 'thumb.png', mimeType: 'image/png', buffer: thumbnail },
      },
    });
    if (response.status() !== 201) throw new Error(`adding an article failed: ${await response.text()}`);
  }
}

async function main(): Promise<number> {
  const { values } = parseCommandLine({
    options: { output: { type: 'string', default: 'docs/screenshots/admin.png' } },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-screenshot-'));
  const { base, child } = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      baseURL: base,
      viewport: VIEWPORT,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    await addArticles(context.request);
    // Logged in through the login screen, as staff are: the admin app starts from there.
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel(adminMessages.login.username).fill(ADMIN.name);
    await page.getByLabel(adminMessages.login.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: adminMessages.login.submit }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto('/admin/informasi-penelitian');
    await page.getByRole('heading', { level: 1, name: adminMessages.menu.informasiPenelitian }).waitFor();
    await page.getByText(loadingMessages.data).waitFor({ state: 'detached' });
    await page
      .getByRole('table', { name: adminMessages.section.articleList })
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: adminMessages.action.edit })
      .click();
    await page.getByRole('button', { name: adminMessages.action.updateArticle }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: values.output });
    console.log(`written to ${values.output}`);
    return 0;
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main, 'The screenshot failed', USAGE);
