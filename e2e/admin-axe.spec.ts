import { type APIRequestContext, type Locator, type Page, expect, test } from './support/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN } from '../playwright.config';
import { DOCUMENT_COLLECTIONS } from '../src/shared/constants/content';
import { adminMessages } from '../src/shared/messages/admin';
import { ADMIN_SCREENS, type SectionConfig } from '../src/web/admin/screens/screen-config';
import { TABLES } from '../src/web/admin/screens/table-keys';
import { pngImage } from '../tests/helpers/images';
import { newEditor, uniqueTitle } from './support/api';
import { loginUi, notice, openScreen } from './support/admin-ui';
import { expectAccessible } from './support/axe';

// Issue 16: axe (WCAG 2.1 A/AA) on every admin screen, at 1280 px and at 390 px, empty and with
// records, and on the states a screen passes through (an edit form, a delete question, the phone
// menu, a notice). The screens come from the app's own list, so a screen added later is checked too.

// Eight walks of minutes each, independent of one another: spread over the workers.
test.describe.configure({ mode: 'parallel' });

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Every screen behind the login: the dashboard, then each screen of the sidebar. */
const SCREENS: { slug: string; title: string }[] = [
  { slug: '', title: adminMessages.dashboard },
  ...ADMIN_SCREENS.map((screen) => ({ slug: screen.slug, title: screen.label })),
];

/** The two halves of the screens, for two tests that can run side by side. */
const HALF = Math.ceil(SCREENS.length / 2);
const SCREEN_HALVES = [
  ['every screen of the first half', SCREENS.slice(0, HALF)],
  ['every screen of the second half', SCREENS.slice(HALF)],
] as const;

/**
 * Every table of a screen searched for a word no record has: the tables' empty state ("Tidak ada
 * hasil") whatever records the journeys before left in the database.
 */
const NO_RESULTS = adminMessages.table.noResults.split('"')[0] ?? '';
const NOTHING_FOUND = `?${Object.values(TABLES)
  .map((table) => `${table.key}.q=tidakadayangcocok`)
  .join('&')}`;

/** A word longer than a phone is wide, as staff paste file names and addresses. */
const LONG_WORD = 'Laporan_Akhir_Penelitian_Hibah_Internal_Universitas_2026_revisi_final';

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<{ id: number }> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { id: number };
}

/**
 * One or two records for every section of every screen, through the API as staff would add them;
 * returns the paths that delete them again. One article is deleted at once, for the trash.
 */
