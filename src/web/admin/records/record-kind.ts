import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { Revision, RevisionSummary } from '../../../shared/schemas/revision';
import type { TableKind } from '../../../shared/schemas/table';
import type { AutosaveSpec } from '../autosave/use-autosave';
import type { RevisionTexts } from '../revisions/revision-panel';
import type { Column } from '../components/paged-table';
import type { FormSchema } from '../forms/use-schema-form';
import type { TextFieldSpec } from '../forms/text-fields';
import type { ReorderSpec } from './use-reorder';

/** A pair of texts: one while adding a record, one while editing it. */
export interface AddEdit {
  add: string;
  edit: string;
}

/** The image a record carries (article thumbnail, slide, organisation chart): a File in the form. */
export interface ImageSpec<T> {
  /** The form field (and multipart field) holding the chosen file. */
  field: string;
  label: string;
  hint: AddEdit;
  /** The stored image of the row being edited, shown beside the input. */
  current?: (row: T) => string | null;
}

/** What a form entry may know: whether a record is being edited, and which. */
export interface FormPartState<T> {
  editing: boolean;
  editingRow: T | undefined;
}

/** A form entry: a text input, the record's image, or a control of its own (rich text, move). */
export type FormPart<T, V> = TextFieldSpec<V> | 'image' | { render: (state: FormPartState<T>) => ReactNode };

/** What the buttons under a form may know: the record being edited, whether a save runs, Batal. */
export interface FormActionState<T> extends FormPartState<T> {
  busy: boolean;
  cancel: () => void;
  /** More buttons of the screen (an article's "Riwayat" while editing), shown after the kind's own. */
  extra?: ReactNode;
}

/** How a save is sent: to the record being edited (as it was loaded) or as a new one, with upload progress. */
export interface SaveContext<T = unknown> {
  editingId: number | null;
  editingRow: T | undefined;
  onProgress: (fraction: number) => void;
}

/** A kind's history calls (api-client): the list, one revision, and restore (answering the record). */
export interface RevisionSource<T> {
  list: (id: number) => Promise<RevisionSummary[]>;
  read: (id: number, revisionId: number) => Promise<Revision>;
  restore: (id: number, revisionId: number) => Promise<T>;
  /** The panel's explanation, restore question and notice, where the kind's differ from an article's. */
  texts?: RevisionTexts;
}

/**
 * The form side of a kind of record as data: the shared schema and the inputs, how it saves and
 * deletes, and its texts. useRecordEditor does the rest. A kind listed in a back-office table is a
 * RecordKind; a kind with a table of its own (the three editable pages) is this alone.
 */
export interface FormKind<T extends { id: number }, V extends FieldValues, D> {
  /** Names the form when it reports unsaved changes to the layout. */
  unsavedKey: string;
  /**
   * Names the kind in an address that opens one of its records in the form (lib/record-address.ts):
   * the activity log's kind (`article`, `file`, `video`, `hero_slide`).
   */
  addressName?: string;
  /** Checks the form before anything is sent; its messages sit next to the inputs. */
  schema: FormSchema<V, D>;
  /** The schema while editing, where it differs (an edited slide keeps its image). */
  editSchema?: FormSchema<V, D>;
  /** The schema while editing a given record, where a rule depends on which (its successor may not be itself). */
  editSchemaFor?: (row: T) => FormSchema<V, D>;
  empty: V;
  /** Fills the form from a row; a kind without it has no Edit button (uploads are add-only). */
  toValues?: (row: T) => V;
  fields: readonly FormPart<T, V>[];
  image?: ImageSpec<T>;
  save: (data: D, context: SaveContext<T>) => Promise<unknown>;
  /** Unsaved changes go to the admin's autosave slot every few seconds (and are offered back later). */
  autosave?: AutosaveSpec<T>;
  /** The record keeps revisions: while editing, "Riwayat" shows them, their differences and restore. */
  revisions?: RevisionSource<T>;
  /** The buttons under the form, where the common submit and Batal do not say enough (articles). */
  actions?: (state: FormActionState<T>) => ReactNode;
  /** The notice after a save, where it depends on what was saved (published, scheduled, draft). */
  savedText?: (data: D, editingRow: T | undefined) => string;
  remove: (row: T) => Promise<unknown>;
  /** For kinds whose delete goes to the trash: brings a deleted row back ("Urungkan" after a delete). */
  restore?: (row: T) => Promise<unknown>;
  /** What the delete question calls a row: its title or name; empty when it has none. */
  nameOf: (row: T) => string;
  /** A line under the delete question, where a delete takes more along (a category's documents). */
  deleteDetail?: (row: T) => string;
  texts: {
    /** Heading of the form; none where the card's heading says it (categories). */
    heading?: AddEdit;
    /** Labels of the submit button; FormActions' "Tambah" / "Simpan Perubahan" when absent. */
    submit?: Partial<AddEdit>;
    list: string;
    /** Table text without rows; the common "Belum ada data." when absent. */
    empty?: string;
    saved: AddEdit;
    saveFailed: AddEdit;
    deleteQuestion: string;
    /** The delete question's title from the row's name ("Hapus artikel "Judul"?", see record-texts). */
    deleteTitle: (name: string) => string;
    deleted: string;
    deleteFailed: string;
  };
}

/**
 * One kind of admin list (file links, videos, articles, ...) as data: its form, and its table (one
 * page of a server-side list) with the columns, the order staff set, and the reading of one record.
 */
export interface RecordKind<T extends { id: number }, V extends FieldValues, D> extends FormKind<T, V, D> {
  /** The table call it lists with (its sort columns and own order: shared/schemas/table.ts). */
  table: TableKind;
  /** Columns of the table; those with a `sort` name sort the table when their header is pressed. */
  columns: Column<T>[];
  /** A list staff place by hand: Naik, Turun and dragging in its own order. */
  reorder?: ReorderSpec<T>;
  /**
   * Reads one record by id: an address that opens a record (lib/record-address.ts) may name one the
   * table's page does not show.
   */
  read?: (id: number) => Promise<T>;
}
