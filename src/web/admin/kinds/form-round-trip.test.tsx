// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { FieldValues } from 'react-hook-form';
import {
  adminArticleSchema,
  type AnnouncementRecord,
  type DocumentRecord,
  type FileRecord,
} from '../../../shared/schemas';
import type { FaqRecord, HeroRecord, VideoRecord } from '../../../shared/schemas';
import { RecordForm } from '../records/record-form';
import type { FormKind } from '../records/record-kind';
import { useRecordEditor } from '../records/use-record-editor';
import { articleRow, category, pageRow } from '../testing/render-section';
import { announcementKind } from './announcement-section';
import { articleKind } from './article-section';
import { categoryKind } from './category-panel';
import { documentKind } from './document-kind';
import { FAQ_KIND } from './faq-section';
import { fileLinkKind } from './file-link-kind';
import { HERO_KIND } from './hero-kind';
import { ORG_CHART_KIND } from './org-chart-kind';
import { pageKind } from './page-section';
import { VIDEO_KIND } from './video-kind';

// Issue 30: a field of a kind's shared schema must reach the edit form from the record and come back
// from a save without edits, unchanged. Every kind that edits records is here with a record whose
// every field holds a value of its own: a field added to a schema and not to the record (or not loaded
// by the form) fails below by name.

afterEach(cleanup);

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z' };

/**
 * One kind to try: a full record, and for the fields the form shows otherwise than stored (a moment,
 * an id, a file) what the save gives back; every other field of the schema comes back as the record has it.
 */
interface Case<T extends { id: number }, V extends FieldValues, D> {
  name: string;
  kind: FormKind<T, V, D>;
  row: T;
  /** What the save gives for a field the record stores otherwise, or does not hold (a new file). */
  converted?: Partial<Record<string, unknown>>;
  /** What an input shows where it differs from the stored value (a moment, in WIB). */
  inputShows?: Record<string, string>;
  /**
   * Fields held by a control of their own rather than an input of the field's name (the rich-text
   * editor, a list of chosen documents, a select): the control by its role and name, and a text it shows.
   */
  controls?: Record<string, { role: 'textbox' | 'combobox' | 'group'; name: string; shows: string }>;
  /** Fields no control shows: the save buttons choose them (a publication status). */
  chosenByButtons?: string[];
  /** The label of a control the form loads after it is painted (the PDF upload beside a link). */
  loadedLater?: string;
}

// A kind of any record type, for the table of cases (each case is type-checked where it is made).
type AnyCase = Case<{ id: number }, FieldValues, unknown>;
function kindCase<T extends { id: number }, V extends FieldValues, D>(item: Case<T, V, D>): AnyCase {
  return item as unknown as AnyCase;
}

const article = adminArticleSchema.parse({
  ...articleRow(4, { status: 'published', published_date: '2026-03-02T03:04:00.000Z', published_date_set: true }),
  title: 'Seminar Hasil Penelitian',
  author: 'Humas P3M',
  content: '<p>Laporan seminar.</p>',
  thumbnail_alt: 'Peserta seminar di aula',
});
const announcement: AnnouncementRecord = {
  id: 5,
  title: 'Pendaftaran Hibah',
  content: '<p>Kirim proposal.</p>',
  starts_at: '2026-03-01T01:00:00.000Z',
  ends_at: '2999-01-01T01:00:00.000Z',
  deadline: '2999-01-01T09:00:00.000Z',
  document_ids: [7],
  documents: [{ id: 7, file_name: 'Panduan Hibah', link: '/d/dokumen/7-panduan-hibah' }],
  ...stamp,
};
const hero: HeroRecord = {
  id: 3,
  title: 'Selamat Datang',
  subtitle: 'Pusat penelitian',
  alt: 'Gedung rektorat',
  image: `uploads/${'b'.repeat(32)}.webp`,
  position: 2,
  ...stamp,
};
const faq: FaqRecord = {
  id: 6,
  question: 'Kapan hibah dibuka?',
  answer: '<p>Setiap Maret.</p>',
  group: 'Hibah',
  position: 1,
  ...stamp,
};
const video: VideoRecord = { id: 8, title: 'Luaran KKN', link: 'https://www.youtube.com/embed/abcdefghijk', ...stamp };
const fileLink: FileRecord = {
  id: 9,
  file_name: 'Panduan Penelitian',
  file_description: 'Panduan lengkap',
  file_url: 'https://drive.google.com/file/d/9/view',
  file_type: 'panduan_penelitian',
  superseded_by: 10,
  ...stamp,
};
const newerFile: FileRecord = { ...fileLink, id: 10, file_name: 'Panduan Penelitian 2026', superseded_by: undefined };
const documentRecord: DocumentRecord = {
  id: 11,
  file_name: 'SK Rektor',
  file_url: 'https://drive.google.com/file/d/11/view',
  kategori: { id: 2, name: 'Keputusan' },
  catdokumenpenId: 2,
  superseded_by: 12,
  ...stamp,
};
const newerDocument: DocumentRecord = {
  ...documentRecord,
  id: 12,
  file_name: 'SK Rektor 2026',
  superseded_by: undefined,
};
const decisions = category(2, 'Keputusan');
const categories = [category(1, 'Panduan'), decisions];
const page = {
  ...pageRow(1),
  image_alt: 'Gedung P3M',
  status: 'draft' as const,
  published_at: '2999-02-03T04:05:00.000Z',
};

