import type { UserRole } from '../../../shared/constants/accounts';
import type { ActivityKind } from '../../../shared/constants/activity';
import type { ArticleType, DocumentCollection, FileType } from '../../../shared/constants/content';
import { adminMessages } from '../../../shared/messages/admin';
import { ADMIN_LOGIN_PATH, ANNOUNCEMENTS_PATH, FAQ_PATH, SERVICE_DECREE_PATH } from '../../../shared/site-paths';

/**
 * The admin screens as data: each sidebar item is one URL under /admin and a list of sections,
 * each section one kind of screen (file links, articles, documents, ...) configured by its type.
 * The same component serves every section of a kind; only this table differs between screens.
 * No React here: src/web/admin/routes.ts and the tests read it too.
 */
export type SectionConfig =
  /** `noun`: what the records are called in the section's headings and notices ("Tambah Panduan"). */
  (
    | { kind: 'file-link'; fileType: FileType; noun: string }
    | { kind: 'article'; articleType: ArticleType }
    | { kind: 'document'; collection: DocumentCollection }
    | { kind: 'video' }
    | { kind: 'org-chart' }
    | { kind: 'hero' }
    | { kind: 'settings' }
    | { kind: 'password' }
    | { kind: 'trash' }
    | { kind: 'document-opens' }
    | { kind: 'users' }
    | { kind: 'profile' }
    | { kind: 'sessions' }
    | { kind: 'two-factor' }
    | { kind: 'security' }
    | { kind: 'pages' }
    | { kind: 'faq' }
    | { kind: 'help' }
    | { kind: 'announcements' }
    | { kind: 'activity' }
    | { kind: 'surveys' }
    | { kind: 'complaints' }
  ) & {
    /** Heading of the section on a screen that holds several. */
    title?: string;
  };

export type SectionKind = SectionConfig['kind'];

export interface ScreenConfig {
  /** The URL is /admin/{slug}. */
  slug: string;
  label: string;
  /** The public page this screen feeds, linked from the top bar. */
  publicPath: string | null;
  sections: SectionConfig[];
  /** Only Admins see it in the menu and may open it (accounts, site settings); the server refuses the rest too. */
  adminOnly?: boolean;
}

export type MenuEntry =
  { kind: 'group'; id: string; label: string; screens: ScreenConfig[] } | { kind: 'item'; screen: ScreenConfig };

const m = adminMessages.menu;
const PASSWORD_SCREEN_SLUG = 'ganti-password';
const ACCOUNT_SCREEN_SLUG = 'akun-saya';
const s = adminMessages.section;
const n = adminMessages.noun;

/** One sidebar screen: its URL slug, menu label, the public page it feeds and its sections. */
function screen(slug: string, label: string, publicPath: string | null, ...sections: SectionConfig[]): ScreenConfig {
  return { slug, label, publicPath, sections };
}
function group(id: string, label: string, screens: ScreenConfig[]): MenuEntry {
  return { kind: 'group', id, label, screens };
}
function item(entry: ScreenConfig): MenuEntry {
  return { kind: 'item', screen: entry };
}
function forAdmins(entry: ScreenConfig): ScreenConfig {
  return { ...entry, adminOnly: true };
}
function fileLinks(slug: string, label: string, fileType: FileType, noun: string, publicPath: string): ScreenConfig {
  return screen(slug, label, publicPath, { kind: 'file-link', fileType, noun });
}
function articles(slug: string, label: string, articleType: ArticleType, publicPath: string): ScreenConfig {
  return screen(slug, label, publicPath, { kind: 'article', articleType });
}
function documents(slug: string, label: string, collection: DocumentCollection, publicPath: string): ScreenConfig {
  return screen(slug, label, publicPath, { kind: 'document', collection });
}

