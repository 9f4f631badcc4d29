import './dialog-polyfill';
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { PageRecord, SessionUser } from '../../../shared/schemas';
import type { LoadedSection } from '../screens/load-section';
import { SectionView } from '../screens/section-view';

/**
 * Renders one configured section with its data inside a data router (the sections use its hooks);
 * with `admin`, under the admin layout's route as the person logged in.
 */
export function renderSection(section: LoadedSection, admin?: SessionUser) {
  const Component = () => <SectionView section={section} />;
  const Stub = admin
    ? createRoutesStub([
        {
          id: 'admin/admin-layout',
          path: '/admin',
          loader: () => ({ admin }),
          HydrateFallback: () => null,
          children: [{ path: 'test', Component }],
        },
      ])
    : createRoutesStub([{ path: '/admin/test', Component }]);
  return render(<Stub initialEntries={['/admin/test']} />);
}

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

export function fileRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    file_name: `Panduan ${index + 1}`,
    file_description: `Deskripsi ${index + 1}`,
    file_url: `https://drive.google.com/file/d/${index + 1}/view`,
    file_type: 'panduan_penelitian',
    ...stamp,
  }));
}

export function category(id: number, name: string) {
  return { id, name, ...stamp };
}

export function documentRow(id: number, categoryId: number, name: string) {
  return {
    id,
    file_name: `Dokumen ${id}`,
    file_url: `https://drive.google.com/file/d/d${id}/view`,
    kategori: { id: categoryId, name },
    catdokumenpenId: categoryId,
    ...stamp,
  };
}

export function articleRow(
  id: number,
  publication: { status: 'draft' | 'published'; published_date: string; published_date_set: boolean } = {
    status: 'published',
    published_date: stamp.createdAt,
    published_date_set: true,
  },
) {
  return {
    id,
    title: `Artikel ${id}`,
    slug: `artikel-${id}`,
    author: `Penulis ${id}`,
    ...publication,
    content: `<p>Isi artikel ${id}</p>`,
    thumbnail: `uploads/${'a'.repeat(32)}.webp`,
    thumbnail_alt: '',
    category: 'informasi_penelitian',
    ...stamp,
  };
}

/** An editable page as staff read it: published, without a draft or a schedule. */
export function pageRow(id = 1): PageRecord {
  return {
    id,
    slug: 'tentang',
    path: '/tentang',
    title: 'Tentang P3M',
    content: '<h2>Visi</h2><p>Unggul.</p>',
    image: null,
    image_alt: 'Ilustrasi',
    status: 'published',
    published_at: stamp.createdAt,
    live: { published_at: stamp.createdAt, updatedAt: stamp.updatedAt },
    scheduled_at: null,
    has_draft: false,
    ...stamp,
  };
}
