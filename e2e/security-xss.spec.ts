import { expect, test, type Page } from './support/test';
import { ALL_XSS_PAYLOADS } from '../tests/fixtures/xss-payloads';
import { loginApi } from './support/api';
import { removeXssContent, seedXssContent, type XssSeed } from './support/xss-seed';

/**
 * Stored and reflected XSS in a real browser: the corpus sits in every text field a page shows, and
 * each affected page is rendered (server HTML and the page script). Any dialog, any script that runs, any
 * blocked inline script, any event-handler attribute or script URL in the DOM fails the page.
 */
let seed: XssSeed;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async ({ request }) => {
  await loginApi(request);
  seed = await seedXssContent(request);
});

test.afterAll(async ({ request }) => {
  if (seed) await removeXssContent(request, seed);
});

/** Installed before any page script: calls that payloads use to prove they ran. */
function trapScript(): void {
  const flag = () => {
    (window as unknown as { __xss: boolean }).__xss = true;
  };
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    Object.defineProperty(window, name, { value: flag, writable: false });
  }
  const violations: string[] = [];
  (window as unknown as { __csp: string[] }).__csp = violations;
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
  });
}

/** What the DOM holds that could run code. */
function liveMarkup(): string[] {
  const found: string[] = [];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster', 'background'];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces in a URL scheme, so the check does too.
      const value = Array.from(attribute.value)
        .filter((char) => char.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`<${element.tagName} ${name}>`);
      if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text|livescript):?/.test(value)) {
        found.push(`<${element.tagName} ${name}=${attribute.value}>`);
      }
      if (name === 'srcdoc') found.push(`<${element.tagName} srcdoc>`);
    }
    const tag = element.tagName.toLowerCase();
    if (['iframe', 'object', 'embed', 'frame'].includes(tag)) {
      const src = element.getAttribute('src') ?? element.getAttribute('data') ?? '';
      if (!/^https:\/\/(www\.)?(youtube(-nocookie)?\.com|google\.com|maps\.google\.com)\//.test(src)) {
        found.push(`<${tag} src=${src}>`);
      }
    }
    if (tag === 'script') {
      const type = element.getAttribute('type') ?? '';
      const src = element.getAttribute('src');
      if (type === 'application/ld+json') {
        // Data, never run; text that broke out of it would no longer parse.
        try {
          JSON.parse(element.textContent ?? '');
        } catch {
          found.push('<script type=application/ld+json> that is not JSON');
        }
      } else if (src !== null) {
        if (new URL(src, location.href).origin !== location.origin) found.push(`<script src=${src}>`);
      } else if (element.closest('header, main, footer, nav, article, section, aside')) {
        // The framework's own inline scripts sit at the end of <body>; one inside content was injected.
        found.push(`<script> inside content: ${element.textContent?.slice(0, 60)}`);
      }
    }
    if (tag === 'base' || (tag === 'meta' && element.getAttribute('http-equiv'))) found.push(`<${tag}>`);
  }
  return found;
}

interface Observed {
  dialogs: string[];
  foreign: string[];
}

/** Watches a page for its whole life: dialogs, and requests to other hosts (aborted, and noted). */
async function watch(page: Page): Promise<Observed> {
  const observed: Observed = { dialogs: [], foreign: [] };
  page.on('dialog', async (dialog) => {
    observed.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    observed.foreign.push(url.href);
    return route.abort();
  });
  await page.addInitScript(trapScript);
  return observed;
}

let observed: Observed;
test.beforeEach(async ({ page }) => {
  observed = await watch(page);
});

async function expectHarmless(page: Page, path: string): Promise<void> {
  observed.dialogs.length = 0;
  observed.foreign.length = 0;
  const { dialogs, foreign } = observed;
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBeLessThan(500);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/script-src 'self'/);
  expect(policy.match(/script-src[^;]*/)?.[0] ?? '', path).not.toContain('unsafe-inline');
  // Hover and focus everything visible once: handlers bound to those events would fire now.
  await page.mouse.move(200, 300);
  await page.keyboard.press('Tab');
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: boolean }).__xss === true,
    csp: (window as unknown as { __csp?: string[] }).__csp ?? [],
  }));
  expect(dialogs, `${path}: dialogs`).toEqual([]);
  expect(state.xss, `${path}: a payload ran`).toBe(false);
  expect(
    state.csp.filter((violation) => violation.startsWith('script-src')),
    `${path}: blocked scripts`,
  ).toEqual([]);
  expect(await page.evaluate(liveMarkup), `${path}: live markup`).toEqual([]);
  expect(
    foreign.filter((url) => /evil\.example|ok\.example/.test(url)),
    `${path}: requests to payload hosts`,
  ).toEqual([]);
}

test('the detectors notice a live payload (so a pass means something)', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML('beforeend', '<a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">');
    const script = document.createElement('script');
    script.textContent = 'alert(1)';
    main.append(script);
  });
  await page.waitForTimeout(200);
  const csp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  expect(csp.some((violation) => violation.startsWith('script-src'))).toBe(true);
  expect((await page.evaluate(liveMarkup)).length).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined();
});

const LISTED_PAGES = [
  '/',
  '/informasi-penelitian',
  '/all-informasi-penelitian',
  '/all-informasi-penelitian?page=2',
  '/panduan-penelitian',
  '/dokumen-p3m',
  '/dokumen-penelitian',
  '/dokumen-pengabdian-pada-masyarakat',
  '/luaran-p3m',
  '/struktur-organisasi',
  '/hubungi-kami',
  '/tentang',
];

for (const path of LISTED_PAGES) {
  test(`stored payloads are harmless on ${path}`, async ({ page }) => {
    await expectHarmless(page, path);
  });
}

test('stored payloads are harmless on every article page', async ({ page }) => {
  for (const slug of seed.articleSlugs) await expectHarmless(page, `/article/${slug}`);
});

test('reflected payloads in the search box and in unknown paths are harmless', async ({ page }) => {
  for (const payload of ALL_XSS_PAYLOADS.filter((_, index) => index % 10 === 0)) {
    await expectHarmless(page, `/search-page?q=${encodeURIComponent(payload)}`);
    await expectHarmless(page, `/${encodeURIComponent(payload)}`);
  }
});
