import type { RevisionKind } from '../../../shared/record-kinds';

import type { Autosave, AutosaveData } from '../../../shared/schemas/revision';

/**
 * The browser's copy of each autosave slot (localStorage), written with every autosave: it keeps the
 * values when the network or the session is gone, and when the tab closes before the server has them.
 * Keyed by admin, kind and slot, as the server's slots are.
 */
const PREFIX = 'p3m-autosave';

const storageKey = (adminId: number, kind: RevisionKind, key: string) => `${PREFIX}:${adminId}:${kind}:${key}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled by the browser's settings: the server's slot still works.
    return null;
  }
}

function parse(text: string | null): Autosave | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Autosave> | null;
    if (!value || typeof value.savedAt !== 'string' || typeof value.data !== 'object' || value.data === null) {
      return null;
    }
    return { data: value.data, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

/** Every local copy of the admin's slots of a kind, by slot key. */
export function readLocalCopies(adminId: number, kind: RevisionKind): Map<string, Autosave> {
  const copies = new Map<string, Autosave>();
  const store = storage();
  if (!store) return copies;
  const prefix = storageKey(adminId, kind, '');
  for (let index = 0; index < store.length; index += 1) {
    const name = store.key(index);
    if (!name?.startsWith(prefix)) continue;
    const copy = parse(store.getItem(name));
    if (copy) copies.set(name.slice(prefix.length), copy);
  }
  return copies;
}

export function writeLocalCopy(adminId: number, kind: RevisionKind, key: string, data: AutosaveData, savedAt: string) {
  try {
    storage()?.setItem(storageKey(adminId, kind, key), JSON.stringify({ data, savedAt }));
  } catch {
    // Full storage (a very long article): the server's slot still holds it.
  }
}

export function removeLocalCopy(adminId: number, kind: RevisionKind, key: string): void {
  storage()?.removeItem(storageKey(adminId, kind, key));
}
