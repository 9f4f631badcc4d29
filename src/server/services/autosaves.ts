import type { RevisionKind } from '../../shared/record-kinds';
import { autosavesRepo, findRevisionedRecord, nowIso, type Db } from '../../db/index';
import { AUTOSAVE_LIST_MAX } from '../../shared/constants/revisions';

import { messages } from '../../shared/messages';
import {
  AUTOSAVE_NEW_SCOPES,
  type Autosave,
  type AutosaveData,
  type AutosaveSlotSummary,
} from '../../shared/schemas/revision';
import { NotFoundError, ValidationError } from './errors';

/**
 * Autosave slots: an admin's unsaved form values for one record, or for a new record on one screen.
 * They are not content (no revision, no new content version); a save of the record clears the
 * saver's slot in its transaction (db/revisions.ts).
 */
export interface SlotAddress {
  adminId: number;
  kind: RevisionKind;
  /** A record's id, or `new-<scope>` (shared/schemas/revision.ts). */
  key: string;
}

/** The slot of an existing record or of a known scope: anything else is refused, so slots stay bounded. */
async function checkedSlot(db: Db, { adminId, kind, key }: SlotAddress) {
  if (key.startsWith('new-')) {
    if (!AUTOSAVE_NEW_SCOPES[kind].includes(key.slice('new-'.length))) {
      throw new ValidationError(messages.validation.invalidInput);
    }
  } else if (!(await findRevisionedRecord(db, kind, Number(key)))) {
    throw new NotFoundError();
  }
  return { adminId, kind, recordKey: key };
}

export async function readAutosave(db: Db, address: SlotAddress): Promise<Autosave | null> {
  const row = await autosavesRepo.findAutosave(db, await checkedSlot(db, address));
  if (!row) return null;
  return { data: JSON.parse(row.data) as AutosaveData, savedAt: row.saved_at };
}

export async function writeAutosave(db: Db, address: SlotAddress, data: AutosaveData): Promise<{ savedAt: string }> {
  const savedAt = nowIso();
  await autosavesRepo.putAutosave(db, await checkedSlot(db, address), JSON.stringify(data), savedAt);
  return { savedAt };
}

/** Empties the slot (the admin discarded the changes); an empty slot stays empty. */
export async function discardAutosave(db: Db, address: SlotAddress): Promise<void> {
  await autosavesRepo.deleteAutosave(db, { adminId: address.adminId, kind: address.kind, recordKey: address.key });
}

/** Which slots of a kind the admin has (newest first, bounded): a screen offers to restore them. */
export async function listAutosaveSlots(db: Db, adminId: number, kind: RevisionKind): Promise<AutosaveSlotSummary[]> {
  const rows = await autosavesRepo.listAutosaves(db, adminId, kind, AUTOSAVE_LIST_MAX);
  return rows.map((row) => ({ key: row.record_key, savedAt: row.saved_at }));
}