const CASES: AnyCase[] = [
  kindCase({
    name: 'article',
    kind: articleKind('informasi_penelitian', 'Humas P3M', false),
    row: article,
    converted: { thumbnail: null },
    inputShows: { published_date: '2026-03-02T10:04' },
    controls: { content: { role: 'textbox', name: 'Konten', shows: 'Laporan seminar.' } },
    chosenByButtons: ['status'],
  }),
  kindCase({
    name: 'announcement',
    kind: announcementKind([{ id: 7, title: 'Panduan Hibah', collection: 'pen', category: 'Hibah' }]),
    row: announcement,
    inputShows: { starts_at: '2026-03-01T08:00', ends_at: '2999-01-01T08:00', deadline: '2999-01-01T16:00' },
    controls: {
      content: { role: 'textbox', name: 'Konten', shows: 'Kirim proposal.' },
      document_ids: { role: 'group', name: 'Dokumen terkait (opsional)', shows: 'Panduan Hibah' },
    },
  }),
  kindCase({ name: 'hero slide', kind: HERO_KIND, row: hero, converted: { image: null } }),
  kindCase({
    name: 'FAQ',
    kind: FAQ_KIND,
    row: faq,
    controls: { answer: { role: 'textbox', name: 'Jawaban', shows: 'Setiap Maret.' } },
  }),
  kindCase({ name: 'video', kind: VIDEO_KIND, row: video }),
  kindCase({
    name: 'file link',
    kind: fileLinkKind('panduan_penelitian', 'Panduan', [fileLink, newerFile]),
    loadedLater: 'Unggah PDF',
    row: fileLink,
  }),
  kindCase({
    name: 'document',
    kind: documentKind('pen', categories, 2, [documentRecord, newerDocument]),
    loadedLater: 'Unggah PDF',
    row: documentRecord,
    converted: { category_id: '2' },
    controls: { category_id: { role: 'combobox', name: 'Pindahkan ke kategori', shows: 'Keputusan' } },
  }),
  kindCase({
    name: 'document category',
    kind: categoryKind('pen', []),
    row: decisions,
  }),
  kindCase({
    name: 'editable page',
    kind: pageKind([page], () => undefined),
    row: page,
    converted: { image: null },
    inputShows: { published_at: '2999-02-03T11:05' },
    controls: { content: { role: 'textbox', name: 'Konten', shows: 'Unggul.' } },
    chosenByButtons: ['status'],
  }),
];

/** The kind's form under a router (a save reloads the screen), with a button that opens `row` in it. */
function RoundTrip({ item, saved }: { item: AnyCase; saved: (data: unknown) => void }) {
  // What is tried is the form: the save is recorded, not sent; history and autosave are not part of it.
  const kind: AnyCase['kind'] = {
    ...item.kind,
    autosave: undefined,
    revisions: undefined,
    save: async (data) => saved(data),
  };
  const editor = useRecordEditor(kind, [item.row]);
  return (
    <>
      <button type="button" onClick={() => editor.edit?.(item.row)}>
        Buka rekaman
      </button>
      <RecordForm kind={kind} editor={editor} className="round-trip" />
    </>
  );
}

function renderRoundTrip(item: AnyCase) {
  const saves: unknown[] = [];
  const Stub = createRoutesStub([
    { path: '/admin/test', Component: () => <RoundTrip item={item} saved={(data) => saves.push(data)} /> },
  ]);
  render(<Stub initialEntries={['/admin/test']} />);
  return saves;
}

/** The value the form's input shows for a stored value: text as it is, a number as its digits. */
const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));

describe('every kind: each field of the schema reaches the form and comes back from a save without edits', () => {
  it.each(CASES.map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    // The schema of an edit: the fields of the kind's shared schema, as the form holds them.
    const fields = Object.keys(((item.kind.editSchema ?? item.kind.schema) as z.ZodObject).shape);
    const stored = item.row as unknown as Record<string, unknown>;
    const expected = (field: string) =>
      item.converted && field in item.converted ? item.converted[field] : stored[field];
    for (const field of fields) {
      expect(
        field in stored || (item.converted !== undefined && field in item.converted),
        `${field}: not in the record`,
      ).toBe(true);
    }

    const saves = renderRoundTrip(item);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Buka rekaman' }));
    });
    const form = document.querySelector<HTMLFormElement>('form.round-trip');
    if (!form) throw new Error('the form is not shown');
    if (item.loadedLater) await screen.findByLabelText(item.loadedLater);

    for (const field of fields) {
      if (item.chosenByButtons?.includes(field)) continue;
      const control = item.controls?.[field];
      if (control) {
        // The rich-text editor is loaded after the form is painted.
        const element = await screen.findByRole(control.role, { name: control.name });
        const text = () =>
          element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.textContent ?? '') : element.textContent;
        await waitFor(() => expect(text(), field).toContain(control.shows));
        continue;
      }
      const input = form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${field}"]`);
      expect(input, `${field}: no input of that name`).not.toBeNull();
      // A file input shows no stored file: the stored image is shown beside it.
      if (input && input.type !== 'file')
        expect(input.value, field).toBe(item.inputShows?.[field] ?? shown(expected(field)));
    }

    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(saves).toHaveLength(1));
    const data = saves[0] as Record<string, unknown>;
    for (const field of fields) expect(data[field], field).toEqual(expected(field));
  });
});

describe('a kind that only adds (the organisation chart)', () => {
  it('takes a new record with nothing but its image chosen: the empty form holds no value the schema refuses', () => {
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bagan.png', { type: 'image/png' });
    const checked = ORG_CHART_KIND.schema.safeParse({ ...ORG_CHART_KIND.empty, image });
    expect(checked.error?.issues ?? []).toEqual([]);
  });
});
