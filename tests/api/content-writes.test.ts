import { expect, it } from 'vitest';
import { activityRepo, appStateRepo, fileLinksRepo, nowIso, writeContent } from '../../src/db/index';
import { describeEachDatabase } from '../helpers/test-app';

const fileLink = {
  file_name: 'Panduan Hibah',
  file_description: 'Panduan hibah penelitian',
  file_url: 'https://drive.google.com/file/d/1/view',
  file_type: 'panduan_penelitian',
};

// Every content write raises the content version in its own transaction (src/db/content-writes.ts).
describeEachDatabase('content writes', (ctx) => {
  const version = () => appStateRepo.readContentVersion(ctx().db);

  it('a write through the API raises the version once; a refused or missing one does not', async () => {
    const start = Number(await version());
    const created = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: fileLink });
    expect(created.statusCode).toBe(201);
    expect(Number(await version())).toBe(start + 1);
    const missing = await ctx().asAdmin({ method: 'PATCH', url: '/api/files/update/999999', payload: fileLink });
    expect(missing.statusCode).toBe(404);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/files/delete/999999' })).statusCode).toBe(404);
    const invalid = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: { file_name: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(Number(await version())).toBe(start + 1);
  });

  it('a change that fails leaves neither its rows nor a new version nor its activity row', async () => {
    const start = await version();
    const logged = () => activityRepo.countActivity(ctx().db, { kind: 'file', action: 'create' });
    const rowsBefore = await logged();
    const activity = { by: null, note: { kind: 'file', action: 'create' } } as const;
    const failing = writeContent(ctx().db, activity, async (trx) => {
      const now = nowIso();
      await fileLinksRepo.insertFileLink(trx, {
        ...fileLink,
        file_name: 'Tidak jadi',
        created_at: now,
        updated_at: now,
      });
      throw new Error('gagal di tengah jalan');
    });
    await expect(failing).rejects.toThrow('gagal di tengah jalan');
    expect(await version()).toBe(start);
    const names = (await fileLinksRepo.listFileLinksByType(ctx().db, fileLink.file_type)).map((row) => row.file_name);
    expect(names).not.toContain('Tidak jadi');
    expect(await logged()).toBe(rowsBefore);
  });
});
