import type { TrashKind } from '../../../shared/record-kinds';

import { messageSchema, trashItemSchema } from '../../../shared/schemas';
import { call, tablePage } from './call';

/** Sampah: what the deletes above moved there, restored (Urungkan, Pulihkan) or deleted for good. */
export const trash = {
  table: (query: string) => tablePage('/trash', trashItemSchema, query),
  restore: (kind: TrashKind, id: number) => call('POST', `/trash/${kind}/${id}/restore`, messageSchema),
  remove: (kind: TrashKind, id: number) => call('DELETE', `/trash/${kind}/${id}`, messageSchema),
};
