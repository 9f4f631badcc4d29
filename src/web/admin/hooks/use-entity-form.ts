import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from '../lib/validate';

export interface Notice {
  variant: 'success' | 'danger';
  text: string;
}

/**
 * Add/edit state of one admin form (SPEC §4): selecting a row fills it for editing; saving or Batal
 * returns to add mode and clears it. A failed save leaves the values alone, so nothing typed is lost.
 */
export function useEntityForm<V extends Record<string, string>>(empty: V) {
  const [values, setValues] = useState<V>(empty);
  const [initial, setInitial] = useState<V>(empty);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const dirty = useMemo(
    () => (Object.keys(values) as (keyof V)[]).some((key) => values[key] !== initial[key]),
    [values, initial],
  );

  const set = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The message next to a field goes once the admin changes that field.
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const edit = useCallback((id: number, filled: V) => {
    setEditingId(id);
    setValues(filled);
    setInitial(filled);
    setErrors({});
    setNotice(null);
    // The form sits above a long table: bring it into view with the first field focused.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus());
  }, []);

  const reset = useCallback(() => {
    setEditingId(null);
    setValues(empty);
    setInitial(empty);
    setErrors({});
  }, [empty]);

  /** A form that is never "added" (settings): the saved values become the new starting point. */
  const markSaved = useCallback((saved: V) => {
    setValues(saved);
    setInitial(saved);
    setErrors({});
  }, []);

  return {
    formRef,
    values,
    set,
    errors,
    setErrors,
    editingId,
    edit,
    reset,
    markSaved,
    dirty,
    notice,
    setNotice,
    busy,
    setBusy,
  };
}

export type EntityForm<V extends Record<string, string>> = ReturnType<typeof useEntityForm<V>>;
