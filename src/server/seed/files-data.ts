import crypto from 'node:crypto';
import type { FileType } from '../../shared/constants/content';

/**
 * A Google Drive style sharing link, stable for a given name (demo documents are stand-ins:
 * staff replace them with their own links).
 */
export function driveLink(name: string): string {
  const id = `1${crypto.createHash('sha1').update(name).digest('base64url').slice(0, 32)}`;
  return `https://drive.google.com/file/d/${id}/view?usp=sharing`;
}

export interface DemoFileLink {
  file_name: string;
  file_description: string;
}

/** Two or three file links for every file type of SPEC §3, oldest first (lists show newest first). */
export const DEMO_FILE_LINKS: Record<FileType, DemoFileLink[]> = {
  panduan_penelitian: [
    {
      file_name: 'Panduan Penelitian Internal 2025',
      file_description: 'Ketentuan skema, format proposal dan laporan penelitian internal.',
    },
    {
      file_name: 'Rencana Induk Penelitian 2024-2028',
      file_description: 'Arah dan tema unggulan penelitian Universitas Mayjen Sungkono.',
    },
    {
      file_name: 'Panduan Penelitian Internal 2026',
      file_description: 'Edisi terbaru: skema penelitian kolaborasi mitra dan luaran wajib.',
    },
  ],
  panduan_pengelolaan_jurnal_ilmiah: [
    {
      file_name: 'Pedoman Pengelolaan Jurnal Ilmiah UNIM',
      file_description: 'Standar tata kelola, editor, reviewer dan penerbitan jurnal.',
    },
    {
      file_name: 'Panduan Akreditasi Jurnal Nasional (SINTA)',
      file_description: 'Langkah persiapan dan pengisian borang akreditasi jurnal.',
    },
  ],
  panduan_pengabdian_masyarakat: [
    {
      file_name: 'Panduan Pengabdian kepada Masyarakat 2025',
      file_description: 'Skema, syarat tim, mitra dan luaran pengabdian.',
    },
    {
      file_name: 'Panduan Pengabdian kepada Masyarakat 2026',
      file_description: 'Edisi terbaru dengan skema kemitraan dan pemberdayaan desa.',
    },
  ],
  dokumen_pengabdian_masyarakat_mandiri: [
    {
      file_name: 'Templat Laporan Pengabdian Mandiri',
      file_description: 'Format laporan kegiatan pengabdian yang dibiayai mandiri.',
    },
    {
      file_name: 'Formulir Surat Tugas Pengabdian Mandiri',
      file_description: 'Permohonan surat tugas sebelum kegiatan dilaksanakan.',
    },
    {
      file_name: 'Contoh Surat Keterangan Mitra',
      file_description: 'Contoh surat keterangan telah melaksanakan kegiatan dari mitra.',
    },
  ],
  sk_rektor_pengabdian_masyarakat: [
    {
      file_name: 'SK Rektor Penerima Hibah Pengabdian 2025',
      file_description: 'Daftar tim penerima hibah pengabdian internal tahun 2025.',
    },
    {
      file_name: 'SK Rektor Penerima Hibah Pengabdian 2026',
      file_description: 'Daftar tim penerima hibah pengabdian internal tahun 2026.',
    },
  ],
  sk_rektor_penelitian: [
    {
      file_name: 'SK Rektor Reviewer Penelitian Internal',
      file_description: 'Penetapan reviewer internal penelitian dan pengabdian.',
    },
    {
      file_name: 'SK Rektor Penerima Hibah Penelitian 2025',
      file_description: 'Daftar judul dan tim penerima hibah penelitian 2025.',
    },
    {
      file_name: 'SK Rektor Penerima Hibah Penelitian 2026',
      file_description: 'Daftar judul dan tim penerima hibah penelitian 2026.',
    },
  ],
  panduan_kkn_tematik: [
    {
      file_name: 'Buku Panduan KKN Tematik 2025',
      file_description: 'Ketentuan pelaksanaan, penilaian dan pelaporan KKN Tematik.',
    },
    {
      file_name: 'Buku Panduan KKN Tematik 2026',
      file_description: 'Edisi terbaru dengan tema desa tangguh dan UMKM.',
    },
  ],
  panduan_kkn_pmm: [
    {
      file_name: 'Buku Panduan KKN PMM',
      file_description: 'Panduan KKN Pertukaran Mahasiswa Merdeka dan pengakuan SKS.',
    },
    { file_name: 'Templat Laporan Akhir KKN PMM', file_description: 'Format laporan akhir kelompok KKN PMM.' },
  ],
  panduan_kkn_pkn_bem: [
    {
      file_name: 'Buku Panduan KKN PKN BEM',
      file_description: 'Panduan KKN Pengabdian kepada Negeri yang dikelola BEM.',
    },
    {
      file_name: 'Formulir Pendaftaran KKN PKN BEM',
      file_description: 'Formulir pendaftaran dan surat pernyataan peserta.',
    },
  ],
};
