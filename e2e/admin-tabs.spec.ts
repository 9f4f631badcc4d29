import { type APIRequestContext, type BrowserContext, type Page, expect, test } from './support/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN } from '../playwright.config';
import { loginApi, newEditor, uniqueTitle } from './support/api';
import { escapeRegExp, loginUi, openScreen } from './support/admin-ui';

// SPEC keeps the `isLoggedIn` flag in session storage, one per tab; the session cookie is shared by
// every tab of the browser. A tab without the flag asks the server once, and a login goes back to the
// address that was asked for (a back-office one only).

const SCREEN = { slug: 'informasi-penelitian', title: 'Informasi Penelitian', type: 'informasi_penelitian' };

/** An article made through the API as the one logged in there; answers its id. */
async function createArticle(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post('/api/article/add', {
    multipart: { title, author: 'Tim Penelitian', content: '<p>Dibuka dari tab lain.</p>', category: SCREEN.type },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The page's address is exactly `path` (with its query) on this site. */
const atPath = (path: string) => new RegExp(`^http://127\\.0\\.0\\.1:\\d+${escapeRegExp(path)}$`);

/** The address of the article's screen that opens it in the form (what the activity log links). */
const articleAddress = (id: number) => `/admin/${SCREEN.slug}?ubah=article-${id}`;

/**
 * A new tab of the same browser that notes whether the login form (or its address) ever showed, even
 * for a moment: a tab that is logged in must never flash it.
 */
async function watchedTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    const seen = () => location.pathname.startsWith('/admin/login') || document.querySelector('main.admin-login form');
    const watch = window as unknown as { loginFormSeen: boolean };
    watch.loginFormSeen = false;
    new MutationObserver(() => {
      if (seen()) watch.loginFormSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return tab;
}

const loginFormSeen = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { loginFormSeen: boolean }).loginFormSeen);
const sessionFlag = (tab: Page) => tab.evaluate(() => sessionStorage.getItem('isLoggedIn'));

async function fillLogin(page: Page, name: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

test('a second tab opening an admin screen stays logged in: the loading text while it asks, never the login form', async ({
  page,
  context,
}) => {
  await loginUi(page);
  const second = await watchedTab(context);
  // The server's answer is held back, so that what the tab shows meanwhile can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await second.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  const asked = second.waitForRequest('**/api/auth/me', { timeout: 15_000 });
  await second.goto('/admin/sk-rektor');
  await asked;
  await expect(second.getByRole('status').filter({ hasText: 'Memuat data...' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'LOGIN' })).toHaveCount(0);
  release();
  await expect(second.getByRole('heading', { level: 1, name: 'SK Rektor' })).toBeVisible();
  await expect(second.getByRole('table', { name: 'Daftar SK Rektor' })).toBeVisible();
  await expect(second).toHaveURL(/\/admin\/sk-rektor$/);
  // The server's yes set SPEC's flag and the admin object, as a login does.
  expect(await sessionFlag(second)).toBe('true');
  expect(JSON.parse((await second.evaluate(() => sessionStorage.getItem('admin'))) ?? '{}')).toMatchObject({
    username: E2E_ADMIN.name,
  });
  expect(await loginFormSeen(second)).toBe(false);
  // The first tab is still logged in too.
  await openScreen(page, 'sk-rektor', 'SK Rektor');
});

test('a bookmark of a deep admin address opens in a new tab, logged in, with the record in its form', async ({
  page,
  context,
}) => {
  await loginUi(page);
  const title = uniqueTitle('Penelitian dari Markah');
  const id = await createArticle(page.request, title);
  const bookmark = await watchedTab(context);
  await bookmark.goto(articleAddress(id));
  await expect(bookmark.getByRole('heading', { level: 1, name: SCREEN.title })).toBeVisible();
  await expect(bookmark.getByLabel('Judul')).toHaveValue(title);
  await expect(bookmark).toHaveURL(atPath(articleAddress(id)));
  expect(await loginFormSeen(bookmark)).toBe(false);
});

test('a ctrl-click on a sidebar link and a link of the dashboard open their screens in new tabs, logged in', async ({
  page,
  context,
}) => {
  await loginUi(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kesehatan Konten' })).toBeVisible();
  const [fromSidebar] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator('#admin-sidebar')
      .getByRole('link', { name: 'Akun Saya' })
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(fromSidebar).toHaveURL(/\/admin\/akun-saya$/);
  await expect(fromSidebar.getByRole('heading', { level: 1, name: 'Akun Saya' })).toBeVisible();
  const [fromDashboard] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('region', { name: 'Menu Penelitian' })
      .getByRole('link', { name: 'SK Rektor', exact: true })
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(fromDashboard).toHaveURL(/\/admin\/sk-rektor$/);
  await expect(fromDashboard.getByRole('table', { name: 'Daftar SK Rektor' })).toBeVisible();
  // The tab that was clicked in stayed where it was.
  await expect(page).toHaveURL(/\/admin$/);
});

test('with two-factor login a second tab needs no code, and the login from a deep address returns there', async ({
  browser,
  request,
}) => {
  const username = `tab-dua-langkah-${Date.now().toString(36)}`;
  const password = 'teh-manis-di-sore-hari';
  await newEditor(request, { name: 'Tari Dua Tab', username, password });
  // Two-factor login on for the Editor, through the API as Akun Saya does it.
  expect((await request.post('/api/auth/login', { data: { name: username, password } })).ok()).toBe(true);
  const setup = await request.post('/api/auth/totp/setup');
  expect(setup.ok(), await setup.text()).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const codeAt = (stepsAhead: number) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });
  const confirmed = await request.post('/api/auth/totp/confirm', { data: { code: codeAt(0) } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const title = uniqueTitle('Penelitian Dua Langkah');
  const id = await createArticle(request, title);
  await request.post('/api/auth/logout');

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The address asked for leads to the login, which asks for the password and the code, and then
    // opens that address instead of the dashboard.
    await page.goto(articleAddress(id));
    await expect(page).toHaveURL(atPath(`/admin/login?next=${encodeURIComponent(articleAddress(id))}`));
    await fillLogin(page, username, password);
    await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Dua Langkah' })).toBeVisible();
    await page.getByLabel('Kode autentikator').fill(codeAt(1));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page).toHaveURL(atPath(articleAddress(id)));
    await expect(page.getByLabel('Judul')).toHaveValue(title);

    // A second tab: neither the password nor a code.
    const second = await watchedTab(context);
    const loginCalls: string[] = [];
    second.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/auth/')) loginCalls.push(sent.url());
    });
    await second.goto('/admin/akun-saya');
    await expect(second.getByRole('heading', { level: 1, name: 'Akun Saya' })).toBeVisible();
    await expect(second.locator('#admin-sidebar')).toContainText('Tari Dua Tab');
    await expect(second.getByText(/Verifikasi dua langkah aktif sejak/)).toBeVisible();
    expect(await loginFormSeen(second)).toBe(false);
    await expect(second.getByLabel('Kode autentikator')).toHaveCount(0);
    expect(loginCalls).toEqual([]);
  } finally {
    await context.close();
  }
});

