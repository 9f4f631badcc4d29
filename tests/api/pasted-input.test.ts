import { expect, it } from 'vitest';
import { appStateRepo } from '../../src/db/index';
import { describeEachDatabase } from '../helpers/test-app';

const MAP_SRC = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3955.8!2d112.43!3d-7.47!5e0!3m2!1sid!2sid';
const MAP_CODE = `<iframe src="${MAP_SRC}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;

describeEachDatabase('what staff paste is read as they meant it', (ctx) => {
  const settings = (payload: Record<string, string>) =>
    ctx().asAdmin({ method: 'PATCH', url: '/api/settings/update', payload });

  it('stores a WhatsApp number written in its local form as digits with the country code', async () => {
    for (const whatsapp of ['0812-3456-7891', '+62 812 3456 7891', '62812-3456-7891', '+62 (0)812-3456-7891']) {
      const saved = await settings({ whatsapp });
      expect(saved.statusCode, whatsapp).toBe(200);
      expect(saved.json().whatsapp, whatsapp).toBe('6281234567891');
      expect((await appStateRepo.readSiteSettings(ctx().db)).whatsapp).toBe('6281234567891');
    }
    const refused = await settings({ whatsapp: '0812-34' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.whatsapp).toMatch(/^Nomor WhatsApp tidak valid\./);
  });

  it('reads a number stored in its older written form the way it is stored now', async () => {
    await appStateRepo.writeSiteSettings(ctx().db, { whatsapp: '+6281234567800' });
    await appStateRepo.bumpContentVersion(ctx().db);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await ctx().app.inject({ url: '/api/settings' })).json().whatsapp).toBe('6281234567800');
  });

  it('takes the src of the Google Maps "Embed a map" code and refuses a frame of any other site', async () => {
    const saved = await settings({ map_embed_url: MAP_CODE });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().map_embed_url).toBe(MAP_SRC);
    expect((await appStateRepo.readSiteSettings(ctx().db)).map_embed_url).toBe(MAP_SRC);

    for (const map_embed_url of [
      '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>',
      'https://www.google.com/maps/place/Universitas+Mayjen+Sungkono',
      'javascript:alert(1)',
    ]) {
      const refused = await settings({ map_embed_url });
      expect(refused.statusCode, map_embed_url).toBe(400);
      expect(refused.json().fieldErrors.map_embed_url).toMatch(/^Lokasi peta harus link atau kode sematan/);
    }
    expect((await appStateRepo.readSiteSettings(ctx().db)).map_embed_url).toBe(MAP_SRC);
  });

  it('adds https:// to links written without it, in every link field', async () => {
    const saved = await settings({ ejournal_url: 'ejournal.unim.ac.id', survey_service_url: 'forms.gle/abc' });
    expect(saved.json()).toMatchObject({
      ejournal_url: 'https://ejournal.unim.ac.id',
      survey_service_url: 'https://forms.gle/abc',
    });

    const file = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload: {
        file_name: 'Panduan',
        file_description: 'Tanpa https',
        file_url: 'drive.google.com/file/d/abc/view',
        file_type: 'panduan_penelitian',
      },
    });
    expect(file.statusCode).toBe(201);
    expect(file.json().file_url).toBe('https://drive.google.com/file/d/abc/view');
    const edited = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/files/update/${file.json().id}`,
      payload: { file_url: 'docs.google.com/document/d/x' },
    });
    expect(edited.json().file_url).toBe('https://docs.google.com/document/d/x');

    const category = (
      await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenpen/add', payload: { name: 'Tempel' } })
    ).json();
    const document = await ctx().asAdmin({
      method: 'POST',
      url: '/api/dokumenpen/add',
      payload: { file_name: 'Dokumen', file_url: 'drive.google.com/file/d/dok', catdokumenpenId: category.id },
    });
    expect(document.statusCode).toBe(201);
    expect(document.json().file_url).toBe('https://drive.google.com/file/d/dok');
    const stored = await ctx()
      .db.selectFrom('file_links')
      .select('file_url')
      .where('id', '=', file.json().id)
      .execute();
    expect(stored).toEqual([{ file_url: 'https://docs.google.com/document/d/x' }]);
  });
});
