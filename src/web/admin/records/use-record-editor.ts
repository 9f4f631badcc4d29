import type { FormEvent, ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { messages } from '../../../shared/messages';
import { useDeleteFlow } from '../hooks/use-delete-flow';
import { useEntityForm, type EntityForm } from '../hooks/use-entity-form';
import { useImageFile } from '../hooks/use-image-file';
import { usePage, type PageControl } from '../hooks/use-page';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { saveForm } from '../lib/save-form';
import type { AddEdit, RecordKind } from './record-kind';

export interface RecordEditor<T extends { id: number }, V extends Record<string, string>> {
  form: EntityForm<V>;
  image: ReturnType<typeof useImageFile>;
  pages: PageControl;
  editing: boolean;
  /** The row being edited, for the image it already has. */
  editingRow: T | undefined;
  submit: (event: FormEvent) => Promise<void>;
  /** Absent for kinds that cannot be edited. */
  edit: ((row: T) => void) | undefined;
  /** Back to add mode with an empty form (Batal, after a save). */
  clear: () => void;
  deletion: { ask: (row: T) => void; dialog: ReactNode };
}

export const pick = (texts: AddEdit, editing: boolean) => (editing ? texts.edit : texts.add);

/**
 * Everything behind one admin list of a kind: the add/edit form with its image, the table page, the
 * save and the confirmed delete (SPEC §4-5). `paging` replaces the list's own page where the screen
 * keeps it (documents, per category).
 */
export function useRecordEditor<T extends { id: number }, V extends Record<string, string>, D>(
  kind: RecordKind<T, V, D>,
  rows: readonly T[],
  paging?: PageControl,
): RecordEditor<T, V> {
  const form = useEntityForm(kind.empty);
  const image = useImageFile();
  const ownPages = usePage(rows.length);
  const pages = paging ?? ownPages;
  const revalidator = useRevalidator();
  useReportUnsaved(kind.unsavedKey, form.dirty || image.file !== null);
  const editingId = form.editingId;
  const editing = editingId !== null;

  function clear() {
    form.reset();
    image.clear();
  }

  const deletion = useDeleteFlow<T>({
    question: kind.texts.deleteQuestion,
    remove: kind.remove,
    onDeleted: async (row) => {
      if (row.id === editingId) clear();
      pages.afterDelete(rows.length - 1);
      await revalidator.revalidate();
    },
    successText: kind.texts.deleted,
    failureText: kind.texts.deleteFailed,
    setNotice: form.setNotice,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = kind.validate(form.values);
    const imageError = kind.image ? imageProblem(kind.image.required && !editing) : undefined;
    if (!checked.ok || imageError) {
      const field = kind.image?.field ?? 'image';
      return form.setErrors({ ...(checked.ok ? {} : checked.errors), ...(imageError ? { [field]: imageError } : {}) });
    }
    await saveForm(form, {
      send: () =>
        kind.save({
          data: checked.data,
          values: form.values,
          editingId,
          image: image.file,
          onProgress: image.setProgress,
        }),
      onSaved: clear,
      successText: () => pick(kind.texts.saved, editing),
      failureText: pick(kind.texts.saveFailed, editing),
      reload: () => revalidator.revalidate(),
      onSettled: () => image.setProgress(null),
    });
  }

  // A chosen file must not be too large; with none, a new record may still need one.
  function imageProblem(required: boolean): string | undefined {
    if (image.file) return image.sizeError();
    return required ? messages.validation.fileRequired : undefined;
  }

  const toValues = kind.toValues;
  return {
    form,
    image,
    pages,
    editing,
    editingRow: rows.find((row) => row.id === editingId),
    submit,
    edit: toValues
      ? (row) => {
          image.clear();
          form.edit(row.id, toValues(row));
        }
      : undefined,
    clear,
    deletion,
  };
}
