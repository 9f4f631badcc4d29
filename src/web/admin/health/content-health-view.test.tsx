// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_HEALTH_CHECKS, type ContentHealthCheckId } from '../../../shared/constants/content-health';
import type { ContentHealth, ContentHealthItem } from '../../../shared/schemas/content-health';
import type { LinkCheck } from '../../../shared/schemas/link-health';
import { ContentHealthView } from './content-health-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link = (id: number, changes: Partial<LinkCheck>): LinkCheck => ({
  id,
  kind: 'file',
  record_id: id,
  title: `Panduan ${id}`,
  type: 'sk_rektor_penelitian',
  url: `https://drive.google.com/file/d/${id}/view`,
  status: 'ok',
  http_status: 200,
  final_url: null,
  detail: null,
  checked_at: '2026-11-20T01:00:00.000Z',
  ...changes,
});
const finding = (check: LinkCheck): ContentHealthItem => ({
  kind: check.kind,
  id: check.record_id,
  title: check.title,
  type: check.type,
  date: check.checked_at,
  link: check,
});
const broken = link(7, { title: 'SK Hibah', status: 'not_public', http_status: null, detail: 'login_page' });
const moved = link(8, {
  title: 'SK Lama',
  status: 'moved',
  final_url: 'https://drive.google.com/file/d/8-baru/view',
});
const item = (
  kind: ContentHealthItem['kind'],
  id: number,
  title: string,
  type: string | null,
  more: Partial<ContentHealthItem> = {},
): ContentHealthItem => ({ kind, id, title, type, date: null, link: null, ...more });
const FINDINGS: Partial<Record<ContentHealthCheckId, ContentHealthItem[]>> = {
  'broken-links': [finding(broken)],
  'moved-links': [finding(moved)],
  'images-without-alt': [
    item('article', 11, 'Kabar KKN', 'informasi_kkn', { missing_alt: { image: true, in_text: 2 } }),
    item('page', 1, 'Tentang P3M', 'tentang', { missing_alt: { image: true, in_text: 0 } }),
    item('faq', 4, 'Di mana peta kampus?', null, { missing_alt: { image: false, in_text: 1 } }),
    item('hero_slide', 5, '', null, { missing_alt: { image: true, in_text: 0 } }),
    item('profile_image', 6, '', 'struktur_organisasi', { missing_alt: { image: true, in_text: 0 } }),
  ],
  'empty-categories': [item('document_category', 3, 'Kategori Kosong', 'pen')],
  'placeholder-text': [item('page', 2, 'Program KKN UNIM', 'program-kkn-unim', { placeholder: '[isi di sini]' })],
};
const health: ContentHealth = {
  checked_at: '2026-11-20T02:00:00.000Z',
  checks: CONTENT_HEALTH_CHECKS.map((check) => {
    const items = FINDINGS[check] ?? [];
    return { check, total: items.length, items };
  }),
};

function renderView(data: ContentHealth) {
  const Stub = createRoutesStub([{ path: '/admin', Component: () => <ContentHealthView health={data} /> }]);
  return render(<Stub initialEntries={['/admin']} />);
}

describe('Kesehatan Konten', () => {
  it('says a link to an internal address was not checked', () => {
    const internal = link(9, {
      title: 'SK Intranet',
      url: 'http://10.0.0.5/sk.pdf',
      status: 'unreachable',
      http_status: null,
      detail: 'internal_address',
    });
    const findings = { ...FINDINGS, 'broken-links': [finding(internal)] };
    renderView({
      ...health,
      checks: CONTENT_HEALTH_CHECKS.map((check) => ({
        check,
        total: findings[check]?.length ?? 0,
        items: findings[check] ?? [],
      })),
    });
    expect(screen.getByRole('row', { name: /SK Intranet/ })).toHaveTextContent(
      'Tidak dapat dihubungi: alamat internal tidak diperiksa (jaringan server sendiri, bukan internet)',
    );
  });

  it('shows each check in order with its findings, each row leading to the record or the screen where it is fixed', () => {
    renderView(health);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Komplain melewati target waktu (0)',
      'Link rusak atau tidak publik (1)',
      'Link yang pindah alamat (1)',
      'Gambar tanpa teks alternatif (5)',
      'Artikel tanpa thumbnail (0)',
      'Kategori dokumen kosong (1)',
      'Dokumen yang lebih dari 3 tahun tidak diperbarui (0)',
      'Teks contoh yang belum diganti (1)',
    ]);
    const row = screen.getByRole('row', { name: /SK Hibah/ });
    expect(row).toHaveTextContent('Tidak publik: mengarah ke halaman login');
    expect(within(row).getByRole('link', { name: 'Perbaiki "SK Hibah" di SK Rektor' })).toHaveAttribute(
      'href',
      '/admin/sk-rektor?ubah=file-7',
    );
    const category = screen.getByRole('row', { name: /Kategori Kosong/ });
    expect(within(category).getByRole('link', { name: /Perbaiki/ })).toHaveAttribute(
      'href',
      '/admin/dokumen-penelitian',
    );
    expect(screen.getAllByText('Tidak ada temuan.')).toHaveLength(3);
  });

  it('says which images lack alt text and what placeholder a text holds, each row leading to the record or its screen', () => {
    renderView(health);
    const images = within(screen.getByRole('region', { name: 'Gambar tanpa teks alternatif (5)' }));
    const fixLinks = images.getAllByRole('link', { name: /^Perbaiki/ });
    expect(fixLinks.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Perbaiki "Kabar KKN" di Informasi KKN', '/admin/informasi-kkn?ubah=article-11'],
      ['Perbaiki "Tentang P3M" di Halaman', '/admin/halaman'],
      ['Perbaiki "Di mana peta kampus?" di FAQ', '/admin/faq'],
      ['Perbaiki "Tanpa judul" di Slide Beranda', '/admin/slide-beranda?ubah=hero_slide-5'],
      ['Perbaiki "Tanpa judul" di Struktur Organisasi', '/admin/struktur-organisasi'],
    ]);
    expect(images.getByRole('row', { name: /Kabar KKN/ })).toHaveTextContent(
      'Thumbnail tanpa teks alternatif2 gambar di dalam teks tanpa teks alternatif',
    );
    expect(images.getByRole('row', { name: /Tentang P3M/ })).toHaveTextContent('Ilustrasi tanpa teks alternatif');
    expect(images.getByRole('row', { name: /peta kampus/ })).toHaveTextContent(
      '1 gambar di dalam teks tanpa teks alternatif',
    );
    expect(images.getByRole('row', { name: /Slide beranda/ })).toHaveTextContent('Gambar slide tanpa teks alternatif');
    expect(images.getByRole('row', { name: /Gambar struktur organisasi/ })).toHaveTextContent(
      'Gambar tanpa teks alternatif',
    );
    const placeholder = screen.getByRole('row', { name: /Program KKN UNIM/ });
    expect(placeholder).toHaveTextContent('Memuat "[isi di sini]"');
    expect(within(placeholder).getByRole('link', { name: /Perbaiki/ })).toHaveAttribute('href', '/admin/halaman');
  });

  it('updates a moved link in one click and says so', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ...moved, status: 'ok', url: moved.final_url, final_url: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderView(health);
    const row = screen.getByRole('row', { name: /SK Lama/ });
    expect(row).toHaveTextContent('Alamat baru: https://drive.google.com/file/d/8-baru/view');
    expect(within(screen.getByRole('row', { name: /SK Hibah/ })).queryByRole('button')).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Perbarui link "SK Lama" ke alamat barunya' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link "SK Lama" sudah diperbarui ke alamat barunya.');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/link-health/8/apply-redirect',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