/** The sidebar of SPEC §2 in its order, then the screens staff need beyond it. */
export const ADMIN_MENU: MenuEntry[] = [
  group('profil', m.profil, [
    screen('struktur-organisasi', m.strukturOrganisasi, '/struktur-organisasi', { kind: 'org-chart' }),
    documents('dokumen-p3m', m.dokumenP3m, 'prof', '/dokumen-p3m'),
    screen('luaran-p3m', m.luaranP3m, '/luaran-p3m', { kind: 'video' }),
  ]),
  group('penelitian', m.penelitian, [
    fileLinks('panduan-penelitian', m.panduanPenelitian, 'panduan_penelitian', n.guide, '/panduan-penelitian'),
    articles('informasi-penelitian', m.informasiPenelitian, 'informasi_penelitian', '/informasi-penelitian'),
    documents('dokumen-penelitian', m.dokumenPenelitian, 'pen', '/dokumen-penelitian'),
    fileLinks('sk-rektor', m.skRektor, 'sk_rektor_penelitian', n.decree, '/sk-rektor'),
  ]),
  group('pengabdian', m.pengabdian, [
    screen(
      'program-pengabdian-masyarakat-mandiri',
      m.programMandiri,
      '/program-panduan-pengabdian-masyarakat-mandiri',
      { kind: 'file-link', fileType: 'dokumen_pengabdian_masyarakat_mandiri', noun: n.guide, title: s.guideFiles },
      { kind: 'article', articleType: 'informasi_pengabdian_masyarakat_mandiri', title: s.articles },
    ),
    articles(
      'informasi-pengabdian-kepada-masyarakat',
      m.informasiPengabdian,
      'informasi_pengabdian_masyarakat',
      '/informasi-pengabdian-pada-masyarakat',
    ),
    fileLinks('sk-pengabdian', m.skPengabdian, 'sk_rektor_pengabdian_masyarakat', n.decree, SERVICE_DECREE_PATH),
    documents('dokumen-pengabdian', m.dokumenPengabdian, 'pengab', '/dokumen-pengabdian-pada-masyarakat'),
    fileLinks(
      'panduan-pengabdian-masyarakat',
      m.panduanPengabdian,
      'panduan_pengabdian_masyarakat',
      n.guide,
      '/panduan-pengabdian-kepada-masyarakat',
    ),
  ]),
  group('kkn', m.kkn, [
    articles('informasi-kkn', m.informasiKkn, 'informasi_kkn', '/informasi-kkn'),
    fileLinks(
      'buku-panduan-kkn-tematik',
      m.kknTematik,
      'panduan_kkn_tematik',
      n.guideBook,
      '/buku-panduan-kkn-tematik',
    ),
    fileLinks('buku-panduan-kkn-pkn-bem', m.kknPknBem, 'panduan_kkn_pkn_bem', n.guideBook, '/buku-panduan-kkn-pkn-bem'),
    fileLinks('buku-panduan-kkn-pmm', m.kknPmm, 'panduan_kkn_pmm', n.guideBook, '/buku-panduan-kkn-pmm'),
  ]),
  item(
    fileLinks(
      'panduan-pengelolaan-jurnal-ilmiah',
      m.jurnal,
      'panduan_pengelolaan_jurnal_ilmiah',
      n.guide,
      '/panduan-pengelolaan-jurnal-ilmiah',
    ),
  ),
  // Three pages: the top bar links the first of them.
  item(screen('halaman', m.halaman, '/tentang', { kind: 'pages' })),
  item(screen('faq', m.faq, FAQ_PATH, { kind: 'faq' })),
  item(screen('pengumuman', m.pengumuman, ANNOUNCEMENTS_PATH, { kind: 'announcements' })),
  // Four surveys, four pages: each survey links its own from the screen.
  item(screen('kuisioner', m.kuisioner, null, { kind: 'surveys' })),
  item(screen('komplain', m.komplain, '/komplain', { kind: 'complaints' })),
  item(screen('slide-beranda', m.slideBeranda, '/', { kind: 'hero' })),
  item(screen('sampah', m.sampah, null, { kind: 'trash' })),
  item(screen('dokumen-dibuka', m.dokumenDibuka, null, { kind: 'document-opens' })),
  item(
    forAdmins(
      screen('pengaturan-situs', m.pengaturanSitus, '/hubungi-kami', { kind: 'settings' }, { kind: 'security' }),
    ),
  ),
  item(forAdmins(screen('pengguna', m.pengguna, null, { kind: 'users' }))),
  item(forAdmins(screen('riwayat-aktivitas', m.riwayatAktivitas, null, { kind: 'activity' }))),
  item(
    screen(
      ACCOUNT_SCREEN_SLUG,
      m.akunSaya,
      null,
      { kind: 'profile', title: s.displayName },
      { kind: 'two-factor', title: s.twoFactor },
      { kind: 'sessions', title: s.sessions },
    ),
  ),
  item(screen(PASSWORD_SCREEN_SLUG, m.gantiPassword, null, { kind: 'password' })),
  // The administrator's guide (docs/admin-guide.md), where staff are.
  item(screen('bantuan', m.bantuan, null, { kind: 'help' })),
];

