import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import sharp from 'sharp';
import type { LegacyDatabase } from './legacy-database';

export const OLD_ADMIN = { name: 'admin_lama', password: 'password-lama-123' } as const;
/** An old admin who never logs in here before the last run. */
export const OLD_OPERATOR = { name: 'operator_lama', password: 'operator-lama-123' } as const;

/** Names of the old image files: the old system stored every upload as `uploads/<uuid v4>.webp`. */
export const OLD_IMAGES = {
  kkn: '0b6a9d64-3b59-4d3e-9d0e-6f1f7d1c0a11.webp',
  umum: '1c7b0e75-4c6a-4e4f-8e1f-7a2a8e2d1b22.webp',
  chart: '2d8c1f86-5d7b-4f50-9f2a-8b3b9f3e2c33.webp',
  leaders: '3e9d2a97-6e8c-4a61-a03b-9c4ca04f3d44.webp',
  notAnImage: '4fae3ba8-7f9d-4b72-b14c-ad5db15a4e55.webp',
  /** In two article bodies. */
  inline: '5abf4cb9-8a0e-4c83-825d-be6ec26b5f66.webp',
  gallery: '6bc05dca-9b1f-4d94-936e-cf7fd37c6a77.webp',
  /** Named by an article but missing until the second run. */
  late: '7cd16edb-ac20-4ea5-a47f-d08ae48d7b88.webp',
  /** Named in a body, never there. */
  lost: '8de27fec-bd31-4fb6-b58a-e19bf59e8c99.webp',
  /** Thumbnails of the articles without a picture of their own in these tests. */
  plain: '9ef38a0d-ce42-4a07-86cb-f2ab0cf19daa.webp',
  /** Named by a profile but missing until the second run. */
  lateChart: 'a0f49b1e-df53-4b18-97dc-03bc1d02aebb.webp',
} as const;

export async function image(width: number, height: number, format: 'webp' | 'png' | 'jpeg' = 'webp'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#f97316' } })
    .toFormat(format)
    .toBuffer();
}

/** The old server's uploads folder with real images (at most 1024 px wide) and one text file named like one. */
export async function createOldUploads(): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-old-uploads-'));
  fs.writeFileSync(path.join(folder, OLD_IMAGES.kkn), await image(1000, 600));
  fs.writeFileSync(path.join(folder, OLD_IMAGES.umum), await image(1024, 512));
  fs.writeFileSync(path.join(folder, OLD_IMAGES.chart), await image(800, 800));
  fs.writeFileSync(path.join(folder, OLD_IMAGES.leaders), await image(640, 480));
  fs.writeFileSync(path.join(folder, OLD_IMAGES.notAnImage), 'bukan gambar');
  fs.writeFileSync(path.join(folder, OLD_IMAGES.inline), await image(600, 400));
  fs.writeFileSync(path.join(folder, OLD_IMAGES.gallery), await image(300, 200));
  fs.writeFileSync(path.join(folder, OLD_IMAGES.plain), await image(320, 180));
  return folder;
}

const thumbnail = (name: string) => `uploads/${name}`;

/**
 * Good rows and bad ones (missing images, javascript: links, a slug taken here, images in bodies),
 * each one the old schema accepts.
 */
