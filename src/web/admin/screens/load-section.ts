import { ACTIVITY_SCREEN_PAGE_SIZE } from '../../../shared/constants/activity';
import { DOCUMENT_OPENS_DEFAULT_DAYS } from '../../../shared/constants/content';
import { ADMIN_TABLE_PAGE_SIZE } from '../../../shared/constants/lists';
import type {
  ActivityPage,
  AnnouncementRecord,
  AdminArticle,
  CategoryRecord,
  DocumentOpens,
  DocumentRecord,
  FaqRecord,
  FileRecord,
  HeroRecord,
  PageRecord,
  ProfileRecord,
  SessionRecord,
  SecuritySettings,
  SiteSettings,
  TablePage,
  TrashItem,
  TwoFactorStatus,
  UserRecord,
  VideoRecord,
} from '../../../shared/schemas';
import { DOCUMENT_COLLECTION_KEYS } from '../../../shared/constants/content';
import type { SurveyIndexRecord, SurveyRecord } from '../../../shared/schemas/survey';
import type { ComplaintSectionData } from '../kinds/complaint-section';
import { api } from '../../lib/api-client';
import type { DocumentOption } from '../kinds/document-picker';
import { effectiveCategoryId } from '../lib/category-selection';
import { readTableState, tableQuery, type TableState } from '../lib/table-state';
import type { SectionConfig, SectionKind } from './screen-config';
import { chosenSurvey } from './survey-address';
import { articleFilters, TABLES, trashFilters } from './table-keys';

/** What each kind of section reads from the API: the lists as one page of their table. */
export interface SectionData {
  /** The table's page, and every file link of the type (the successors its form offers). */
  'file-link': { page: TablePage<FileRecord>; all: FileRecord[] };
  article: TablePage<AdminArticle>;
  /**
   * Every category (for the selectors), the categories' table, the documents of the category shown,
   * and every document of the set (the successors the form offers, what a category's delete takes along).
   */
  document: {
    categories: CategoryRecord[];
    categoryPage: TablePage<CategoryRecord>;
    categoryId: number | null;
    documents: TablePage<DocumentRecord> | null;
    allDocuments: DocumentRecord[];
  };
  video: TablePage<VideoRecord>;
  'org-chart': TablePage<ProfileRecord>;
  hero: TablePage<HeroRecord>;
  settings: SiteSettings;
  password: null;
  /** The guide is part of the screen's module. */
  help: null;
  trash: TablePage<TrashItem>;
  'document-opens': DocumentOpens;
  users: UserRecord[];
  /** The name comes from the session the layout reads. */
  profile: null;
  sessions: SessionRecord[];
  'two-factor': TwoFactorStatus;
  security: SecuritySettings;
  pages: PageRecord[];
  faq: TablePage<FaqRecord>;
  /** A page of the table (still to start, shown now and ended), and the documents they may link to. */
  announcements: { page: TablePage<AnnouncementRecord>; documents: DocumentOption[] };
  /** The newest page of the log and the accounts to filter by. */
  activity: { page: ActivityPage; users: UserRecord[] };
  /**
   * Every survey, the one chosen in the address and the period whose figures are shown (none without
   * periods), with the index of that period computed now.
   */
  surveys: {
    surveys: SurveyRecord[];
    surveyId: number | null;
    periodId: number | null;
    index: SurveyIndexRecord | null;
  };
  /** The list as the address filters it, the settings, the accounts to assign and the ticket opened. */
  complaints: ComplaintSectionData;
}

export type LoadedSection = {
  [K in SectionKind]: { kind: K; config: Extract<SectionConfig, { kind: K }>; data: SectionData[K] };
}[SectionKind];

type Table = (typeof TABLES)[keyof typeof TABLES];

/** The table call's query for a table's state in the address, its filters set as given. */
function queryOf(params: URLSearchParams, table: Table, filters?: (state: TableState) => Record<string, string>) {
  const state = readTableState(params, table.key, table.filters);
  return tableQuery({ ...state, filters: filters ? filters(state) : state.filters }, ADMIN_TABLE_PAGE_SIZE);
}

async function loadDocuments(config: Extract<SectionConfig, { kind: 'document' }>, params: URLSearchParams) {
  const set = api.documents(config.collection);
  const chosen = Number.parseInt(params.get(`${TABLES.documents.key}.category`) ?? '', 10);
  const [categories, categoryPage, allDocuments] = await Promise.all([
    set.categories(),
    set.categoryTable(queryOf(params, TABLES.categories)),
    set.documents(),
  ]);
  // SPEC §4: the chosen category while it exists, else the first; none without categories.
  const categoryId = effectiveCategoryId(categories, Number.isSafeInteger(chosen) ? chosen : null);
  const documents =
    categoryId === null
      ? null
      : await set.documentTable(queryOf(params, TABLES.documents, () => ({ category: String(categoryId) })));
  return { categories, categoryPage, categoryId, documents, allDocuments };
}

