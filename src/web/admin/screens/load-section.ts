import { ADMIN_TABLE_PAGE_SIZE } from '../../../shared/constants';
import type {
  AdminArticle,
  CategoryRecord,
  DocumentRecord,
  FileRecord,
  HeroRecord,
  ProfileRecord,
  SessionRecord,
  SiteSettings,
  TablePage,
  TrashItem,
  UserRecord,
  VideoRecord,
} from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { effectiveCategoryId } from '../lib/category-selection';
import { readTableState, tableQuery, type TableState } from '../lib/table-state';
import type { SectionConfig, SectionKind } from './screen-config';
import { articleFilters, TABLES, trashFilters } from './table-keys';

/** What each kind of section reads from the API: the lists as one page of their table. */
export interface SectionData {
  'file-link': TablePage<FileRecord>;
  article: TablePage<AdminArticle>;
  /** Every category (for the selectors), the categories' table, and the documents of the category shown. */
  document: {
    categories: CategoryRecord[];
    categoryPage: TablePage<CategoryRecord>;
    categoryId: number | null;
    documents: TablePage<DocumentRecord> | null;
  };
  video: TablePage<VideoRecord>;
  'org-chart': TablePage<ProfileRecord>;
  hero: TablePage<HeroRecord>;
  settings: SiteSettings;
  password: null;
  trash: TablePage<TrashItem>;
  users: UserRecord[];
  /** The name comes from the session the layout reads. */
  profile: null;
  sessions: SessionRecord[];
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
  const [categories, categoryPage] = await Promise.all([
    set.categories(),
    set.categoryTable(queryOf(params, TABLES.categories)),
  ]);
  // SPEC §4: the chosen category while it exists, else the first; none without categories.
  const categoryId = effectiveCategoryId(categories, Number.isSafeInteger(chosen) ? chosen : null);
  const documents =
    categoryId === null
      ? null
      : await set.documentTable(queryOf(params, TABLES.documents, () => ({ category: String(categoryId) })));
  return { categories, categoryPage, categoryId, documents };
}

/**
 * Reads the data of one configured section for the address's table state (most reads are public; the
 * tables, the trash, accounts and sessions need the session).
 */
export async function loadSection(config: SectionConfig, params: URLSearchParams): Promise<LoadedSection> {
  switch (config.kind) {
    case 'file-link': {
      const query = queryOf(params, TABLES.fileLinks, () => ({ type: config.fileType }));
      return { kind: config.kind, config, data: await api.files.table(query) };
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
    case 'trash':
      return { kind: config.kind, config, data: await api.trash.table(queryOf(params, TABLES.trash, trashFilters)) };
    case 'users':
      return { kind: config.kind, config, data: await api.users.list() };
    case 'profile':
      return { kind: config.kind, config, data: null };
    case 'sessions':
      return { kind: config.kind, config, data: await api.auth.sessions() };
  }
}