async function seedEverySection(request: APIRequestContext): Promise<string[]> {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const deletes: string[] = [];
  const image = { name: 'foto.png', mimeType: 'image/png', buffer: await pngImage(240, 160, '#0f766e') };
  const title = (prefix: string) => `${uniqueTitle(prefix)} ${LONG_WORD}`;
  const seen = new Set<string>();
  const sections: SectionConfig[] = ADMIN_SCREENS.flatMap((screen) => screen.sections);
  for (const section of sections) {
    const key = JSON.stringify(section);
    if (seen.has(key)) continue;
    seen.add(key);
    switch (section.kind) {
      case 'article':
        for (let index = 0; index < 2; index += 1) {
          const article = await ok(
            await request.post('/api/article/add', {
              multipart: {
                title: title('Seminar Hasil'),
                author: 'Humas P3M',
                content: `<p>Laporan kegiatan ${LONG_WORD}.</p>`,
                category: section.articleType,
              },
            }),
          );
          deletes.push(`/api/article/delete/${article.id}`);
        }
        break;
      case 'file-link':
        for (let index = 0; index < 2; index += 1) {
          const file = await ok(
            await request.post('/api/files/add', {
              data: {
                file_name: title('Panduan'),
                file_description: `Panduan lengkap ${LONG_WORD}.`,
                file_url: `https://drive.google.com/file/d/${'1AbCdEfGhIjKlMnOpQrStUvWxYz'.repeat(3)}/view?usp=sharing`,
                file_type: section.fileType,
              },
            }),
          );
          deletes.push(`/api/files/delete/${file.id}`);
        }
        break;
      case 'document': {
        const paths = DOCUMENT_COLLECTIONS[section.collection];
        const category = await ok(
          await request.post(`/api/${paths.categoryPath}/add`, { data: { name: title('Kategori') } }),
        );
        for (let index = 0; index < 2; index += 1) {
          await ok(
            await request.post(`/api/${paths.documentPath}/add`, {
              data: {
                file_name: title('Formulir'),
                file_url: 'https://drive.google.com/file/d/formulir/view',
                [paths.categoryIdField]: category.id,
              },
            }),
          );
        }
        deletes.push(`/api/${paths.categoryPath}/delete/${category.id}`);
        break;
      }
      case 'video': {
        const video = await ok(
          await request.post('/api/youtube/add', {
            data: { title: title('Video'), link: 'https://youtu.be/dQw4w9WgXcQ' },
          }),
        );
        deletes.push(`/api/youtube/delete/${video.id}`);
        break;
      }
      case 'org-chart': {
        const chart = await ok(
          await request.post('/api/profile/add', {
            multipart: { image, alt: title('Bagan organisasi'), type: 'struktur_organisasi' },
          }),
        );
        deletes.push(`/api/profile/delete/${chart.id}`);
        break;
      }
      case 'hero': {
        const slide = await ok(
          await request.post('/api/hero/add', {
            multipart: { image, title: title('Wisuda'), alt: 'Para wisudawan di halaman kampus', position: '0' },
          }),
        );
        deletes.push(`/api/hero/delete/${slide.id}`);
        break;
      }
      case 'faq': {
        const faq = await ok(
          await request.post('/api/faq/add', {
            data: { question: title('Kapan KKN dibuka?'), answer: `<p>Setiap semester ${LONG_WORD}.</p>` },
          }),
        );
        deletes.push(`/api/faq/delete/${faq.id}`);
        break;
      }
      case 'announcements': {
        const announcement = await ok(
          await request.post('/api/announcements/add', {
            data: { title: title('Pendaftaran Hibah'), content: '<p>Dibuka.</p>', ends_at: '2030-12-20T10:00' },
          }),
        );
        deletes.push(`/api/announcements/delete/${announcement.id}`);
        break;
      }
      case 'users': {
        const username = `axe-${Date.now().toString(36)}`;
        // Accounts are not deleted, only turned off: this one stays, as an Editor.
        await ok(await request.post('/api/users', { data: { name: title('Editor'), username, role: 'editor' } }));
        break;
      }
      case 'surveys': {
        // A past period of the first survey (the one the screen opens with): its figures, with no
        // answers yet. Periods stay; a walk after the first finds it there (the overlap is refused).
        const [survey] = (await (await request.get('/api/surveys')).json()) as { id: number }[];
        const period = await request.post(`/api/surveys/${survey?.id}/periods`, {
          data: { name: title('Periode'), startsOn: '2020-01-01', endsOn: '2020-06-30' },
        });
        expect([201, 400], await period.text()).toContain(period.status());
        break;
      }
      default:
        // Pages, settings, accounts, sessions and the log exist already or come from what is added here.
        break;
    }
  }
  // The trash holds what was deleted: one more article, gone at once.
  const gone = await ok(
    await request.post('/api/article/add', {
      multipart: { title: title('Artikel Lama'), author: 'Humas', content: '<p>Lama.</p>', category: 'informasi_kkn' },
    }),
  );
  expect((await request.delete(`/api/article/delete/${gone.id}`)).ok()).toBeTruthy();
  return deletes;
}

async function removeAll(request: APIRequestContext, deletes: string[]): Promise<void> {
  for (const path of deletes.reverse()) await request.delete(path);
}

