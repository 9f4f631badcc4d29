import type { DocumentCollection } from '../../shared/constants/content';

export interface DemoCategory {
  name: string;
  documents: string[];
}

/** Two or three categories with two to four documents each, for every document set. */
export const DEMO_DOCUMENTS: Record<DocumentCollection, DemoCategory[]> = {
  prof: [
    {
      name: 'Profil dan Rencana Strategis',
      documents: [
        'Rencana Strategis P3M 2024-2028',
        'Profil P3M Universitas Mayjen Sungkono',
        'Laporan Kinerja P3M 2025',
      ],
    },
    {
      name: 'Standar Operasional Prosedur',
      documents: [
        'SOP Pengajuan Proposal Penelitian',
        'SOP Pengajuan Proposal Pengabdian',
        'SOP Monitoring dan Evaluasi',
      ],
    },
    {
      name: 'Formulir Layanan',
      documents: ['Formulir Permohonan Surat Tugas', 'Formulir Permohonan Surat Izin Penelitian'],
    },
  ],
  pen: [
    {
      name: 'Templat Proposal dan Laporan',
      documents: [
        'Templat Proposal Penelitian Internal',
        'Templat Laporan Kemajuan',
        'Templat Laporan Akhir Penelitian',
        'Templat Logbook Penelitian',
      ],
    },
    { name: 'Etika dan Publikasi', documents: ['Kode Etik Penelitian UNIM', 'Pedoman Pencegahan Plagiarisme'] },
    { name: 'Luaran Penelitian', documents: ['Rekap Publikasi Dosen 2025', 'Daftar Hak Kekayaan Intelektual Dosen'] },
  ],
  pengab: [
    {
      name: 'Templat Pengabdian',
      documents: [
        'Templat Proposal Pengabdian',
        'Templat Laporan Akhir Pengabdian',
        'Templat Artikel Jurnal Pengabdian',
      ],
    },
    { name: 'Kerja Sama Mitra', documents: ['Contoh Surat Kesediaan Mitra', 'Daftar Desa Mitra Binaan 2025'] },
  ],
};