export async function fillOldDatabase(legacy: LegacyDatabase): Promise<void> {
  await legacy.insert('Admins', [
    {
      name: OLD_ADMIN.name,
      password: await bcrypt.hash(OLD_ADMIN.password, 10),
      email: 'p3m@unim.ac.id',
    },
    { name: 'tanpa_hash', password: 'teks-biasa', email: 'tanpa-hash@unim.ac.id' },
    { name: 'admin', password: await bcrypt.hash('lain-lagi-123', 10), email: 'admin@unim.ac.id' },
    {
      name: OLD_OPERATOR.name,
      password: await bcrypt.hash(OLD_OPERATOR.password, 10),
      email: 'operator@unim.ac.id',
    },
  ]);
  const pasted = `data:image/png;base64,${(await image(64, 48, 'png')).toString('base64')}`;
  await legacy.insert('Articles', [
    {
      title: 'Pelaksanaan KKN Tematik 2024',
      slug: 'pelaksanaan-kkn-tematik-2024',
      content: '<p>Isi <script>alert(1)</script><a href="javascript:alert(1)">klik</a> <b>tebal</b></p>',
      thumbnail: thumbnail(OLD_IMAGES.kkn),
      published_date: '2024-07-01 08:30:00',
      author: 'Tim KKN',
      category: 'informasi_kkn',
    },
    {
      title: 'Hibah Penelitian',
      slug: 'hibah-penelitian',
      content: '<p>Hibah dibuka.</p>',
      thumbnail: thumbnail(OLD_IMAGES.late),
      published_date: '2024-02-03 01:02:03',
      author: 'LPPM',
      category: 'informasi_penelitian',
    },
    {
      title: 'Berita KKN Besar',
      slug: 'Berita-KKN-Besar',
      content: '<p>Slug dengan huruf besar.</p>',
      thumbnail: thumbnail(OLD_IMAGES.plain),
      published_date: '2024-02-04 00:00:00',
      author: 'LPPM',
      category: 'informasi_kkn',
    },
    {
      title: 'Pengumuman Umum',
      slug: 'pengumuman-umum',
      content: '<p>Untuk semua.</p>',
      thumbnail: thumbnail(OLD_IMAGES.umum),
      published_date: '2024-03-01 10:00:00',
      author: 'P3M',
      category: 'umum',
    },
    {
      title: 'Sudah Ada',
      slug: 'sudah-ada',
      content: '<p>Lama.</p>',
      thumbnail: thumbnail(OLD_IMAGES.plain),
      published_date: '2024-01-01 00:00:00',
      author: 'P3M',
      category: 'informasi_pengabdian_masyarakat',
    },
    {
      title: 'Hanya Skrip',
      slug: 'hanya-skrip',
      content: '<script>alert(1)</script>',
      thumbnail: thumbnail(OLD_IMAGES.plain),
      author: 'P3M',
      category: 'informasi_kkn',
    },
    {
      title: 'Bukan Gambar',
      slug: 'bukan-gambar',
      content: '<p>Berkas teks.</p>',
      thumbnail: thumbnail(OLD_IMAGES.notAnImage),
      author: 'P3M',
      category: 'informasi_kkn',
    },
    {
      title: 'Tanpa Penulis',
      slug: 'tanpa-penulis',
      content: '<p>Anonim.</p>',
      thumbnail: thumbnail(OLD_IMAGES.plain),
      author: '',
      category: 'informasi_kkn',
    },
    // Quill's HTML: images inline in paragraphs, uploaded ones by address, pasted ones as data: URIs.
    {
      title: 'Galeri Foto',
      slug: 'galeri-foto',
      content: `<p><img src="/uploads/${OLD_IMAGES.gallery}"></p><p><img src="${pasted}"></p><p><br></p>`,
      thumbnail: thumbnail(OLD_IMAGES.gallery),
      author: 'P3M',
      category: 'informasi_pengabdian_masyarakat',
    },
    {
      title: 'Kegiatan Bergambar',
      slug: 'kegiatan-bergambar',
      content:
        `<p>Foto <img src="http://103.23.20.1:5000/uploads/${OLD_IMAGES.inline}" alt="Foto kegiatan"> ` +
        `hilang <img src="/uploads/${OLD_IMAGES.lost}" alt="Hilang"> rusak ` +
        '<img src="data:image/png;base64,YnVrYW4gZ2FtYmFy"></p>' +
        `<ol><li>panj<b>ang</b></li><li><img src="/uploads/${OLD_IMAGES.inline}"></li></ol>`,
      thumbnail: thumbnail(OLD_IMAGES.inline),
      author: 'P3M',
      category: 'informasi_kkn',
    },
    {
      title: 'Tanpa Kategori',
      slug: 'tanpa-kategori',
      content: '<p>Kategori kosong.</p>',
      thumbnail: thumbnail(OLD_IMAGES.plain),
      author: 'P3M',
      category: null,
    },
  ]);
  await legacy.insert('files', [
    {
      file_name: 'Panduan 2024',
      file_description: 'Panduan penelitian',
      file_url: 'https://drive.google.com/a',
      file_type: 'panduan_penelitian',
    },
    {
      file_name: 'SK Jahat',
      file_description: 'x',
      file_url: 'javascript:alert(1)',
      file_type: 'sk_rektor_penelitian',
    },
    {
      file_name: 'Dokumen Riset',
      file_description: 'hilang',
      file_url: 'https://drive.google.com/b',
      file_type: 'dokumen_penelitian',
    },
    {
      file_name: 'Dokumen Penting',
      file_description: 'd',
      file_url: 'https://drive.google.com/c',
      file_type: 'dokumen_penting_pengabdian_masyarakat',
    },
    {
      file_name: 'SK KKN Tematik',
      file_description: 'SK pelaksanaan',
      file_url: 'https://drive.google.com/d',
      file_type: 'sk_rektor_pelaksanaan_kkn_tematik',
    },
    {
      file_name: 'SK KKN PMM',
      file_description: 'SK PMM',
      file_url: 'https://drive.google.com/e',
      file_type: 'sk_rektor_pelaksanaan_kkn_pmm',
    },
    { file_name: 'Tanpa Tautan', file_description: 'x', file_url: '', file_type: 'panduan_kkn_tematik' },
    {
      file_name: 'Buku PKN BEM',
      file_description: null,
      file_url: 'https://drive.google.com/g',
      file_type: 'panduan_kkn_pkn_bem',
    },
  ]);
  await legacy.insert('profiles', [
    { image: thumbnail(OLD_IMAGES.chart), alt: 'Bagan Organisasi', type: 'struktur_organisasi' },
    { image: thumbnail(OLD_IMAGES.leaders), alt: '', type: 'pimpinan_lembaga' },
    { image: thumbnail(OLD_IMAGES.lateChart), alt: 'Bagan Lama', type: 'struktur_organisasi' },
  ]);
  await legacy.insert('Youtubes', [
    { title: 'Luaran 2024', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    { title: 'Jahat', link: 'javascript:alert(1)' },
    { title: 'Vimeo', link: 'https://vimeo.com/123456' },
    { title: null, link: 'https://youtu.be/oHg5SJYRHA0' },
    { title: 'Luaran 2023', link: 'https://www.youtube.com/watch?v=9bZkp7q19f0' },
  ]);
  await legacy.insert('catDokumenProfs', [{ name: 'SOP' }]);
  await legacy.insert('catDokumenPens', [{ name: 'Proposal' }, { name: 'Laporan' }]);
  await legacy.insert('catDokumenPengabs', [{ name: 'Panduan Pengabdian' }]);
  await legacy.insert('dokumenProfs', [
    { file_name: 'SOP Layanan', file_url: 'https://drive.google.com/sop', catdokumenprofId: 1 },
  ]);
  await legacy.insert('dokumenPens', [
    { file_name: 'Template Proposal', file_url: 'https://drive.google.com/p', catdokumenpenId: 1 },
    { file_name: 'Template Laporan', file_url: 'https://drive.google.com/l', catdokumenpenId: 2 },
    { file_name: 'Jahat', file_url: 'javascript:alert(document.cookie)', catdokumenpenId: 1 },
  ]);
  await legacy.insert('dokumenPengabs', [
    { file_name: 'Panduan PKM', file_url: 'https://drive.google.com/pkm', catdokumenpengabId: 1 },
  ]);
  await legacy.insert('Forms', [
    { name: 'Survei Kepuasan Layanan', link: 'https://forms.gle/layanan' },
    { name: 'Survei Kepuasan Mitra', link: 'https://forms.gle/mitra' },
    { name: 'Survei Kepuasan Mitra Penelitian', link: 'https://forms.gle/penelitian' },
    { name: 'Survei Kepuasan Mitra KKN', link: 'https://forms.gle/kkn' },
    { name: 'Formulir Lain', link: 'https://forms.gle/lain' },
    { name: 'Survei Layanan (lama)', link: 'https://forms.gle/lama' },
    { name: 'Survei Kepuasan Layanan Baru', link: 'javascript:alert(1)' },
  ]);
}