export const ADMIN_SCREENS: ScreenConfig[] = ADMIN_MENU.flatMap((entry) =>
  entry.kind === 'group' ? entry.screens : [entry.screen],
);

/** Whether a person of this role may open the screen (no role known: the server decides). */
export function canOpen(entry: ScreenConfig, role: UserRole | undefined): boolean {
  return !entry.adminOnly || role === undefined || role === 'admin';
}

/**
 * The menu a person sees: an Editor's lacks the Admins' screens, a person on a temporary password
 * sees only Ganti Password until it is changed, and an Admin who must set up two-factor login only
 * Akun Saya and Ganti Password until it is on.
 */
export function menuFor(
  user: { role: UserRole; mustChangePassword: boolean; mustSetUpTwoFactor?: boolean } | undefined,
): MenuEntry[] {
  const shown = (entry: ScreenConfig) => {
    if (user?.mustChangePassword) return entry.slug === PASSWORD_SCREEN_SLUG;
    if (user?.mustSetUpTwoFactor) return entry.slug === ACCOUNT_SCREEN_SLUG || entry.slug === PASSWORD_SCREEN_SLUG;
    return canOpen(entry, user?.role);
  };
  return ADMIN_MENU.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'item') return shown(entry.screen) ? [entry] : [];
    const screens = entry.screens.filter(shown);
    return screens.length > 0 ? [{ ...entry, screens }] : [];
  });
}

export const ADMIN_HOME = '/admin';
/** Where a person on a temporary password is sent before anything else. */
export const PASSWORD_SCREEN_PATH = `${ADMIN_HOME}/${PASSWORD_SCREEN_SLUG}`;
/** Where an Admin who must set up two-factor login is sent (its section is there). */
export const ACCOUNT_SCREEN_PATH = `${ADMIN_HOME}/${ACCOUNT_SCREEN_SLUG}`;
export const ADMIN_LOGIN = ADMIN_LOGIN_PATH;

export function screenPath(screen: ScreenConfig): string {
  return `${ADMIN_HOME}/${screen.slug}`;
}

export function findScreen(slug: string | undefined): ScreenConfig | undefined {
  return ADMIN_SCREENS.find((screen) => screen.slug === slug);
}

/**
 * The screen where records of an article type, file type or document set are kept (the trash names
 * a deleted record's place by it).
 */
export function screenOfType(type: string | null): ScreenConfig | undefined {
  if (type === null) return undefined;
  return ADMIN_SCREENS.find((candidate) =>
    candidate.sections.some(
      (section) =>
        (section.kind === 'article' && section.articleType === type) ||
        (section.kind === 'file-link' && section.fileType === type) ||
        (section.kind === 'document' && section.collection === type),
    ),
  );
}

/** The first screen with a section of this kind (the slides', the organisation chart's, the accounts'). */
export function screenOfSection(kind: SectionKind): ScreenConfig | undefined {
  return ADMIN_SCREENS.find((candidate) => candidate.sections.some((section) => section.kind === kind));
}

/**
 * The screen where a record of a kind is fixed: by its article type, file type or document set where
 * the kind has several screens, else the one screen of its section (the activity log and "Kesehatan
 * Konten" link their rows so).
 */
export function screenOfRecord(kind: ActivityKind, type: string | null): ScreenConfig | undefined {
  switch (kind) {
    case 'article':
    case 'file':
    case 'document':
    case 'document_category':
      return screenOfType(type);
    case 'video':
      return screenOfSection('video');
    case 'hero_slide':
      return screenOfSection('hero');
    case 'profile_image':
      return screenOfSection('org-chart');
    case 'page':
      return screenOfSection('pages');
    case 'faq':
      return screenOfSection('faq');
    case 'announcement':
      return screenOfSection('announcements');
    case 'survey':
      return screenOfSection('surveys');
    case 'complaint':
      return screenOfSection('complaints');
    case 'site_settings':
      return screenOfSection('settings');
    case 'account':
      return screenOfSection('users');
    case 'system':
      return undefined;
  }
}

/** The group holding a screen, so the sidebar can open it and the top bar can name it. */
export function groupOf(slug: string | undefined): MenuEntry | undefined {
  return ADMIN_MENU.find((entry) =>
    entry.kind === 'group' ? entry.screens.some((screen) => screen.slug === slug) : entry.screen.slug === slug,
  );
}