async function openAny(page: Page, slug: string, title: string): Promise<void> {
  if (slug === '' || slug.startsWith('?')) {
    await page.goto(`/admin${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Memuat data...')).toHaveCount(0);
  } else {
    await openScreen(page, slug, title);
  }
}

/** Nothing sticks out sideways: the page never scrolls horizontally (the message names what sticks out). */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => {
    const width = window.innerWidth;
    const outside = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 || element.scrollWidth > width + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${element.getBoundingClientRect().right}/${element.scrollWidth}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wide: outside.slice(0, 12) };
  });
  expect(scrollWidth, `${where} scrolls sideways (${wide.join(', ')})`).toBeLessThanOrEqual(innerWidth);
}

/** The whole box of `locator` lies inside the viewport once scrolled to. */
async function expectWithinViewport(page: Page, locator: Locator, where: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport, where).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
}

/** Each table row's buttons (Edit, Hapus, Pulihkan, ...) lie inside the phone's viewport. */
async function expectRowActionsInView(page: Page, where: string): Promise<void> {
  const buttons = page.locator('main table tbody tr').getByRole('button');
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    await expectWithinViewport(page, button, `${where}: row button "${await button.innerText()}"`);
  }
}

/**
 * On a screen with records: the first row's Edit opens its form, and the first row's Hapus its
 * question; axe on each, and on a phone no sideways scroll. Returns what was opened.
 */
async function checkRowStates(page: Page, phone: boolean, where: string): Promise<string[]> {
  const opened: string[] = [];
  const rows = page.locator('main table tbody tr');
  const edit = rows.getByRole('button', { name: 'Edit', exact: true }).first();
  if ((await edit.count()) === 1) {
    await edit.click();
    await expect(page.getByText('Memuat data...')).toHaveCount(0);
    await expectAccessible(page);
    if (phone) await expectNoSidewaysScroll(page, `${where} (editing)`);
    opened.push('edit');
    // Back to the screen as it opened: an edit form shows in place of the add form.
    await page.reload();
    await expect(page.getByText('Memuat data...')).toHaveCount(0);
  }
  const remove = rows.getByRole('button', { name: 'Hapus', exact: true }).first();
  if ((await remove.count()) === 1) {
    await remove.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    if (phone) await expectNoSidewaysScroll(page, `${where} (delete question)`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    opened.push('delete');
  }
  return opened;
}

/**
 * Every screen at one width: axe, and on a phone no sideways scroll and every row's buttons in view;
 * with records, each screen's edit form and delete question too. Every screen is checked before the
 * test fails, so one run lists all that is wrong.
 */
async function checkEveryScreen(
  page: Page,
  phone: boolean,
  withRecords: boolean,
  screens: readonly { slug: string; title: string }[],
  query = '',
): Promise<void> {
  const problems: string[] = [];
  const opened: string[] = [];
  for (const { slug, title } of screens) {
    const where = `/admin/${slug}${query}`;
    try {
      await openAny(page, `${slug}${query}`, title);
      await expectAccessible(page);
      // Nothing pushes a screen sideways at either width (a long title in a table cell neither).
      await expectNoSidewaysScroll(page, where);
      if (phone) await expectRowActionsInView(page, where);
      if (withRecords) {
        for (const state of await checkRowStates(page, phone, where)) opened.push(`${slug} ${state}`);
      }
      if (query && (await page.getByText(NO_RESULTS).count()) > 0) opened.push(`${slug} nothing found`);
    } catch (error) {
      problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  expect(problems).toEqual([]);
  if (withRecords) {
    // The records reached the screens: forms and questions of the main kinds (of these screens) were opened.
    const walked = new Set(screens.map((screen) => screen.slug));
    const expected = [
      'panduan-penelitian edit',
      'panduan-penelitian delete',
      'informasi-penelitian edit',
      'dokumen-penelitian delete',
      'luaran-p3m edit',
      'slide-beranda edit',
      'faq edit',
      'pengumuman edit',
      'halaman edit',
    ].filter((state) => walked.has(state.split(' ')[0] ?? ''));
    for (const state of expected) expect(opened).toContain(state);
  }
  if (query) {
    // The search reached the tables: their empty state was what axe saw.
    for (const slug of ['informasi-penelitian', 'panduan-penelitian', 'dokumen-penelitian', 'faq', 'pengumuman']) {
      expect(opened).toContain(`${slug} nothing found`);
    }
  }
}

/** The states a screen passes through: the editor's link and image popups, refused fields, a notice, the phone menu. */
async function checkScreenStates(page: Page, phone: boolean): Promise<void> {
  await test.step('the editor toolbar with its link field and image dialog open', async () => {
    await openScreen(page, 'informasi-penelitian', 'Informasi Penelitian');
    const toolbar = page.getByRole('toolbar', { name: adminMessages.editor.toolbar }).first();
    await expect(toolbar).toBeVisible();
    await page.getByRole('textbox', { name: 'Konten' }).click();
    await toolbar.getByRole('button', { name: adminMessages.editor.link, exact: true }).click();
    await expect(page.getByLabel(adminMessages.editor.linkUrl)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await toolbar.getByRole('button', { name: adminMessages.editor.image, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    if (phone) await expectNoSidewaysScroll(page, 'image dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
  await test.step('refused fields of an empty form', async () => {
    await openScreen(page, 'informasi-penelitian', 'Informasi Penelitian');
    await page.getByRole('button', { name: 'Tambah Artikel' }).click();
    await expect(page.getByLabel('Judul', { exact: true })).toBeFocused();
    await expectAccessible(page);
    if (phone) await expectNoSidewaysScroll(page, 'refused fields');
  });
  await test.step('a notice after a save, then the history with two revisions and a shared preview', async () => {
    await openScreen(page, 'informasi-penelitian', 'Informasi Penelitian');
    await page.locator('main table tbody tr').first().getByRole('button', { name: 'Edit', exact: true }).click();
    const titleInput = page.getByLabel('Judul', { exact: true });
    await titleInput.fill(`${await titleInput.inputValue()} (revisi)`);
    await page.getByRole('button', { name: adminMessages.action.updateArticle }).click();
    await expect(notice(page)).toHaveText(adminMessages.success.articleUpdated);
    await expectAccessible(page);
    if (phone) await expectNoSidewaysScroll(page, 'notice');

    // The save returns the form to adding; the article is opened again, now with two revisions.
    await page.locator('main table tbody tr').first().getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: adminMessages.history.open, exact: true }).click();
    await expect(page.getByRole('heading', { name: adminMessages.history.changes })).toBeVisible();
    await expectAccessible(page);
    if (phone) await expectNoSidewaysScroll(page, 'history');
    await page.getByRole('button', { name: adminMessages.history.close }).click();

    await page.getByRole('button', { name: adminMessages.action.sharePreview }).click();
    await expect(page.getByLabel(adminMessages.preview.linkLabel)).toBeVisible();
    await expectAccessible(page);
    if (phone) await expectNoSidewaysScroll(page, 'shared preview');
  });
  if (phone) {
    await test.step('the phone menu opened, a group expanded', async () => {
      await page.getByRole('button', { name: adminMessages.openMenu }).click();
      const sidebar = page.locator('#admin-sidebar');
      await expect(sidebar).toBeVisible();
      await expectAccessible(page);
      const group = sidebar.getByRole('button', { name: adminMessages.menu.pengabdian });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await expect(sidebar.getByRole('link', { name: adminMessages.menu.skPengabdian })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
    });
  }
}

/** A person whose account asks for the authenticator code after the password. */
async function twoFactorEditor(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const username = `axe-dua-${Date.now().toString(36)}`;
  const password = 'teh-manis-di-sore-hari';
  await newEditor(request, { name: 'Dua Langkah', username, password });
  expect((await request.post('/api/auth/login', { data: { name: username, password } })).ok()).toBeTruthy();
  const { secret } = (await (await request.post('/api/auth/totp/setup')).json()) as { secret: string };
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });
  expect((await request.post('/api/auth/totp/confirm', { data: { code } })).ok()).toBeTruthy();
  await request.post('/api/auth/logout');
  return { username, password };
}

for (const [name, viewport] of [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const) {
  test.describe(`every admin screen at ${name}`, () => {
    test.use({ viewport });
    const phone = viewport.width < 600;

    test('the login screen and its two-factor step', async ({ page, request }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      if (phone) await expectNoSidewaysScroll(page, 'login');
      // A refused password, its message shown.
      await page.getByLabel('Username').fill(E2E_ADMIN.name);
      await page.getByLabel('Password', { exact: true }).fill('bukan-password-ini');
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page);

      const person = await twoFactorEditor(request);
      await page.goto('/admin/login');
      await page.getByLabel('Username').fill(person.username);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Dua Langkah' })).toBeVisible();
      await expectAccessible(page);
      if (phone) await expectNoSidewaysScroll(page, 'two-factor step');
      await page.getByRole('button', { name: 'Gunakan kode pemulihan' }).click();
      await expect(page.getByLabel('Kode pemulihan')).toBeVisible();
      await expectAccessible(page);
    });

    // Many screens each, on a machine that may be busy: minutes, not seconds.
    test('every screen with its tables empty: a search that finds nothing in any of them', async ({ page }) => {
      test.setTimeout(300_000);
      await loginUi(page);
      await checkEveryScreen(page, phone, false, SCREENS, NOTHING_FOUND);
    });

    // The walk with records in two halves, one test each: the workers share it out.
    for (const [part, screens] of SCREEN_HALVES) {
      test(`${part} with records, with its edit form and delete question open`, async ({ page, request }) => {
        test.setTimeout(300_000);
        const deletes = await seedEverySection(request);
        try {
          await loginUi(page);
          await checkEveryScreen(page, phone, true, screens);
        } finally {
          await removeAll(request, deletes);
        }
      });
    }

    test('the editor popups, refused fields, a notice, the history, a shared preview and the phone menu', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
      const article = await ok(
        await request.post('/api/article/add', {
          multipart: {
            title: `${uniqueTitle('Seminar Hasil')} ${LONG_WORD}`,
            author: 'Humas P3M',
            content: `<p>Laporan kegiatan ${LONG_WORD}.</p>`,
            category: 'informasi_penelitian',
          },
        }),
      );
      try {
        await loginUi(page);
        await checkScreenStates(page, phone);
      } finally {
        await request.delete(`/api/article/delete/${article.id}`);
      }
    });
  });
}