test('after logging out, a new tab goes to the login screen, and /admin to exactly /admin/login', async ({
  page,
  context,
}) => {
  await loginUi(page);
  // Before the logout a new tab is let in: the refusal below is the logout's doing.
  const before = await context.newPage();
  await before.goto('/admin/sk-rektor');
  await expect(before.getByRole('heading', { level: 1, name: 'SK Rektor' })).toBeVisible();
  await before.close();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?keluar=1$/);
  const after = await context.newPage();
  await after.goto('/admin');
  await expect(after).toHaveURL(/\/admin\/login$/);
  await expect(after.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  expect(await sessionFlag(after)).toBeNull();
  await after.goto('/admin/sk-rektor');
  await expect(after).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsk-rektor$/);
  await expect(after.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  expect(await sessionFlag(after)).toBeNull();
});

test('logging in from /admin/login?next=<deep admin path> lands on that path', async ({ page }) => {
  await loginApi(page.request);
  const title = uniqueTitle('Penelitian Tujuan Login');
  const id = await createArticle(page.request, title);
  await page.request.post('/api/auth/logout');
  await page.goto(`/admin/login?next=${encodeURIComponent(articleAddress(id))}`);
  await fillLogin(page, E2E_ADMIN.name, E2E_ADMIN.password);
  await expect(page).toHaveURL(atPath(articleAddress(id)));
  await expect(page.getByLabel('Judul')).toHaveValue(title);
  // Already logged in, the same login address leads there at once.
  await page.goto(`/admin/login?next=${encodeURIComponent('/admin/sk-rektor')}`);
  await expect(page).toHaveURL(/\/admin\/sk-rektor$/);
});

test('an unsafe next (another site, //host, /api/...) lands on the dashboard; a back-office one is followed', async ({
  page,
  context,
}) => {
  // Were the login to follow them, these would show instead of the dashboard.
  await context.route(/^https?:\/\/evil\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Situs palsu</h1>' }),
  );
  const unsafe = [
    'https://evil.example/admin',
    '//evil.example',
    '/\\evil.example',
    '/api/article',
    '/admin/../api/users',
  ];
  for (const next of unsafe) {
    await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
    await fillLogin(page, E2E_ADMIN.name, E2E_ADMIN.password);
    await expect(page, next).toHaveURL(atPath('/admin'));
    await expect(page.getByRole('heading', { level: 1, name: 'Kesehatan Konten' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?keluar=1$/);
  }
  // The control: the same steps with a back-office address go there, so the dashboard above is the
  // refusal of an unsafe address and not a login that ignores `next`.
  await page.goto(`/admin/login?next=${encodeURIComponent('/admin/sk-rektor')}`);
  await fillLogin(page, E2E_ADMIN.name, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/sk-rektor$/);
});
