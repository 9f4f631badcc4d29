import { imagesRepo, videosRepo, type Db } from '../../../db/index';
import { formatYear } from '../../../shared/text-rules';
import { videoEmbedOf } from '../../../shared/video-links';
import type { VideoView, ImageView, HeroSlideView } from '../../../shared/views';

/** The home page's slides, the output videos and the organisation chart. */
export function mediaViews(db: Db) {
  return {
    async heroSlides(): Promise<HeroSlideView[]> {
      const rows = await imagesRepo.listHeroSlides(db);
      return rows.map((row) => ({
        id: row.id,
        image: row.image,
        alt: row.alt,
        title: row.title,
        subtitle: row.subtitle,
      }));
    },

    async videos(): Promise<VideoView[]> {
      const rows = await videosRepo.listVideos(db);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        link: row.link,
        embed: videoEmbedOf(row.link),
        year: formatYear(row.updated_at),
      }));
    },

    async orgChart(): Promise<ImageView[]> {
      const rows = await imagesRepo.listProfileImages(db, 'struktur_organisasi');
      return rows.map((row) => ({ id: row.id, image: row.image, alt: row.alt }));
    },
  };
}
