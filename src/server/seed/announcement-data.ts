/**
 * The demo announcement: a call for proposals with a deadline two weeks after the first start, linking
 * the research proposal procedure of the demo documents.
 */
export const DEMO_ANNOUNCEMENT = {
  title: 'Pendaftaran Hibah Penelitian Internal 2027',
  content:
    '<p>P3M membuka pendaftaran <strong>hibah penelitian internal</strong> untuk dosen Universitas Mayjen Sungkono. ' +
    'Proposal diunggah lengkap dengan lembar pengesahan sebelum batas waktu.</p>' +
    '<ul><li>Skema penelitian dasar dan terapan</li><li>Tim terdiri dari dua sampai tiga dosen</li>' +
    '<li>Melibatkan paling sedikit satu mahasiswa</li></ul>',
  /** Days after the first start: the deadline (at 16.00 WIB) and the end of its display. */
  deadlineInDays: 14,
  endsInDays: 21,
  /** The demo document it links to (documents-data.ts). */
  document: 'SOP Pengajuan Proposal Penelitian',
} as const;
