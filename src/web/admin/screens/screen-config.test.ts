import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPES, DOCUMENT_COLLECTION_KEYS, FILE_TYPES } from '../../../shared/constants/content';
import { COMPLAINT_PATH } from '../../../shared/complaint-paths';
import { PUBLIC_PAGES } from '../../../shared/site-pages';
import { effectiveCategoryId } from '../lib/category-selection';
import {
  ADMIN_MENU,
  ADMIN_SCREENS,
  canOpen,
  findScreen,
  groupOf,
  menuFor,
  screenOfRecord,
  screenOfType,
  type SectionConfig,
} from './screen-config';

const sections = ADMIN_SCREENS.flatMap((screen) => screen.sections.map((section) => ({ screen, section })));
const ofKind = <K extends SectionConfig['kind']>(kind: K) =>
  sections.filter(
    (item): item is { screen: (typeof item)['screen']; section: Extract<SectionConfig, { kind: K }> } =>
      item.section.kind === kind,
  );

describe('admin screen configuration', () => {
  it('has the sidebar of SPEC §2 in order, then the extra screens', () => {
    const outline = ADMIN_MENU.map((entry) =>
      entry.kind === 'group' ? [entry.label, entry.screens.map((screen) => screen.label)] : entry.screen.label,
    );
    expect(outline).toEqual([
      ['Profil', ['Struktur Organisasi', 'Dokumen P3M', 'Luaran P3M']],
      ['Penelitian', ['Panduan Penelitian', 'Informasi Penelitian', 'Dokumen Penelitian', 'SK Rektor']],
      [
        'Pengabdian Kepada Masyarakat',
        [
          'Program Pengabdian Masyarakat Mandiri',
          'Informasi Pengabdian Kepada Masyarakat',
          'SK Pengabdian',
          'Dokumen Pengabdian',
          'Panduan Pengabdian Masyarakat',
        ],
      ],
      [
        'Kelola Kuliah Kerja Nyata',
        ['Informasi KKN', 'Buku Panduan KKN Tematik', 'Buku Panduan KKN PKN BEM', 'Buku Panduan KKN PMM'],
      ],
      'Panduan Pengelolaan Jurnal Ilmiah',
      'Halaman',
      'FAQ',
      'Pengumuman',
      'Kuisioner',
      'Komplain',
      'Slide Beranda',
      'Sampah',
      'Dokumen Dibuka',
      'Pengaturan Situs',
      'Pengguna',
      'Riwayat Aktivitas',
      'Akun Saya',
      'Ganti Password',
      'Bantuan',
    ]);
  });

  it("shows an Editor every screen but the Admins' ones, and a temporary password only Ganti Password", () => {
    const labels = (menu: ReturnType<typeof menuFor>) =>
      menu.flatMap((entry) => (entry.kind === 'group' ? entry.screens : [entry.screen]).map((screen) => screen.label));
    const all = labels(ADMIN_MENU);
    expect(labels(menuFor({ role: 'admin', mustChangePassword: false }))).toEqual(all);
    expect(labels(menuFor({ role: 'editor', mustChangePassword: false }))).toEqual(
      all.filter((label) => !['Pengaturan Situs', 'Pengguna', 'Riwayat Aktivitas'].includes(label)),
    );
    for (const role of ['admin', 'editor'] as const) {
      expect(menuFor({ role, mustChangePassword: true })).toEqual([
        { kind: 'item', screen: findScreen('ganti-password') },
      ]);
    }
    // An Admin who must set up two-factor login first: Akun Saya (where it is set up) and Ganti Password.
    expect(labels(menuFor({ role: 'admin', mustChangePassword: false, mustSetUpTwoFactor: true }))).toEqual([
      'Akun Saya',
      'Ganti Password',
    ]);
    const adminsOnly = ADMIN_SCREENS.filter((screen) => !canOpen(screen, 'editor')).map((screen) => screen.slug);
    expect(adminsOnly).toEqual(['pengaturan-situs', 'pengguna', 'riwayat-aktivitas']);
  });

  it('gives every screen its own URL slug', () => {
    const slugs = ADMIN_SCREENS.map((screen) => screen.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs).not.toContain('login');
  });

  it('manages every file type, article type and document set exactly once', () => {
    expect(
      ofKind('file-link')
        .map(({ section }) => section.fileType)
        .sort(),
    ).toEqual([...FILE_TYPES].sort());
    expect(
      ofKind('article')
        .map(({ section }) => section.articleType)
        .sort(),
    ).toEqual([...ARTICLE_TYPES].sort());
    expect(
      ofKind('document')
        .map(({ section }) => section.collection)
        .sort(),
    ).toEqual([...DOCUMENT_COLLECTION_KEYS].sort());
  });

  it('puts guide files and articles on the Program Pengabdian Masyarakat Mandiri screen, each titled', () => {
    const screen = findScreen('program-pengabdian-masyarakat-mandiri');
    expect(screen?.sections).toEqual([
      { kind: 'file-link', fileType: 'dokumen_pengabdian_masyarakat_mandiri', noun: 'Panduan', title: 'File Panduan' },
      { kind: 'article', articleType: 'informasi_pengabdian_masyarakat_mandiri', title: 'Artikel Informasi' },
    ]);
  });

  it('links each content screen to the public page that shows the same data', () => {
    for (const { screen, section } of sections) {
      // Screens of the back office alone: no public page shows their data.
      const formless = [
        'password',
        'trash',
        'users',
        'profile',
        'sessions',
        'two-factor',
        'activity',
        'document-opens',
        'help',
      ];
      // Four surveys, four pages: the screen links each from its survey.
      if (formless.includes(section.kind) || section.kind === 'surveys') {
        expect(screen.publicPath).toBeNull();
        continue;
      }
      // The desk's screen links the form visitors send complaints with, a page outside SPEC §2's table.
      if (section.kind === 'complaints') {
        expect(screen.publicPath).toBe(COMPLAINT_PATH);
        continue;
      }
      const page = PUBLIC_PAGES.find((candidate) => candidate.path === screen.publicPath);
      expect(page, `${screen.slug} -> ${screen.publicPath}`).toBeDefined();
      if (section.kind === 'file-link') expect(page).toMatchObject({ fileType: section.fileType });
      if (section.kind === 'article') expect(page).toMatchObject({ articleType: section.articleType });
      if (section.kind === 'document') expect(page).toMatchObject({ collection: section.collection });
      if (section.kind === 'faq') expect(page).toMatchObject({ kind: 'faq' });
      if (section.kind === 'announcements') expect(page).toMatchObject({ kind: 'announcements' });
      if (section.kind === 'pages') expect(page).toMatchObject({ kind: 'about' });
    }
  });

  it('finds a screen and its group for the sidebar and top bar', () => {
    expect(findScreen('sk-rektor')?.label).toBe('SK Rektor');
    expect(findScreen('nope')).toBeUndefined();
    expect(groupOf('sk-rektor')).toMatchObject({ kind: 'group', label: 'Penelitian' });
    expect(groupOf('panduan-pengelolaan-jurnal-ilmiah')).toMatchObject({ kind: 'item' });
    expect(groupOf(undefined)).toBeUndefined();
  });

  it("names the screen of a deleted record's type, for the trash list", () => {
    expect(screenOfType('informasi_kkn')?.label).toBe('Informasi KKN');
    expect(screenOfType('informasi_pengabdian_masyarakat_mandiri')?.label).toBe(
      'Program Pengabdian Masyarakat Mandiri',
    );
    expect(screenOfType('panduan_kkn_pmm')?.label).toBe('Buku Panduan KKN PMM');
    expect(screenOfType('pen')?.label).toBe('Dokumen Penelitian');
    expect(screenOfType(null)).toBeUndefined();
    expect(screenOfType('tidak_ada')).toBeUndefined();
  });

  it('names the screen where a record of any kind is fixed, by its type where the kind has several', () => {
    expect(screenOfRecord('article', 'informasi_kkn')?.slug).toBe('informasi-kkn');
    expect(screenOfRecord('document_category', 'pen')?.slug).toBe('dokumen-penelitian');
    expect(screenOfRecord('page', 'tentang')?.slug).toBe('halaman');
    expect(screenOfRecord('faq', null)?.slug).toBe('faq');
    expect(screenOfRecord('hero_slide', null)?.slug).toBe('slide-beranda');
    expect(screenOfRecord('profile_image', 'struktur_organisasi')?.slug).toBe('struktur-organisasi');
    expect(screenOfRecord('video', null)?.slug).toBe('luaran-p3m');
    expect(screenOfRecord('survey', null)?.slug).toBe('kuisioner');
    expect(screenOfRecord('system', null)).toBeUndefined();
  });
});

describe('document category selection (SPEC §4)', () => {
  const categories = [{ id: 4 }, { id: 9 }];
  it('defaults to the first category and keeps a selected one that exists', () => {
    expect(effectiveCategoryId(categories, null)).toBe(4);
    expect(effectiveCategoryId(categories, 9)).toBe(9);
  });
  it('falls back to the first when the selected one is gone, and to none without categories', () => {
    expect(effectiveCategoryId(categories, 5)).toBe(4);
    expect(effectiveCategoryId([], 5)).toBeNull();
    expect(effectiveCategoryId([], null)).toBeNull();
  });
});
