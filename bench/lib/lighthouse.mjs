// Lighthouse (mobile preset, its default) on Debian's Chromium: no browser is downloaded.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

function summaryOf(lhr, type) {
  return lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type) ?? {};
}

/** The figures of the issue for one page: category scores, LCP, TBT, CLS and bytes. */
export function figures(lhr, base) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const ownHost = new URL(base).host;
  const htmlAndData = requests
    .filter((item) => ['Document', 'Fetch', 'XHR'].includes(item.resourceType))
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)])),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    totalBytes: lhr.audits['total-byte-weight']?.numericValue ?? NaN,
    scriptBytes: summaryOf(lhr, 'script').transferSize ?? 0,
    htmlAndDataBytes: htmlAndData,
    requests: requests.length,
    otherHosts: [
      ...new Set(
        requests
          .filter((item) => /^https?:/.test(item.url))
          .map((item) => new URL(item.url).host)
          .filter((host) => host !== ownHost),
      ),
    ],
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/** Runs Lighthouse on each page in one headless Chromium; returns figures by path. */
export async function runLighthouse(base, paths) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const results = {};
  try {
    for (const path of paths) {
      // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART and the like); a run that
      // says so is repeated, up to three attempts.
      let error = null;
      for (let attempt = 1; attempt <= 3 && !results[path]; attempt += 1) {
        const runner = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!runner) error = new Error(`Lighthouse returned nothing for ${path}`);
        else if (runner.lhr.runtimeError) error = new Error(`${path}: ${runner.lhr.runtimeError.message}`);
        else results[path] = figures(runner.lhr, base);
        if (!results[path]) console.log(`  ${error?.message} (attempt ${attempt})`);
      }
      if (!results[path]) throw error;
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
