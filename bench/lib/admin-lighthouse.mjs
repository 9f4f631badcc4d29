// Lighthouse (mobile preset) on the back office: the login screen, and logged in the admin's first
// screen and an article screen. The admin logs in through the real login form, in the very tab Lighthouse
// then navigates (the session is a cookie and a flag in the tab's sessionStorage; Lighthouse's storage
// reset clears neither, but it does clear the browser cache, so every screen is measured cold).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { figures, CATEGORIES, CHROME_FLAGS, CHROME_PATH } from './lighthouse.mjs';

/** The admin bench/seed.ts creates (BENCH_ADMIN there); its two-factor login is off. */
export const BENCH_ADMIN = { name: 'admin-bench', password: 'rahasia-bench-12345' };

/** The screens measured: the login screen, the first screen after login, and an article screen. */
export const ADMIN_SCREENS = {
  login: '/admin/login',
  first: '/admin',
  article: '/admin/informasi-penelitian',
};

/** Fills and sends the login form as a person would, then waits for the first screen. */
async function logIn(page, base) {
  await page.goto(`${base}${ADMIN_SCREENS.login}`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="name"]').fill(BENCH_ADMIN.name);
  await page.locator('input[name="password"]').fill(BENCH_ADMIN.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/admin', { timeout: 30_000 }),
    page.locator('button[type="submit"]').click(),
  ]);
}

/**
 * Script of a screen: each script request of the Lighthouse run, with the bytes Chromium transferred
 * for it (compressed body and response headers: Lighthouse's transferSize) and the compressed body
 * alone (the same address asked for again with the browser's `br, gzip`, its body's length as sent).
 */
async function scriptRequests(lhr) {
  const items = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return Promise.all(
    items.map(async (item) => {
      // fetch decompresses the body it reads; the length as sent is the answer's Content-Length.
      const answer = await fetch(item.url, { headers: { 'accept-encoding': 'br, gzip' } });
      await answer.arrayBuffer();
      const encoding = answer.headers.get('content-encoding');
      const length = answer.headers.get('content-length');
      if (length === null) throw new Error(`${item.url} was sent without a Content-Length`);
      const bodyBytes = Number(length);
      return { path: new URL(item.url).pathname, transferSize: item.transferSize ?? 0, bodyBytes, encoding };
    }),
  );
}

/** Console errors and CSP violations Lighthouse saw (its errors-in-console and csp audits). */
function consoleErrors(lhr) {
  return (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) =>
    String(item.description ?? item.source ?? '').slice(0, 200),
  );
}

/** What the largest contentful paint was, and its phases (time to first byte, load delay, ...). */
function lcpElement(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = details[0]?.items?.[0]?.node;
  const phases = (details[1]?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`);
  return node ? `${node.selector ?? node.snippet ?? ''} (${phases.join(', ')})` : null;
}

async function audit(page, base, path) {
  let error = null;
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like): up to three attempts.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const runner = await lighthouse(
      `${base}${path}`,
      { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      undefined,
      page,
    );
    if (!runner) error = new Error(`Lighthouse returned nothing for ${path}`);
    else if (runner.lhr.runtimeError) error = new Error(`${path}: ${runner.lhr.runtimeError.message}`);
    else if (new URL(runner.lhr.finalDisplayedUrl).pathname !== path)
      error = new Error(`${path} ended at ${runner.lhr.finalDisplayedUrl} (not logged in?)`);
    else {
      const scripts = await scriptRequests(runner.lhr);
      return {
        ...figures(runner.lhr, base),
        scripts,
        scriptBodyBytes: scripts.reduce((sum, item) => sum + item.bodyBytes, 0),
        scriptTransferBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
        consoleErrors: consoleErrors(runner.lhr),
        lcpElement: lcpElement(runner.lhr),
        bootup: (runner.lhr.audits['bootup-time']?.details?.items ?? [])
          .slice(0, 3)
          .map((item) => `${String(item.url).replace(base, '')} ${Math.round(item.total)} ms`),
        opportunities: Object.values(runner.lhr.audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0 && (a.score ?? 1) < 1)
          .map((a) => `${a.id} (${Math.round(a.numericValue)} ${a.numericUnit === 'byte' ? 'B' : 'ms'})`),
      };
    }
    console.log(`  ${error.message} (attempt ${attempt})`);
  }
  throw error;
}

/** Runs Lighthouse on the login screen, then, logged in, on the first screen and the article screen. */
export async function runAdminLighthouse(base) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const results = {};
  try {
    const page = await browser.newPage();
    results[ADMIN_SCREENS.login] = await audit(page, base, ADMIN_SCREENS.login);
    await logIn(page, base);
    for (const path of [ADMIN_SCREENS.first, ADMIN_SCREENS.article]) {
      process.stdout.write(`  ${path}... `);
      results[path] = await audit(page, base, path);
      console.log(`performance ${results[path].scores.performance}`);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return results;
}
