import type { RevisionKind } from '../../../shared/record-kinds';
import { messageSchema } from '../../../shared/schemas';
import {
  autosaveAnswerSchema,
  autosaveListSchema,
  autosaveSavedSchema,
  type AutosaveData,
} from '../../../shared/schemas/revision';

import { call } from './call';

/**
 * The admin's autosave slots. A lost session does not interrupt typing with a login: these calls
 * read a 401 themselves, and the copy kept in the browser holds the values until the next save.
 */
export const autosave = {
  list: (kind: RevisionKind) => call('GET', `/autosave/${kind}`, autosaveListSchema, { keep401: true }),
  get: (kind: RevisionKind, key: string) =>
    call('GET', `/autosave/${kind}/${encodeURIComponent(key)}`, autosaveAnswerSchema, { keep401: true }),
  put: (kind: RevisionKind, key: string, data: AutosaveData) =>
    call('PUT', `/autosave/${kind}/${encodeURIComponent(key)}`, autosaveSavedSchema, {
      json: { data },
      keep401: true,
    }),
  discard: (kind: RevisionKind, key: string) =>
    call('DELETE', `/autosave/${kind}/${encodeURIComponent(key)}`, messageSchema, { keep401: true }),
};
