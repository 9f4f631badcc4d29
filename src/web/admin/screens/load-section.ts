import type {
  ArticleRecord,
  CategoryRecord,
  DocumentRecord,
  FileRecord,
  HeroRecord,
  ProfileRecord,
  SiteSettings,
  VideoRecord,
} from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import type { SectionConfig, SectionKind } from './screen-config';

/** What each kind of section reads from the API. */
export interface SectionData {
  'file-link': FileRecord[];
  article: ArticleRecord[];
  document: { categories: CategoryRecord[]; documents: DocumentRecord[] };
  video: VideoRecord[];
  'org-chart': ProfileRecord[];
  hero: HeroRecord[];
  settings: SiteSettings;
  password: null;
}

export type LoadedSection = {
  [K in SectionKind]: { kind: K; config: Extract<SectionConfig, { kind: K }>; data: SectionData[K] };
}[SectionKind];

/** Reads the data of one configured section (reads are public: no session needed). */
export async function loadSection(config: SectionConfig): Promise<LoadedSection> {
  switch (config.kind) {
    case 'file-link':
      return { kind: config.kind, config, data: await api.files.list(config.fileType) };
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
  }
}
