import type { ReactNode } from 'react';
import type { Column } from '../components/paged-table';
import type { TextFieldSpec } from '../components/text-fields';
import type { Validated } from '../lib/validate';
import type { RecordEditor } from './use-record-editor';

/** A pair of texts: one while adding a record, one while editing it. */
export interface AddEdit {
  add: string;
  edit: string;
}

/** The image a record carries (article thumbnail, slide, organisation chart). */
export interface ImageSpec<T> {
  /** The form field its messages are keyed by. */
  field: string;
  label: string;
  hint: AddEdit;
  /** A new record cannot be saved without one; an edited one keeps its old image. */
  required: boolean;
  /** The stored image of the row being edited, shown beside the input. */
  current?: (row: T) => string | null;
}

/** A form entry: a text input, the record's image, or a control of its own (rich text, move). */
export type FormPart<T extends { id: number }, V extends Record<string, string>> =
  TextFieldSpec<V> | 'image' | { render: (editor: RecordEditor<T, V>) => ReactNode };

/** What the server needs to save: the checked fields, the record being edited and the chosen image. */
export interface SaveInput<V, D> {
  data: D;
  /** The raw form values, for a field the schema does not carry (the category a document moves to). */
  values: V;
  editingId: number | null;
  image: File | null;
  onProgress: (fraction: number | null) => void;
}

/**
 * One kind of admin list (file links, videos, articles, ...) as data: its form, its table, how it
 * saves and deletes, and its texts. useRecordEditor and the record components do the rest.
 */
export interface RecordKind<T extends { id: number }, V extends Record<string, string>, D> {
  /** Names the form when it reports unsaved changes to the layout. */
  unsavedKey: string;
  empty: V;
  /** Fills the form from a row; a kind without it has no Edit button (uploads are add-only). */
  toValues?: (row: T) => V;
  fields: readonly FormPart<T, V>[];
  image?: ImageSpec<T>;
  validate: (values: V) => Validated<D>;
  save: (input: SaveInput<V, D>) => Promise<unknown>;
  remove: (row: T) => Promise<unknown>;
  columns: Column<T>[];
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
    deleted: string;
    deleteFailed: string;
  };
}
