import { expect } from 'vitest';
import { linkChecksRepo, nowIso } from '../../../src/db/index';
import { submitComplaint } from '../../../src/server/services/complaints';
import { DOCUMENT_COLLECTIONS } from '../../../src/shared/constants/content';
import { imageFile, multipart, pngImage } from '../../helpers/images';
import { cannedAnswers } from '../../helpers/link-server';
import type { TestContext } from '../../helpers/test-app';
import { FIELD_SAMPLES, type SeedIds } from './sample-requests';

async function created(response: { statusCode: number; body: string; json(): unknown }): Promise<number> {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.json() as { id: number }).id;
}

/**
 * One record of every kind, created through the API as an admin, so that a write slipping past a guard
 * would have something to change. Returns their ids by resource path.
 */
export async function seedOneOfEach(ctx: TestContext): Promise<SeedIds> {
  const seed: SeedIds = {};
  const json = (url: string, payload: Record<string, unknown>) => ctx.asAdmin({ method: 'POST', url, payload });
  const form = async (url: string, fields: Record<string, string>, field: string) => {
    const body = await multipart(fields, [imageFile(field, await pngImage(60, 40))]);
    return ctx.asAdmin({ method: 'POST', url, payload: body.payload, headers: body.headers });
  };
  const s = FIELD_SAMPLES;
  seed['/api/files'] = await created(
    await json('/api/files/add', {
      file_name: s.file_name,
      file_description: s.file_description,
      file_url: s.file_url,
      file_type: s.file_type,
    }),
  );
  seed['/api/youtube'] = await created(await json('/api/youtube/add', { title: s.title, link: s.link }));
  // Two videos in the trash: one to restore, one to delete for good.
  for (const route of ['POST /api/trash/:kind/:id/restore', 'DELETE /api/trash/:kind/:id']) {
    const id = await created(await json('/api/youtube/add', { title: s.title, link: s.link }));
    const trashed = await ctx.asAdmin({ method: 'DELETE', url: `/api/youtube/delete/${id}` });
    expect(trashed.statusCode, trashed.body).toBe(200);
    seed[route] = id;
  }
  for (const paths of Object.values(DOCUMENT_COLLECTIONS)) {
    const categoryId = await created(await json(`/api/${paths.categoryPath}/add`, { name: s.name }));
    seed[`/api/${paths.categoryPath}`] = categoryId;
    seed[`/api/${paths.documentPath}`] = await created(
      await json(`/api/${paths.documentPath}/add`, {
        file_name: s.file_name,
        file_url: s.file_url,
        [paths.categoryIdField]: categoryId,
      }),
    );
  }
  seed['/api/article'] = await created(
    await form(
      '/api/article/add',
      { title: s.title ?? '', author: s.author ?? '', content: s.content ?? '', category: s.category ?? '' },
      'thumbnail',
    ),
  );
  // The article's first revision (its creation), for the history routes.
  const revisions = await ctx.asAdmin({ url: `/api/article/${seed['/api/article']}/revisions` });
  expect(revisions.statusCode, revisions.body).toBe(200);
  seed['/api/article/revisions'] = (revisions.json() as { id: number }[])[0]?.id ?? 0;
  // The pages exist from the start; a save gives the first one its history.
  const pages = (await ctx.asAdmin({ url: '/api/pages' })).json() as { id: number; slug: string }[];
  seed['/api/pages'] = pages.find((page) => page.slug === 'tentang')?.id ?? 0;
  const pageForm = await multipart({ title: s.title ?? '' });
  const pageSave = await ctx.asAdmin({
    method: 'PATCH',
    url: '/api/pages/tentang',
    payload: pageForm.payload,
    headers: pageForm.headers,
  });
  expect(pageSave.statusCode, pageSave.body).toBe(200);
  const pageRevisions = await ctx.asAdmin({ url: `/api/pages/${seed['/api/pages']}/revisions` });
  seed['/api/pages/revisions'] = (pageRevisions.json() as { id: number }[])[0]?.id ?? 0;
  seed['/api/faq'] = await created(await json('/api/faq/add', { question: s.question, answer: s.answer }));
  seed['/api/announcements'] = await created(
    await json('/api/announcements/add', { title: s.title, content: s.content, ends_at: s.ends_at }),
  );
  seed['/api/profile'] = await created(
    await form('/api/profile/add', { alt: s.alt ?? '', type: s.type ?? '' }, 'image'),
  );
  seed['/api/hero'] = await created(await form('/api/hero/add', { title: s.title ?? '', position: '0' }, 'image'));
  const settings = await ctx.asAdmin({ method: 'PATCH', url: '/api/settings/update', payload: { address: s.address } });
  expect(settings.statusCode, settings.body).toBe(200);
  const user = await ctx.asAdmin({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Penyunting Uji', username: 'penyunting-uji', role: 'editor' },
  });
  expect(user.statusCode, user.body).toBe(201);
  seed['/api/users'] = (user.json() as { user: { id: number } }).user.id;
  // A second session of the admin, for the route that ends one session.
  await ctx.login();
  const sessions = (await ctx.asAdmin({ url: '/api/auth/sessions' })).json() as { id: string; current: boolean }[];
  const other = sessions.find((session) => !session.current);
  if (!other) throw new Error('no second session of the admin');
  seed['/api/auth'] = other.id;
  seed['/api/link-health'] = await seedMovedLink(ctx, Number(seed['/api/files']));
  // A survey (the four exist from the start) with a period and a question of the staff's own.
  const [survey] = (await ctx.asAdmin({ url: '/api/surveys' })).json() as { id: number }[];
  if (!survey) throw new Error('no survey');
  seed['/api/surveys'] = survey.id;
  seed['/api/surveys/periods'] = await created(
    await json(`/api/surveys/${survey.id}/periods`, { name: s.name, startsOn: s.startsOn, endsOn: s.endsOn }),
  );
  seed['/api/surveys/questions'] = await created(
    await json(`/api/surveys/${survey.id}/questions`, { kind: s.kind, prompt: s.prompt, options: ['Ya', 'Tidak'] }),
  );
  // A ticket of the complaints desk (visitors send them on the site, not through the API).
  const ticket = await submitComplaint(
    ctx.app.complaintDesk,
    { kategori: 'layanan', isi: 'Komplain contoh yang aman.', nama: null, email: null, whatsapp: null },
    null,
    new Date(),
    'http://localhost',
  );
  seed['/api/complaints'] = ticket.id;
  return seed;
}