/**
 * Reads the data of one configured section for the address's table state (most reads are public; the
 * tables, the trash, accounts and sessions need the session).
 */
export async function loadSection(config: SectionConfig, params: URLSearchParams): Promise<LoadedSection> {
  switch (config.kind) {
    case 'file-link': {
      const query = queryOf(params, TABLES.fileLinks, () => ({ type: config.fileType }));
      const [page, all] = await Promise.all([api.files.table(query), api.files.list(config.fileType)]);
      return { kind: config.kind, config, data: { page, all } };
    }
    case 'article': {
      const query = queryOf(params, TABLES.articles, (state) => articleFilters(state, config.articleType));
      return { kind: config.kind, config, data: await api.articles.table(query) };
    }
    case 'document':
      return { kind: config.kind, config, data: await loadDocuments(config, params) };
    case 'video':
      return { kind: config.kind, config, data: await api.videos.table(queryOf(params, TABLES.videos)) };
    case 'org-chart':
      return { kind: config.kind, config, data: await api.orgChart.table(queryOf(params, TABLES.images)) };
    case 'hero':
      return { kind: config.kind, config, data: await api.hero.table(queryOf(params, TABLES.slides)) };
    case 'settings':
      return { kind: config.kind, config, data: await api.settings.get() };
    case 'password':
      return { kind: config.kind, config, data: null };
    case 'help':
      return { kind: config.kind, config, data: null };
    case 'trash':
      return { kind: config.kind, config, data: await api.trash.table(queryOf(params, TABLES.trash, trashFilters)) };
    case 'document-opens':
      return { kind: config.kind, config, data: await api.documentOpens.list(DOCUMENT_OPENS_DEFAULT_DAYS) };
    case 'users':
      return { kind: config.kind, config, data: await api.users.list() };
    case 'profile':
      return { kind: config.kind, config, data: null };
    case 'sessions':
      return { kind: config.kind, config, data: await api.auth.sessions() };
    case 'two-factor':
      return { kind: config.kind, config, data: await api.twoFactor.status() };
    case 'security':
      return { kind: config.kind, config, data: await api.settings.security() };
    case 'pages':
      return { kind: config.kind, config, data: await api.pages.list() };
    case 'faq':
      return { kind: config.kind, config, data: await api.faq.table(queryOf(params, TABLES.faq)) };
    case 'announcements': {
      const [page, ...sets] = await Promise.all([
        api.announcements.table(queryOf(params, TABLES.announcements)),
        ...DOCUMENT_COLLECTION_KEYS.map((collection) => api.documents(collection).documents()),
      ]);
      const documents = DOCUMENT_COLLECTION_KEYS.flatMap((collection, index) =>
        (sets[index] ?? []).map((row) => ({
          id: row.id,
          title: row.file_name,
          collection,
          category: row.kategori.name,
        })),
      );
      return { kind: config.kind, config, data: { page, documents } };
    }
    case 'activity': {
      const [page, users] = await Promise.all([
        api.activity.list({}, { limit: ACTIVITY_SCREEN_PAGE_SIZE, offset: 0 }),
        api.users.list(),
      ]);
      return { kind: config.kind, config, data: { page, users } };
    }
    case 'surveys': {
      // The survey calls (with their schemas and texts) come with this screen, not the first one.
      const { surveys: calls } = await import('../../lib/api/surveys');
      const surveys = await calls.list();
      const { survey, period } = chosenSurvey(surveys, params);
      const index = survey && period ? await calls.index(survey.id, period.id) : null;
      const data = { surveys, surveyId: survey?.id ?? null, periodId: period?.id ?? null, index };
      return { kind: config.kind, config, data };
    }
    case 'complaints': {
      // The desk's calls (with their schemas and texts) come with this screen, not the first one.
      const [{ complaints: calls }, { complaintListQuerySchema }] = await Promise.all([
        import('../../lib/api/complaints'),
        import('../../../shared/schemas/complaint'),
      ]);
      const query = complaintListQuerySchema.safeParse({
        status: params.get('status') || undefined,
        category: params.get('kategori') || undefined,
        page: params.get('halaman') || undefined,
      });
      const opened = Number.parseInt(params.get('komplain') ?? '', 10);
      const [list, settings, assignees, ticket] = await Promise.all([
        calls.list(query.success ? query.data : {}),
        calls.settings(),
        calls.assignees(),
        Number.isSafeInteger(opened) && opened > 0 ? calls.get(opened).catch(() => null) : Promise.resolve(null),
      ]);
      return { kind: config.kind, config, data: { list, settings, assignees, ticket } };
    }
  }
}
