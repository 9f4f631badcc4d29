import { useCallback, useRef, useState, type BaseSyntheticEvent, type ReactNode, type RefObject } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { useAutosave } from '../autosave/use-autosave';
import { useDeleteFlow } from '../hooks/use-delete-flow';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { useSchemaForm, type SchemaForm } from '../forms/use-schema-form';
import type { AddEdit, FormKind } from './record-kind';

export interface RecordEditor<T extends { id: number }, V extends FieldValues, D> {
  form: SchemaForm<V, D>;
  formRef: RefObject<HTMLFormElement | null>;
  /** Upload progress of a multipart save; null while nothing is being sent. */
  progress: number | null;
  editingId: number | null;
  /** The row being edited, for the image it already has. */
  editingRow: T | undefined;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Absent for kinds that cannot be edited. */
  edit: ((row: T) => void) | undefined;
  /** Back to add mode with an empty form (Batal, after a save). */
  clear: () => void;
  deletion: { ask: (row: T) => void; dialog: ReactNode };
  /** The offer to restore unsaved changes of this screen's records, when there are any. */
  autosaveOffer: ReactNode;
  /** Loads a record anew into the form (after it was restored from its history), in edit mode. */
  reload: (row: T) => void;
}

export const pick = (texts: AddEdit, editing: boolean) => (editing ? texts.edit : texts.add);

/**
 * Everything behind one admin list of a kind (SPEC §4-5): the add/edit form, the save and the
 * confirmed delete, beside the table's page (`rows`). Selecting a row fills the form; saving or Batal
 * returns to add mode and clears it; a failed save leaves what was typed. After a save or a delete
 * the screen loads its tables anew (a page that no longer exists answers the last one, SPEC §4).
 */
export function useRecordEditor<T extends { id: number }, V extends FieldValues, D>(
  kind: FormKind<T, V, D>,
  rows: readonly T[],
): RecordEditor<T, V, D> {
  // The row being edited as it was opened; the table's fresher copy is used while it is on the page.
  const [opened, setOpened] = useState<T | undefined>(undefined);
  const editingId = opened?.id ?? null;
  const editing = editingId !== null;
  const editingRow = rows.find((row) => row.id === editingId) ?? opened;
  const schema =
    editingRow && kind.editSchemaFor
      ? kind.editSchemaFor(editingRow)
      : editing
        ? (kind.editSchema ?? kind.schema)
        : kind.schema;
  const form = useSchemaForm(schema, kind.empty);
  const [progress, setProgress] = useState<number | null>(null);
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  useReportUnsaved(kind.unsavedKey, form.methods.formState.isDirty);

  const { reset } = form.methods;
  const { empty } = kind;
  const clear = useCallback(() => {
    setOpened(undefined);
    reset(empty);
  }, [reset, empty]);

  const deletion = useDeleteFlow<T>({
    question: kind.texts.deleteQuestion,
    title: (row) => kind.texts.deleteTitle(kind.nameOf(row)),
    detail: kind.deleteDetail,
    remove: kind.remove,
    onDeleted: async (row) => {
      if (row.id === editingId) clear();
      await revalidator.revalidate();
    },
    successText: kind.texts.deleted,
    failureText: kind.texts.deleteFailed,
    setNotice: form.setNotice,
    ...(kind.restore && { undo: { restore: kind.restore, onRestored: () => revalidator.revalidate() } }),
  });

  const toValues = kind.toValues;
  const load = useCallback(
    (row: T) => {
      if (!toValues) return;
      setOpened(row);
      reset(toValues(row));
    },
    [toValues, reset],
  );
  const edit = toValues
    ? (row: T) => {
        load(row);
        form.setNotice(null);
        // The form sits above a long table: bring it into view with the first field focused.
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus());
      }
    : undefined;

  const autosave = useAutosave({
    spec: kind.autosave,
    methods: form.methods,
    editingId,
    rows,
    // Not while a save is on its way: the save empties the slot, an autosave after it would refill it.
    dirty: form.methods.formState.isDirty && !form.methods.formState.isSubmitting,
    edit,
    setNotice: form.setNotice,
  });

  const submit = form.submitWith(
    async (data) => {
      const slot = autosave.currentKey;
      await autosave.settle();
      try {
        await kind.save(data, { editingId, editingRow, onProgress: setProgress });
      } finally {
        setProgress(null);
      }
      autosave.saved(slot);
      clear();
      // A failed reload is reported like a failed save.
      await revalidator.revalidate();
      return kind.savedText?.(data, editingRow) ?? pick(kind.texts.saved, editing);
    },
    pick(kind.texts.saveFailed, editing),
  );

  return {
    form,
    formRef,
    progress,
    editingId,
    editingRow,
    submit,
    edit,
    clear,
    deletion,
    autosaveOffer: autosave.offer,
    reload: load,
  };
}
