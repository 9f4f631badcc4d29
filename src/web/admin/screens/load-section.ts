import type {
  AdminArticle,
  CategoryRecord,
  DocumentOpens,
  DocumentRecord,
  FileRecord,
  HeroRecord,
  ProfileRecord,
  SessionRecord,
  SiteSettings,
  TrashItem,
  UserRecord,
  VideoRecord,
} from '../../../shared/schemas';
import { DOCUMENT_OPENS_DEFAULT_DAYS } from '../../../shared/constants';
import { api } from '../../lib/api-client';
import { timelineOrder } from '../../lib/timeline';
import type { SectionConfig, SectionKind } from './screen-config';

/** What each kind of section reads from the API. */
export interface SectionData {
  'file-link': FileRecord[];
  article: AdminArticle[];
  document: { categories: CategoryRecord[]; documents: DocumentRecord[] };
  video: VideoRecord[];
  'org-chart': ProfileRecord[];
  hero: HeroRecord[];
  settings: SiteSettings;
  password: null;
  trash: TrashItem[];
  'document-opens': DocumentOpens;
  users: UserRecord[];
  /** The name comes from the session the layout reads. */
  profile: null;
  sessions: SessionRecord[];
}

export type LoadedSection = {
  [K in SectionKind]: { kind: K; config: Extract<SectionConfig, { kind: K }>; data: SectionData[K] };
}[SectionKind];

/** Reads the data of one configured section (most reads are public; the trash, accounts and sessions need the session). */
export async function loadSection(config: SectionConfig): Promise<LoadedSection> {
  switch (config.kind) {
    case 'file-link':
      // The API answers oldest first (the previous system's order); the table shows the newest first.
      return { kind: config.kind, config, data: timelineOrder(await api.files.list(config.fileType)) };
    case 'article':
      return { kind: config.kind, config, data: await api.articles.list(config.articleType) };
    case 'document': {
      const set = api.documents(config.collection);
      const [categories, documents] = await Promise.all([set.categories(), set.documents()]);
      return { kind: config.kind, config, data: { categories, documents } };
    }
    case 'video':
      return { kind: config.kind, config, data: await api.videos.list() };
    case 'org-chart':
      return { kind: config.kind, config, data: await api.orgChart.list() };
    case 'hero':
      return { kind: config.kind, config, data: await api.hero.list() };
    case 'settings':
      return { kind: config.kind, config, data: await api.settings.get() };
    case 'password':
      return { kind: config.kind, config, data: null };
    case 'trash':
      return { kind: config.kind, config, data: await api.trash.list() };
    case 'document-opens':
      return { kind: config.kind, config, data: await api.documentOpens.list(DOCUMENT_OPENS_DEFAULT_DAYS) };
    case 'users':
      return { kind: config.kind, config, data: await api.users.list() };
    case 'profile':
      return { kind: config.kind, config, data: null };
    case 'sessions':
      return { kind: config.kind, config, data: await api.auth.sessions() };
  }
}
