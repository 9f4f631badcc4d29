import { revisionSnapshot, type RevisionRow, type revisionsRepo } from '../../../db/index';
import { revisionSchema, revisionSummarySchema } from '../../../shared/schemas/revision';
import { recordMapping } from './record-mapping';

type SummaryRow = revisionsRepo.RevisionSummaryRow;

const summary = (row: SummaryRow) => ({
  id: row.id,
  recordId: row.record_id,
  title: row.label,
  size: row.byte_size,
  // An account removed later keeps its name in the history (its id is then gone).
  savedBy: row.admin_name === null ? null : { id: row.admin_id, name: row.admin_name },
  createdAt: row.created_at,
});

/** A revision in the history list. */
export const revisionSummaryRecord = recordMapping(revisionSummarySchema, summary);

/** A revision with its saved fields. */
export const revisionRecord = recordMapping(revisionSchema, (row: RevisionRow) => ({
  ...summary(row),
  snapshot: revisionSnapshot(row),
}));
