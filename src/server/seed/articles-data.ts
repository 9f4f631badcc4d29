import type { ArticleType } from '../../shared/constants/content';
import { KKN_ARTICLES } from './articles-kkn';
import { MANDIRI_ARTICLES } from './articles-mandiri';
import { PENELITIAN_ARTICLES } from './articles-penelitian';
import { PENGABDIAN_ARTICLES } from './articles-pengabdian';
import type { DemoArticle } from './html';

/** The demo articles of every article type, with the label drawn on their thumbnails. */
export const DEMO_ARTICLES: Record<ArticleType, { label: string; articles: DemoArticle[] }> = {
  informasi_penelitian: { label: 'Informasi Penelitian', articles: PENELITIAN_ARTICLES },
  informasi_pengabdian_masyarakat: { label: 'Pengabdian Masyarakat', articles: PENGABDIAN_ARTICLES },
  informasi_pengabdian_masyarakat_mandiri: { label: 'Pengabdian Mandiri', articles: MANDIRI_ARTICLES },
  informasi_kkn: { label: 'Informasi KKN', articles: KKN_ARTICLES },
};
