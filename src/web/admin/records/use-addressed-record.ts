import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { editRequest } from '../lib/record-address';

/**
 * Opens the record an address names (`?ubah=<kind>-<id>`, lib/record-address.ts: a link of the
 * activity log or of Kesehatan Konten) in the form, once: from the rows shown, or read by id when
 * they do not hold it. Answers what the address asks (its revision too), or undefined.
 */
export function useAddressedRecord<T extends { id: number }>(
  addressName: string | undefined,
  edit: ((row: T) => void) | undefined,
  rows: readonly T[],
  read: ((id: number) => Promise<T>) | undefined,
): { id: number; revisionId: number | undefined } | undefined {
  const [params] = useSearchParams();
  const asked = editRequest(params, addressName);
  const opened = useRef<number | null>(null);
  const askedId = asked?.id;
  useEffect(() => {
    if (askedId === undefined || !edit || opened.current === askedId) return;
    opened.current = askedId;
    const row = rows.find((candidate) => candidate.id === askedId);
    if (row) {
      edit(row);
      return;
    }
    // A record gone meanwhile (or a failed read) opens nothing: the table is there to pick from.
    read?.(askedId).then(edit, () => undefined);
  }, [askedId, edit, read, rows]);
  return asked;
}
