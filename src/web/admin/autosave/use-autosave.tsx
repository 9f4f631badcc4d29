import type { RevisionKind } from '../../../shared/record-kinds';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { AUTOSAVE_INTERVAL_MS } from '../../../shared/constants/revisions';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { Autosave, AutosaveData } from '../../../shared/schemas/revision';
import { adminSession, api } from '../../lib/api-client';
import type { NoticeValue } from '../components/notice';
import { dateTimeWib } from '../lib/date-time';
import { readLocalCopies, removeLocalCopy, writeLocalCopy } from './local-copies';

const t = adminMessages.autosave;

/** How a kind autosaves its form: its slots, and what names one of its records in the offer. */
export interface AutosaveSpec<T> {
  kind: RevisionKind;
  /** The slot of a record not created yet on this screen (`new-<scope>`, e.g. `new-informasi_kkn`). */
  newKey: string;
  label: (row: T) => string;
  /** How the offer names the record (`{title}`: the label); "Artikel: {title}" when absent. */
  offerRecord?: string;
  /**
   * Reads a record whose slot waits but which is not on the table's page (the table is paged on the
   * server); `belongs` says whether it is one of this screen's records, to be offered here.
   */
  read?: (id: number) => Promise<T>;
  belongs?: (row: T) => boolean;
}

/** A slot with values to offer: from the server (values read when taken) or the browser's copy. */
interface Candidate {
  key: string;
  savedAt: string;
  local: Autosave | null;
}

interface Options<T extends { id: number }, V extends FieldValues, D> {
  spec: AutosaveSpec<T> | undefined;
  methods: UseFormReturn<V, unknown, D>;
  editingId: number | null;
  rows: readonly T[];
  dirty: boolean;
  edit: ((row: T) => void) | undefined;
  setNotice: (notice: NoticeValue | null) => void;
}

/** The form's values that can be stored (texts; an image file waiting to be sent cannot). */
function storableValues(values: FieldValues): AutosaveData {
  const data: AutosaveData = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') data[name] = value;
  }
  return data;
}

const adminId = () => adminSession.admin()?.id ?? 0;

/**
 * Autosave of one record form: while it has unsaved changes, its values go every few seconds to the
 * admin's slot for the record (server) and to the browser's copy; a save of the record empties both.
 * Opening the screen offers the newest slot of this screen's records ("Pulihkan perubahan yang belum
 * disimpan dari ...?"), whether it was left by a closed tab, a crash or an ended session.
 */
