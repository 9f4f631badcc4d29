import { expect, it } from 'vitest';
import { trashCategory } from '../../src/server/services/documents';
import { DOCUMENT_COLLECTIONS, DOCUMENT_COLLECTION_KEYS } from '../../src/shared/constants/content';
import { ADMIN_ACTOR } from '../helpers/activity';
import { describeEachDatabase } from '../helpers/test-app';

const LINK = 'https://drive.google.com/file/d/1AbCdEf/view';

describeEachDatabase('document sets API', (ctx) => {
  for (const collection of DOCUMENT_COLLECTION_KEYS) {
    const { categoryPath, documentPath, categoryIdField } = DOCUMENT_COLLECTIONS[collection];
    const cat = `/api/${categoryPath}`;
    const doc = `/api/${documentPath}`;

    it(`${collection}: categories and documents, create, list, read, update, move and delete`, async () => {
      const addCategory = async (name: string) => {
        const response = await ctx().asAdmin({ method: 'POST', url: `${cat}/add`, payload: { name } });
        expect(response.statusCode).toBe(201);
        return response.json() as { id: number; name: string };
      };
      const pedoman = await addCategory('Pedoman');
      const laporan = await addCategory('Laporan');
      expect(pedoman).toMatchObject({ name: 'Pedoman', createdAt: expect.any(String), updatedAt: expect.any(String) });

      const categories = await ctx().app.inject({ url: cat });
      expect(categories.statusCode).toBe(200);
      expect(categories.json().map((c: { name: string }) => c.name)).toEqual(['Pedoman', 'Laporan']);
      expect((await ctx().app.inject({ url: `${cat}/${laporan.id}` })).json().name).toBe('Laporan');

      const renamed = await ctx().asAdmin({
        method: 'PATCH',
        url: `${cat}/update/${laporan.id}`,
        payload: { name: 'Laporan Tahunan' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id: laporan.id, name: 'Laporan Tahunan' });

      const created = await ctx().asAdmin({
        method: 'POST',
        url: `${doc}/add`,
        payload: { file_name: 'Pedoman 2026', file_url: LINK, [categoryIdField]: pedoman.id },
      });
      expect(created.statusCode).toBe(201);
      const record = created.json();
      expect(record).toEqual({
        id: expect.any(Number),
        file_name: 'Pedoman 2026',
        file_url: LINK,
        [categoryIdField]: pedoman.id,
        kategori: { id: pedoman.id, name: 'Pedoman' },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      // The id arrives as a string from some forms; it is accepted the same.
      const second = await ctx().asAdmin({
        method: 'POST',
        url: `${doc}/add`,
        payload: { file_name: 'Laporan 2025', file_url: LINK, [categoryIdField]: String(laporan.id) },
      });
      expect(second.statusCode).toBe(201);

      const list = await ctx().app.inject({ url: `${doc}/` });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveLength(2);
      expect(list.json()).toContainEqual(record);
      expect((await ctx().app.inject({ url: `${doc}/${record.id}` })).json()).toEqual(record);

      const moved = await ctx().asAdmin({
        method: 'PATCH',
        url: `${doc}/update/${record.id}`,
        payload: { file_name: 'Pedoman 2026 (revisi)', file_url: `${LINK}?rev=2`, [categoryIdField]: laporan.id },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        id: record.id,
        file_name: 'Pedoman 2026 (revisi)',
        file_url: `${LINK}?rev=2`,
        [categoryIdField]: laporan.id,
        kategori: { id: laporan.id, name: 'Laporan Tahunan' },
      });

      const deletedDoc = await ctx().asAdmin({ method: 'DELETE', url: `${doc}/delete/${second.json().id}` });
      expect(deletedDoc.statusCode).toBe(200);
      expect((await ctx().app.inject({ url: `${doc}/${second.json().id}` })).statusCode).toBe(404);

      // Deleting a category takes its documents with it.
      const deletedCat = await ctx().asAdmin({ method: 'DELETE', url: `${cat}/delete/${laporan.id}` });
      expect(deletedCat.statusCode).toBe(200);
      expect((await ctx().app.inject({ url: `${doc}/${record.id}` })).statusCode).toBe(404);
      const left = await ctx()
        .db.selectFrom('documents')
        .select(['id', 'deleted_with_category'])
        .where('collection', '=', collection)
        .where('deleted_at', 'is', null)
        .execute();
      expect(left).toEqual([]);
      await ctx().asAdmin({ method: 'DELETE', url: `${cat}/delete/${pedoman.id}` });
      // In the trash: the document deleted on its own, and the categories (with the document moved into
      // Laporan); deleted there for good, nothing of the set is left.
      const forGood = [
        `document/${second.json().id}`,
        `document_category/${laporan.id}`,
        `document_category/${pedoman.id}`,
      ];
      for (const path of forGood) {
        expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/${path}` })).statusCode).toBe(200);
      }
      expect(await ctx().db.selectFrom('documents').selectAll().where('collection', '=', collection).execute()).toEqual(
        [],
      );
    });
  }

  it('keeps the three sets apart: a category of another set is refused with 400', async () => {
    const other = await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenprof/add', payload: { name: 'Profil' } });
    const own = await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenpen/add', payload: { name: 'Penelitian' } });
    const otherId = other.json().id;
    const ownId = own.json().id;

    const refused = await ctx().asAdmin({
      method: 'POST',
      url: '/api/dokumenpen/add',
      payload: { file_name: 'x', file_url: LINK, catdokumenpenId: otherId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Kategori tidak ditemukan.',
      fieldErrors: { catdokumenpenId: 'Kategori tidak ditemukan.' },
    });
    const unknown = await ctx().asAdmin({
      method: 'POST',
      url: '/api/dokumenpen/add',
      payload: { file_name: 'x', file_url: LINK, catdokumenpenId: 999999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Kategori tidak ditemukan.');
    // The field name of another set does not count as this set's category.
    const wrongField = await ctx().asAdmin({
      method: 'POST',
      url: '/api/dokumenpen/add',
      payload: { file_name: 'x', file_url: LINK, catdokumenprofId: otherId },
    });
    expect(wrongField.statusCode).toBe(400);

    const created = await ctx().asAdmin({
      method: 'POST',
      url: '/api/dokumenpen/add',
      payload: { file_name: 'x', file_url: LINK, catdokumenpenId: ownId },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const move = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/dokumenpen/update/${id}`,
      payload: { file_name: 'x', file_url: LINK, catdokumenpenId: otherId },
    });
    expect(move.statusCode).toBe(400);
    expect((await ctx().app.inject({ url: `/api/dokumenpen/${id}` })).json().kategori.id).toBe(ownId);

    // Ids of one set are not found through another set's paths.
    expect((await ctx().app.inject({ url: `/api/dokumenprof/${id}` })).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: `/api/catdokumenpengab/${ownId}` })).statusCode).toBe(404);
    expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/catdokumenprof/delete/${ownId}` })).statusCode).toBe(
      404,
    );
    expect((await ctx().app.inject({ url: '/api/dokumenprof' })).json()).toEqual([]);

    await ctx().asAdmin({ method: 'DELETE', url: `/api/catdokumenpen/delete/${ownId}` });
    await ctx().asAdmin({ method: 'DELETE', url: `/api/catdokumenprof/delete/${otherId}` });
  });

  it('validates names, titles and http(s) links', async () => {
    const documents = () => ctx().db.selectFrom('documents').selectAll().execute();
    const before = await documents();
    const blank = await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenpengab/add', payload: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.name).toBe('Nama kategori wajib diisi.');
    const category = (
      await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenpengab/add', payload: { name: 'Umum' } })
    ).json();
    for (const file_url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'drive google com/file']) {
      const response = await ctx().asAdmin({
        method: 'POST',
        url: '/api/dokumenpengab/add',
        payload: { file_name: 'x', file_url, catdokumenpengabId: category.id },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.file_url).toMatch(/URL/);
    }
    const noTitle = await ctx().asAdmin({
      method: 'POST',
      url: '/api/dokumenpengab/add',
      payload: { file_url: LINK, catdokumenpengabId: category.id },
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fieldErrors.file_name).toBe('Judul dokumen wajib diisi.');
    const noCategory = await ctx().asAdmin({
      method: 'POST',
      url: '/api/dokumenpengab/add',
      payload: { file_name: 'x', file_url: LINK },
    });
    expect(noCategory.statusCode).toBe(400);
    expect(await documents()).toEqual(before);
    await ctx().asAdmin({ method: 'DELETE', url: `/api/catdokumenpengab/delete/${category.id}` });
  });

  it('answers 401 without a session, 403 from a foreign origin and 404 for unknown ids', async () => {
    const categories = () => ctx().db.selectFrom('document_categories').selectAll().execute();
    const before = await categories();
    for (const url of ['/api/catdokumenprof/add', '/api/dokumenpengab/add']) {
      const response = await ctx().app.inject({ method: 'POST', url, payload: { name: 'x' } });
      expect(response.statusCode).toBe(401);
    }
    expect((await ctx().app.inject({ method: 'DELETE', url: '/api/catdokumenpen/delete/1' })).statusCode).toBe(401);
    const foreign = await ctx().asAdmin({
      method: 'POST',
      url: '/api/catdokumenpen/add',
      payload: { name: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await categories()).toEqual(before);

    const payload = { name: 'x' };
    expect((await ctx().asAdmin({ method: 'PATCH', url: '/api/catdokumenpen/update/99999', payload })).statusCode).toBe(
      404,
    );
    const category = (await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenpen/add', payload })).json();
    const docUpdate = await ctx().asAdmin({
      method: 'PATCH',
      url: '/api/dokumenpen/update/99999',
      payload: { file_name: 'x', file_url: LINK, catdokumenpenId: category.id },
    });
    expect(docUpdate.statusCode).toBe(404);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/dokumenpen/delete/99999' })).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: '/api/catdokumenpen/abc' })).statusCode).toBe(400);
    await ctx().asAdmin({ method: 'DELETE', url: `/api/catdokumenpen/delete/${category.id}` });
  });

  it('moves a category and its documents to the trash in one transaction: a failure keeps both', async () => {
    const category = (
      await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenprof/add', payload: { name: 'Atomik' } })
    ).json();
    await ctx().asAdmin({
      method: 'POST',
      url: '/api/dokumenprof/add',
      payload: { file_name: 'a', file_url: LINK, catdokumenprofId: category.id },
    });
    const { db } = ctx();
    // The same database, but the statement that moves the documents fails (after the category moved).
    const failing = db.withPlugin({
      transformQuery(args) {
        if (args.node.kind === 'UpdateQueryNode' && JSON.stringify(args.node).includes('"documents"')) {
          throw new Error('interrupted');
        }
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    });
    await expect(trashCategory(failing, 'prof', category.id, ADMIN_ACTOR)).rejects.toThrow('interrupted');
    const trashed = async () => ({
      category: await db
        .selectFrom('document_categories')
        .select(['deleted_at', 'deleted_by'])
        .where('id', '=', category.id)
        .executeTakeFirstOrThrow(),
      documents: await db
        .selectFrom('documents')
        .select(['deleted_at', 'deleted_with_category'])
        .where('category_id', '=', category.id)
        .execute(),
    });
    expect(await trashed()).toEqual({
      category: { deleted_at: null, deleted_by: null },
      documents: [{ deleted_at: null, deleted_with_category: 0 }],
    });
    const listed = async () =>
      ((await ctx().app.inject({ url: '/api/dokumenprof/' })).json() as { kategori: { id: number } }[]).filter(
        (document) => document.kategori.id === category.id,
      );
    expect(await listed()).toHaveLength(1);

    await trashCategory(db, 'prof', category.id, ADMIN_ACTOR);
    const after = await trashed();
    expect(after).toEqual({
      category: { deleted_at: expect.any(String), deleted_by: 'admin' },
      documents: [{ deleted_at: after.category.deleted_at, deleted_with_category: 1 }],
    });
    expect(await listed()).toHaveLength(0);
  });
});
