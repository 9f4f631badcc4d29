import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { articlesRepo } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { testConfig } from '../helpers/test-app';

// The public search page rendered by the server (through Vite, so no production build is needed).

for (const dialect of DIALECTS) {
  describe(`search page [${dialect}]`, () => {
    let database: TestDatabase | undefined;
    let app: FastifyInstance | undefined;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      app = await buildApp({ config: testConfig(database.dataDir), database: database.handle, web: 'development' });
      await app.ready();
      const articles = [
        ['Penelitian Hibah Dosen', 'informasi_penelitian', 'Dana hibah untuk dosen.'],
        ['Laporan KKN Tematik', 'informasi_kkn', 'Laporan penelitian mahasiswa.'],
        ['Seminar Nasional', 'informasi_penelitian', 'Seminar hasil pengabdian.'],
      ] as const;
      for (const [index, [title, category, text]] of articles.entries()) {
        const date = new Date(Date.UTC(2025, 3, 1 + index)).toISOString();
        await articlesRepo.insertArticle(database.handle.db, {
          title,
          slug: `halaman-cari-${index}`,
          author: 'Humas',
          published_date: date,
          content: `<p>${text}</p>`,
          content_text: text,
          thumbnail: null,
          category,
          created_at: date,
          updated_at: date,
        });
      }
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await database?.destroy();
    });

    const page = async (url: string) => {
      if (!app) throw new Error('app not started');
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };

    it('shows the matching articles, the title match first', async () => {
      const body = await page('/search-page?q=pene');
      const hibah = body.indexOf('Penelitian Hibah Dosen');
      const laporan = body.indexOf('Laporan KKN Tematik');
      expect(hibah).toBeGreaterThan(-1);
      expect(laporan).toBeGreaterThan(hibah);
      expect(body).not.toContain('Seminar Nasional');
    });

    it('searches within one category on its list page', async () => {
      const body = await page('/all-informasi-penelitian?q=penelitian');
      expect(body).toContain('Penelitian Hibah Dosen');
      expect(body).not.toContain('Laporan KKN Tematik');
    });

    it('answers a NUL byte, full-text operators and a 10 KB query normally', async () => {
      expect(await page('/search-page?q=%00')).toContain('Seminar Nasional');
      expect(await page('/search-page?q=pene%00')).toContain('Penelitian Hibah Dosen');
      expect(await page(`/search-page?q=${encodeURIComponent('"pene*" OR NEAR(-x')}`)).not.toContain(
        'Penelitian Hibah Dosen',
      );
      const long = await page(`/search-page?q=${encodeURIComponent(`seminar ${'x'.repeat(10_000)}`)}`);
      expect(long).not.toContain('Seminar Nasional');
      expect(await page(`/search-page?q=${'seminar+'.repeat(1_200)}`)).toContain('Seminar Nasional');
    });
  });
}