export function useAutosave<T extends { id: number }, V extends FieldValues, D>(options: Options<T, V, D>) {
  const { spec, methods, editingId, rows, dirty, edit, setNotice } = options;
  const kind = spec?.kind;
  const newKey = spec?.newKey ?? '';
  const currentKey = editingId !== null ? String(editingId) : newKey;
  const [candidates, setCandidates] = useState<readonly Candidate[]>([]);
  const lastSent = useRef('');
  // The autosave on its way, if any: a save waits for it, so the slot it empties stays empty.
  const sending = useRef<Promise<unknown>>(Promise.resolve());
  const { getValues, setValue } = methods;

  // Unchanged state is handed back as it was: a render in the middle of typing is not free.
  const forget = useCallback((key: string) => {
    setCandidates((previous) =>
      previous.some((candidate) => candidate.key === key)
        ? previous.filter((candidate) => candidate.key !== key)
        : previous,
    );
  }, []);

  // The slots waiting on the server and in the browser, the newer of the two per slot.
  useEffect(() => {
    if (!kind) return;
    let live = true;
    const local = readLocalCopies(adminId(), kind);
    void api.autosave
      .list(kind)
      .then((answer) => answer.slots)
      .catch(() => [])
      .then((slots) => {
        if (!live) return;
        const found = new Map<string, Candidate>();
        for (const slot of slots) found.set(slot.key, { key: slot.key, savedAt: slot.savedAt, local: null });
        for (const [key, copy] of local) {
          const server = found.get(key);
          if (!server || copy.savedAt > server.savedAt) found.set(key, { key, savedAt: copy.savedAt, local: copy });
        }
        if (found.size > 0) setCandidates([...found.values()]);
      });
    return () => {
      live = false;
    };
  }, [kind]);

  // Every few seconds while the form differs from what was saved: the slot and the browser's copy.
  useEffect(() => {
    if (!kind || !dirty) return;
    const store = () => {
      const data = storableValues(getValues());
      const text = JSON.stringify(data);
      if (text === lastSent.current) return;
      lastSent.current = text;
      writeLocalCopy(adminId(), kind, currentKey, data, new Date().toISOString());
      // A failure (network, ended session) leaves the browser's copy to offer later.
      sending.current = api.autosave.put(kind, currentKey, data).catch(() => undefined);
      forget(currentKey);
    };
    const timer = window.setInterval(store, AUTOSAVE_INTERVAL_MS);
    // A tab closed between two ticks still leaves its last values in the browser.
    window.addEventListener('pagehide', store);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', store);
    };
  }, [kind, dirty, currentKey, getValues, forget]);

  useEffect(() => {
    lastSent.current = '';
  }, [currentKey]);

  /** Before a save: waits for an autosave still on its way (it would otherwise refill the slot after it). */
  const settle = useCallback(() => sending.current, []);

  /** After a save of the slot's record: the server emptied its slot in the save; the copy goes too. */
  const saved = useCallback(
    (key: string) => {
      if (!kind) return;
      removeLocalCopy(adminId(), kind, key);
      lastSent.current = '';
      forget(key);
    },
    [kind, forget],
  );

  // Records of waiting slots that the table's page does not show, read once each (null: not offered here).
  const [read, setRead] = useState<ReadonlyMap<string, T | null>>(() => new Map());
  const reader = spec?.read;
  const belongs = spec?.belongs;
  useEffect(() => {
    if (!reader) return;
    let live = true;
    for (const { key } of candidates) {
      if (key === newKey || read.has(key) || rows.some((row) => String(row.id) === key)) continue;
      const id = Number(key);
      if (!Number.isSafeInteger(id)) continue;
      reader(id)
        // A record gone meanwhile (or a failed read) is not offered.
        .then(
          (row) => (!belongs || belongs(row) ? row : null),
          () => null,
        )
        .then((row) => {
          if (live) setRead((known) => new Map(known).set(key, row));
        });
    }
    return () => {
      live = false;
    };
  }, [candidates, rows, read, reader, belongs, newKey]);

  const rowOf = (key: string) => rows.find((row) => String(row.id) === key) ?? read.get(key) ?? undefined;
  const offered = candidates
    // A new record's slot while adding; a record's slot whenever its row is on this screen.
    .filter((candidate) => (candidate.key === newKey ? editingId === null : Boolean(rowOf(candidate.key))))
    .filter((candidate) => !(dirty && candidate.key === currentKey))
    .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0))[0];

  async function take(candidate: Candidate) {
    if (!kind) return;
    let values = candidate.local;
    if (!values) {
      values = (await api.autosave.get(kind, candidate.key).catch(() => ({ autosave: null }))).autosave;
    }
    forget(candidate.key);
    if (!values) return;
    const row = rowOf(candidate.key);
    if (row && editingId !== row.id) edit?.(row);
    const current = getValues();
    for (const [name, value] of Object.entries(values.data)) {
      if (typeof current[name] === typeof value) {
        setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
      }
    }
    setNotice({ variant: 'success', text: t.restored });
  }

  function discard(candidate: Candidate) {
    if (!kind) return;
    removeLocalCopy(adminId(), kind, candidate.key);
    void api.autosave.discard(kind, candidate.key).catch(() => undefined);
    forget(candidate.key);
  }

  const offerRow = offered ? rowOf(offered.key) : undefined;
  const offer = offered ? (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" aria-live="polite">
      <div className="me-auto">
        <p className="mb-0">{format(t.offer, { waktu: dateTimeWib(offered.savedAt) })}</p>
        {offerRow && spec && (
          <p className="mb-0 small">{format(spec.offerRecord ?? t.offerRecord, { title: spec.label(offerRow) })}</p>
        )}
      </div>
      <button type="button" className="btn btn-sm btn-primary" onClick={() => void take(offered)}>
        {t.restore}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => discard(offered)}>
        {t.discard}
      </button>
    </div>
  ) : null;

  return { offer, settle, saved, currentKey };
}
