import type { RevisionKind } from '../../shared/record-kinds';
import { findRevisionedRecord, revisionsRepo, type Db, type ListPage } from '../../db/index';

import type { Revision, RevisionSummary } from '../../shared/schemas/revision';
import { NotFoundError } from './errors';
import { revisionRecord, revisionSummaryRecord } from './records/revision';

/** The history of a record, newest first; 404 when the record does not exist. */
export async function listRevisions(
  db: Db,
  kind: RevisionKind,
  recordId: number,
  page: ListPage,
): Promise<RevisionSummary[]> {
  if (!(await findRevisionedRecord(db, kind, recordId))) throw new NotFoundError();
  return (await revisionsRepo.listRevisions(db, kind, recordId, page)).map(revisionSummaryRecord.toRecord);
}

/** One revision of that record: another record's revision is not found here. */
export async function getRevision(db: Db, kind: RevisionKind, recordId: number, revisionId: number): Promise<Revision> {
  const row = await revisionsRepo.findRevision(db, kind, recordId, revisionId);
  if (!row) throw new NotFoundError();
  return revisionRecord.toRecord(row);
}
