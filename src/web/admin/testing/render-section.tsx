import './dialog-polyfill';
import { configure, render } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { ADMIN_TABLE_PAGE_SIZE } from '../../../shared/constants/lists';
import type { PageRecord, SessionUser, TablePage } from '../../../shared/schemas';
import { readTableState } from '../lib/table-state';
import type { LoadedSection } from '../screens/load-section';
import { SectionView } from '../screens/section-view';

// A table's search, sort or page loads the screen anew through the router: on a busy machine that
// takes longer than the library's one second of waiting, which is a wait, not a measure.
configure({ asyncUtilTimeout: 5000 });

/** The section for an address: fixed, or read anew (as the screen's loader does) when the address changes. */
export type SectionSource = LoadedSection | ((url: URL) => LoadedSection);

/** What the test loader answers, and the addresses it was asked for (the tables' state). */
export interface Rendered {
  loads: URL[];
}

/**
 * Renders one configured section with its data inside a data router (the sections use its hooks);
 * with `admin`, under the admin layout's route as the person logged in. A section given as a function
 * of the address stands for the screen's loader: a table's search, sort or page loads it anew.
 */
export function renderSection(source: SectionSource, admin?: SessionUser, initialEntry = '/admin/test') {
  const loads: URL[] = [];
  const sectionFor = (url: URL) => (typeof source === 'function' ? source(url) : source);
  const loader = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    loads.push(url);
    return { section: sectionFor(url) };
  };
  const Component = () => <SectionView section={useLoaderData<typeof loader>().section} />;
  const screen = { id: 'screen', path: 'test', Component, loader, HydrateFallback: () => null };
  // The first render has its data at once, as a screen whose loader has run; later ones load.
  const first = { section: sectionFor(new URL(initialEntry, 'http://localhost')) };
  const hydrationData = { loaderData: { screen: first, ...(admin && { 'admin/admin-layout': { admin } }) } };
  const Stub = admin
    ? createRoutesStub([
        {
          id: 'admin/admin-layout',
          path: '/admin',
          loader: () => ({ admin }),
          HydrateFallback: () => null,
          children: [screen],
        },
      ])
    : createRoutesStub([{ path: '/admin', children: [screen] }]);
  return { ...render(<Stub initialEntries={[initialEntry]} hydrationData={hydrationData} />), loads };
}

/** One page of a table answer holding `items`. */
export function tablePage<T>(items: readonly T[], total = items.length, page = 1): TablePage<T> {
  return { items: [...items], total, page, pageSize: ADMIN_TABLE_PAGE_SIZE };
}

/**
 * A stand-in for a table call: the page a server answers for table `key`'s state in the address, the
 * rows searched by their text (any letter case) and sorted by the named columns.
 */
export function servedPage<T>(
  rows: readonly T[],
  url: URL,
  key: string,
  text: (row: T) => string,
  sorts: Record<string, (row: T) => string> = {},
): TablePage<T> {
  const state = readTableState(url.searchParams, key);
  const q = state.q.trim().toLowerCase();
  const found = q ? rows.filter((row) => text(row).toLowerCase().includes(q)) : [...rows];
  const by = state.sort ? sorts[state.sort] : undefined;
  if (by) {
    found.sort((a, b) => by(a).localeCompare(by(b)));
    if (state.order === 'desc') found.reverse();
  }
  const pages = Math.max(1, Math.ceil(found.length / ADMIN_TABLE_PAGE_SIZE));
  const page = Math.min(state.page, pages);
  const start = (page - 1) * ADMIN_TABLE_PAGE_SIZE;
  return tablePage(found.slice(start, start + ADMIN_TABLE_PAGE_SIZE), found.length, page);
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
