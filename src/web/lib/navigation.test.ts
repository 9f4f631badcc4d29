import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../shared/schemas/settings';
import { loadingTextFor } from './loading-text';
import { mainMenu, type NavItem } from './navigation';

const targets = (item: NavItem | undefined) =>
  item && 'items' in item ? item.items.map((child) => ('to' in child ? child.to : child.href)) : [];

describe('main menu (SPEC §2 navigation)', () => {
  const menu = mainMenu(DEFAULT_SITE_SETTINGS);

  it('has the groups in order', () => {
    expect(menu.map((item) => item.label)).toEqual([
      'Beranda',
      'Profil',
      'Penelitian',
      'Pengabdian Kepada Masyarakat',
      'Kuliah Kerja Nyata',
      'Layanan HKI',
      'E-Jurnal',
      'Kuisioner/Komplain',
      'Hubungi Kami',
    ]);
  });

  it('lists every item of every group in order', () => {
    expect(targets(menu[1])).toEqual(['/tentang', '/struktur-organisasi', '/dokumen-p3m', '/luaran-p3m']);
    expect(targets(menu[2])).toEqual([
      '/panduan-penelitian',
      '/sk-rektor',
      '/dokumen-penelitian',
      '/informasi-penelitian',
    ]);
    expect(targets(menu[3])).toEqual([
      '/program-pengabdian-masyarakat',
      '/program-panduan-pengabdian-masyarakat-mandiri',
      '/panduan-pengabdian-kepada-masyarakat',
      '/informasi-pengabdian-pada-masyarakat',
      '/sk-pengabdian-pada-masyarakat',
      '/dokumen-pengabdian-pada-masyarakat',
    ]);
    expect(targets(menu[4])).toEqual([
      '/informasi-kkn',
      '/program-kkn-unim',
      '/buku-panduan-kkn-tematik',
      '/buku-panduan-kkn-pmm',
      '/buku-panduan-kkn-pkn-bem',
    ]);
    expect(menu[5]).toEqual({ label: 'Layanan HKI', to: '/panduan-pengelolaan-jurnal-ilmiah' });
  });

  it('takes E-Jurnal and the four survey forms from the settings, as external links, then the results', () => {
    expect(menu[6]).toEqual({ label: 'E-Jurnal', href: DEFAULT_SITE_SETTINGS.ejournal_url, external: true });
    expect(targets(menu[7])).toEqual([
      DEFAULT_SITE_SETTINGS.survey_service_url,
      DEFAULT_SITE_SETTINGS.survey_partner_url,
      DEFAULT_SITE_SETTINGS.survey_research_partner_url,
      DEFAULT_SITE_SETTINGS.survey_kkn_partner_url,
      '/hasil-survei',
      // Beside them, the site's own complaints desk.
      '/komplain',
    ]);
  });

  it("links a survey's own page while it has an open period, and its external form otherwise", () => {
    const menu = mainMenu({ ...DEFAULT_SITE_SETTINGS, survey_partner_url: '' }, ['layanan', 'mitra-kkn']);
    const surveys = menu[7];
    expect(surveys && 'items' in surveys ? surveys.items : []).toEqual([
      { label: 'Survei Kepuasan Layanan', to: '/kuisioner/layanan' },
      // The partners' survey (closed, its external form not set) has no entry.
      {
        label: 'Survei Kepuasan Mitra Penelitian',
        href: DEFAULT_SITE_SETTINGS.survey_research_partner_url,
        external: true,
      },
      { label: 'Survei Kepuasan Mitra KKN', to: '/kuisioner/mitra-kkn' },
      { label: 'Hasil Survei Kepuasan', to: '/hasil-survei' },
      { label: 'Komplain, Pertanyaan dan Saran', to: '/komplain' },
    ]);
  });

  it('leaves out an external entry whose setting is empty', () => {
    const withoutJournal = mainMenu({ ...DEFAULT_SITE_SETTINGS, ejournal_url: '' });
    expect(withoutJournal.map((item) => item.label)).not.toContain('E-Jurnal');
  });
});

describe('loading texts while the browser fetches a page (SPEC §8)', () => {
  it('names what is loading', () => {
    expect(loadingTextFor('/')).toBe('Memuat berita...');
    expect(loadingTextFor('/article/abc')).toBe('Memuat artikel...');
    expect(loadingTextFor('/luaran-p3m')).toBe('Memuat video...');
    expect(loadingTextFor('/dokumen-penelitian/')).toBe('Memuat dokumen...');
    expect(loadingTextFor('/panduan-penelitian')).toBe('Memuat data...');
    expect(loadingTextFor('/tidak-ada')).toBe('Memuat...');
  });
});
