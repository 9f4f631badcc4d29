import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPES } from './constants/content';
import { PUBLIC_PAGES, SERVICE_DECREE_PATH, feedPath, findPublicPage } from './site-pages';

describe('public page table (SPEC §2)', () => {
  it('has every public route of the specification, once', () => {
    const paths = PUBLIC_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/tentang',
        '/struktur-organisasi',
        '/dokumen-p3m',
        '/luaran-p3m',
        '/panduan-penelitian',
        '/sk-rektor',
        '/dokumen-penelitian',
        '/informasi-penelitian',
        '/panduan-pengelolaan-jurnal-ilmiah',
        '/program-pengabdian-masyarakat',
        '/program-panduan-pengabdian-masyarakat-mandiri',
        '/panduan-pengabdian-kepada-masyarakat',
        '/informasi-pengabdian-pada-masyarakat',
        SERVICE_DECREE_PATH,
        '/dokumen-pengabdian-pada-masyarakat',
        '/informasi-kkn',
        '/program-kkn-unim',
        '/buku-panduan-kkn-tematik',
        '/buku-panduan-kkn-pmm',
        '/buku-panduan-kkn-pkn-bem',
        '/search-page',
        '/all-informasi-penelitian',
        '/all-informasi-pengabdian-kepada-masyarakat',
        '/all-informasi-kkn-unim',
        '/faq',
        '/pengumuman',
        '/hubungi-kami',
      ]),
    );
    expect(paths).toHaveLength(28);
  });

  it('finds a page by path, ignoring a trailing slash', () => {
    expect(findPublicPage('/sk-rektor/')?.kind).toBe('timeline');
    expect(findPublicPage('/')?.kind).toBe('home');
    expect(findPublicPage('/tidak-ada')).toBeUndefined();
  });

  it('names one feed per article type and one for all', () => {
    expect(feedPath()).toBe('/rss.xml');
    expect(feedPath('informasi_kkn')).toBe('/rss/informasi-kkn.xml');
    expect(new Set(ARTICLE_TYPES.map((type) => feedPath(type))).size).toBe(ARTICLE_TYPES.length);
  });
});