/** Where the seeded file link moved to for good. */
export const MOVED_FILE_URL = 'https://drive.google.com/file/d/abc-baru/view';

/**
 * A link check that found the seeded file link moved for good, for the one-click update: the file
 * link points at FIELD_SAMPLES.file_url again and its check says `moved`. Answers the check's id.
 */
export async function seedMovedLink(ctx: TestContext, fileId: number): Promise<number> {
  const file_url = FIELD_SAMPLES.file_url ?? '';
  // A check run by a route during the test finds the same (the test's fetch answers from these).
  cannedAnswers.set(file_url, { status: 301, headers: { location: MOVED_FILE_URL } });
  cannedAnswers.set(MOVED_FILE_URL, { status: 200 });
  await ctx.db.updateTable('file_links').set({ file_url }).where('id', '=', fileId).execute();
  const saved = await linkChecksRepo.saveLinkCheck(ctx.db, {
    kind: 'file',
    record_id: fileId,
    url: file_url,
    status: 'moved',
    http_status: 200,
    final_url: MOVED_FILE_URL,
    detail: null,
    checked_at: nowIso(),
  });
  expect(saved).toBe(true);
  const row = await ctx.db
    .selectFrom('link_checks')
    .select('id')
    .where('kind', '=', 'file')
    .where('record_id', '=', fileId)
    .executeTakeFirstOrThrow();
  return row.id;
}
