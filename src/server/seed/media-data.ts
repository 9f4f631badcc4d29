import type { OrgUnit } from './images';

export interface DemoVideo {
  title: string;
  /** Entered as a watch link, as staff would; stored as an embed link. */
  link: string;
  daysAgo: number;
}

/**
 * Public talks on research habits and learning, standing in for the centre's own output videos
 * until staff add them.
 */
export const DEMO_VIDEOS: DemoVideo[] = [
  {
    title: 'Inspirasi Riset: Grit, Kekuatan Semangat dan Ketekunan (Angela Lee Duckworth)',
    link: 'https://www.youtube.com/watch?v=H14bBuluwB8',
    daysAgo: 150,
  },
  {
    title: 'Inspirasi: Pidato Wisuda Steve Jobs di Stanford 2005',
    link: 'https://www.youtube.com/watch?v=UF8uR6Z6KLc',
    daysAgo: 110,
  },
  {
    title: 'Mengelola Penundaan dalam Menulis Karya Ilmiah (Tim Urban)',
    link: 'https://youtu.be/arj7oStGLkU',
    daysAgo: 75,
  },
  {
    title: 'Bahasa Tubuh dan Rasa Percaya Diri saat Presentasi (Amy Cuddy)',
    link: 'https://www.youtube.com/watch?v=Ks-_Mh1QhMc',
    daysAgo: 40,
  },
  {
    title: 'Keberanian dan Kerentanan dalam Berkarya (Brené Brown)',
    link: 'https://www.youtube.com/watch?v=iCvmsMzlF7o',
    daysAgo: 12,
  },
];

/** What the demo slides' pictures show, for those who cannot see them. */
export const DEMO_HERO_ALT = 'Ilustrasi matahari di atas siluet gedung kampus';

/** The three home carousel slides' captions, in display order. */
export const DEMO_HERO_TITLES = [
  'Penelitian untuk Kemajuan Daerah',
  'Pengabdian yang Memberdayakan Masyarakat',
  'KKN: Belajar dan Membangun Bersama Desa',
];

export const DEMO_ORG_CHART: { head: OrgUnit; secretary: OrgUnit; divisions: OrgUnit[] } = {
  head: { title: 'Kepala P3M', name: 'Dr. Siti Nurhayati, M.Pd.' },
  secretary: { title: 'Sekretaris', name: 'Rina Kartikasari, M.Si.' },
  divisions: [
    { title: 'Pusat Penelitian', name: 'Dr. Bambang Prasetyo, M.M.' },
    { title: 'Pusat Pengabdian', name: 'Dewi Anggraini, S.E., M.Ak.' },
    { title: 'Publikasi dan HKI', name: 'Ahmad Fauzi, S.Kom., M.Kom.' },
    { title: 'Koordinator KKN', name: 'Moch. Rizal Effendi, M.T.' },
  ],
};
