import { expect, it } from 'vitest';
import { appStateRepo } from '../../src/db/index';
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/schemas/settings';
import { describeEachDatabase } from '../helpers/test-app';

describeEachDatabase('site settings API', (ctx) => {
  it('answers the defaults publicly while nothing is stored', async () => {
    const response = await ctx().app.inject({ url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('saves a partial update and merges it over the defaults', async () => {
    const response = await ctx().asAdmin({
      method: 'PATCH',
      url: '/api/settings/update',
      payload: { phone: ' (0321) 111222 ', email: 'humas@unim.ac.id', unknown_key: 'dibuang' },
    });
    expect(response.statusCode).toBe(200);
    const expected = { ...DEFAULT_SITE_SETTINGS, phone: '(0321) 111222', email: 'humas@unim.ac.id' };
    expect(response.json()).toEqual(expected);
    expect((await ctx().app.inject({ url: '/api/settings/' })).json()).toEqual(expected);

    const second = await ctx().asAdmin({
      method: 'PATCH',
      url: '/api/settings/update',
      payload: { working_hours: 'Senin - Jumat, 08:00-15:00 WIB', ejournal_url: '' },
    });
    expect(second.json()).toEqual({ ...expected, working_hours: 'Senin - Jumat, 08:00-15:00 WIB', ejournal_url: '' });
    const stored = await appStateRepo.readSiteSettings(ctx().db);
    expect(Object.keys(stored).sort()).toEqual(['ejournal_url', 'email', 'phone', 'working_hours']);
  });

  it("keeps the home page and layout texts, today's texts by default, never empty", async () => {
    const defaults = (await ctx().app.inject({ url: '/api/settings' })).json();
    expect(defaults).toMatchObject({
      hero_title: 'Pusat Penelitian, Publikasi dan Pengabdian Kepada Masyarakat',
      hero_subtitle: 'Universitas Mayjen Sungkono — berkarya melalui riset dan pengabdian untuk masyarakat.',
      page_header_subtitle: 'Kenali lebih dekat P3M dan Universitas Mayjen Sungkono.',
      footer_description:
        'Mengelola dan mengembangkan penelitian, publikasi ilmiah dan pengabdian kepada masyarakat di Universitas Mayjen Sungkono.',
    });
    const texts = {
      hero_title: 'Selamat Datang di P3M UNIM',
      hero_subtitle: 'Riset yang berdampak.',
      page_header_subtitle: 'Mengenal P3M lebih dekat.',
      footer_description: 'Pusat riset dan pengabdian.',
    };
    const saved = await ctx().asAdmin({ method: 'PATCH', url: '/api/settings/update', payload: texts });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(texts);
    const empty = await ctx().asAdmin({ method: 'PATCH', url: '/api/settings/update', payload: { hero_title: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fieldErrors: { hero_title: 'Judul beranda wajib diisi.' } });
    const long = await ctx().asAdmin({
      method: 'PATCH',
      url: '/api/settings/update',
      payload: { footer_description: 'x'.repeat(501) },
    });
    expect(long.json()).toMatchObject({
      fieldErrors: { footer_description: 'Deskripsi footer terlalu panjang (maksimal 500 karakter).' },
    });
    await ctx().asAdmin({
      method: 'PATCH',
      url: '/api/settings/update',
      payload: Object.fromEntries(Object.keys(texts).map((key) => [key, defaults[key]])),
    });
  });

  it('refuses invalid values with field messages and stores nothing of the request', async () => {
    const before = (await ctx().app.inject({ url: '/api/settings' })).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'bukan-email', phone: '0' }, 'email'],
      [{ whatsapp: '+62 812-3456' }, 'whatsapp'],
      [{ map_embed_url: 'javascript:alert(1)' }, 'map_embed_url'],
      [{ video_channel_url: 'data:text/html,x' }, 'video_channel_url'],
      [{ address: 'x'.repeat(501) }, 'address'],
    ];
    for (const [payload, field] of cases) {
      const response = await ctx().asAdmin({ method: 'PATCH', url: '/api/settings/update', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual(expect.any(String));
    }
    expect((await ctx().app.inject({ url: '/api/settings' })).json()).toEqual(before);
  });

  it('needs a session to write and refuses a foreign origin', async () => {
    const anonymous = await ctx().app.inject({
      method: 'PATCH',
      url: '/api/settings/update',
      payload: { phone: '1' },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await ctx().asAdmin({
      method: 'PATCH',
      url: '/api/settings/update',
      payload: { phone: '1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await ctx().app.inject({ url: '/api/settings' })).json().phone).not.toBe('1');
  });

  it('falls back to the default of one key whose stored value no longer passes its rule', async () => {
    await appStateRepo.writeSiteSettings(ctx().db, { whatsapp: 'bukan nomor', address: 'Alamat baru' });
    // Written behind the API's back: move the content version on so cached answers are not reused.
    await appStateRepo.bumpContentVersion(ctx().db);
    // A version read is shared for the rest of the event-loop turn (plugins/response-cache.ts), so a write
    // by another process is seen from the next turn on.
    await new Promise((resolve) => setImmediate(resolve));
    const settings = (await ctx().app.inject({ url: '/api/settings' })).json();
    expect(settings.whatsapp).toBe(DEFAULT_SITE_SETTINGS.whatsapp);
    expect(settings.address).toBe('Alamat baru');
  });
});
