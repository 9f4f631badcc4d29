import { expect, it } from 'vitest';
import { TOTP_PERIOD_SECONDS } from '../../src/shared/constants/accounts';
import { messages } from '../../src/shared/messages';
import type { ArticleRecord, PageRecord } from '../../src/shared/schemas';
import { accountSession, activate, addAccount, loginCookie } from '../helpers/accounts';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';
import { enableTwoFactor } from '../helpers/two-factor';

// A session held to the screens it is sent to (a temporary password, an Admin's two-factor setup
// due) reads what a visitor reads: no drafts through the API of SPEC §7, no previews (issue 29).

const clock = new TestClock('2026-06-01T03:00:00.000Z');

let counter = 0;

describeEachDatabase(
  'sessions held to one screen read what visitors read',
  (ctx) => {
    const send = adminMultipart(ctx);
    const as = (cookie: string, url: string) => ctx().app.inject({ url, headers: cookie ? { cookie } : {} });

    async function draftArticle(): Promise<ArticleRecord> {
      counter += 1;
      const response = await send('POST', '/api/article/add', {
        title: `Draf Rahasia${counter} Penelitian`,
        author: 'Humas P3M',
        content: `<p>Isi draf rahasia${counter}.</p>`,
        category: 'informasi_kkn',
        status: 'draft',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    }

    /** Everything a session could read a draft through: lists, look-ups, pages' API and previews. */
    async function reads(cookie: string, article: ArticleRecord, page: PageRecord) {
      const listed = (await as(cookie, '/api/article')).json() as { id: number }[];
      const ofType = (await as(cookie, '/api/article/type/informasi_kkn')).json() as { id: number }[];
      const articlePreview = await as(cookie, `/pratinjau/artikel/${article.id}`);
      const pagePreview = await as(cookie, `/pratinjau/halaman/${page.id}`);
      return {
        list: listed.some((row) => row.id === article.id),
        type: ofType.some((row) => row.id === article.id),
        id: (await as(cookie, `/api/article/${article.id}`)).statusCode,
        slug: (await as(cookie, `/api/article/slug/${article.slug}`)).statusCode,
        page: (await as(cookie, '/api/pages/tentang')).json<PageRecord>().content,
        articlePreview: [articlePreview.statusCode, articlePreview.headers.location],
        articlePreviewShows: articlePreview.body.includes(article.title),
        pagePreview: [pagePreview.statusCode, pagePreview.headers.location],
      };
    }
    const asVisitor = (page: PageRecord) => ({
      list: false,
      type: false,
      id: 404,
      slug: 404,
      page: page.content,
      articlePreview: [302, '/admin/login'],
      articlePreviewShows: false,
      pagePreview: [302, '/admin/login'],
    });

    /** A draft article, and a draft of Tentang beside its published version (answers the published one). */
    async function drafts(): Promise<{ article: ArticleRecord; page: PageRecord }> {
      const article = await draftArticle();
      const published = (await ctx().app.inject({ url: '/api/pages/tentang' })).json() as PageRecord;
      const draft = await send('PATCH', '/api/pages/tentang', {
        content: `${published.content}<p>Paragraf draf yang belum terbit.</p>`,
        status: 'draft',
      });
      expect(draft.statusCode, draft.body).toBe(200);
      return { article, page: published };
    }

    async function staffSees(ctxValue: TestContext, article: ArticleRecord) {
      const staff = (await ctxValue.asAdmin({ url: '/api/article' })).json() as { id: number }[];
      expect(staff.some((row) => row.id === article.id)).toBe(true);
    }

    it('a session on a temporary password reads no draft and opens no preview', async () => {
      const { article, page } = await drafts();
      await staffSees(ctx(), article);
      const account = await addAccount(ctx(), 'baru-sementara', 'editor');
      const held = await loginCookie(ctx(), account.username, account.temporaryPassword);
      expect((await as(held, '/api/auth/me')).json().admin.mustChangePassword).toBe(true);
      expect(await reads(held, article, page)).toEqual(asVisitor(page));
      // Once the password is changed, the same session reads as staff.
      const changed = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: held },
        payload: {
          current_password: account.temporaryPassword,
          new_password: 'teh-manis-sore-hari',
          confirm_password: 'teh-manis-sore-hari',
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const now = await reads(held, article, page);
      expect(now).toMatchObject({ list: true, type: true, id: 200, slug: 200, articlePreviewShows: true });
      expect(now.page).toContain('Paragraf draf yang belum terbit.');
    });

    it('an Admin who must first set up two-factor login reads no draft and opens no preview', async () => {
      const { article, page } = await drafts();
      // An Admin with two-factor login requires it of every Admin.
      const chief = await accountSession(ctx(), 'kepala-wajib', 'admin');
      const account = await addAccount(ctx(), 'admin-tanpa-2fa', 'admin');
      await enableTwoFactor(ctx(), chief, clock.now());
      clock.advance(TOTP_PERIOD_SECONDS * 1000);
      const settings = (value: boolean) =>
        ctx().app.inject({
          method: 'PATCH',
          url: '/api/settings/security',
          headers: { cookie: chief },
          payload: { require_admin_2fa: value },
        });
      expect((await settings(true)).statusCode).toBe(200);
      try {
        const held = await activate(ctx(), account);
        const me = (await as(held, '/api/auth/me')).json();
        expect(me.mustSetUpTwoFactor).toBe(true);
        expect(await reads(held, article, page)).toEqual(asVisitor(page));
        // The screens it is sent to still answer.
        expect((await as(held, '/api/auth/totp')).statusCode).toBe(200);
        expect((await as(held, '/api/users')).json().message).toBe(messages.api.mustSetUpTwoFactor);
      } finally {
        expect((await settings(false)).statusCode).toBe(200);
      }
    });
  },
  { clock, web: 'production' },
);
