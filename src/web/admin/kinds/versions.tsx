import type { StableLinkKind } from '../../../shared/record-kinds';
import { useFormContext } from 'react-hook-form';
import { adminMessages } from '../../../shared/messages/admin';
import { supersessionContext, supersessionProblem } from '../../../shared/schemas/supersession';
import { stableLinkPath } from '../../../shared/stable-links';
import { currentVersionOf } from '../../../shared/versions';
import { FieldShell } from '../components/field';

/** A record of the list a successor is chosen from. */
export interface VersionedRecord {
  id: number;
  title: string;
  superseded_by: number | null;
}

const t = adminMessages.versions;

/**
 * "Diganti oleh": the records of the same list (file type, document set) that may replace this one.
 * The shared rule decides which are offered (not the record itself, nor one of its own successors) and
 * checks the choice again on submit, as the server does.
 */
export function SupersededBySelect({
  records,
  editingId,
}: {
  records: readonly VersionedRecord[];
  editingId: number | null;
}) {
  const { register, formState } = useFormContext();
  const context = supersessionContext(records, editingId);
  const options = records.filter((record) => supersessionProblem(context, record.id) === null);
  const error = formState.errors.superseded_by?.message;
  return (
    <FieldShell label={t.supersededBy} hint={t.hint} error={typeof error === 'string' ? error : undefined}>
      {({ id, describedBy, invalid }) => (
        <select
          {...register('superseded_by')}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`form-select${invalid ? ' is-invalid' : ''}`}
        >
          <option value="">{t.none}</option>
          {options.map((record) => (
            <option key={record.id} value={String(record.id)}>
              {record.title}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The form's value of a stored successor: its id as the select holds it, or none. */
export function successorValue(successor: number | undefined): string {
  return successor === undefined ? '' : String(successor);
}

/** The records of a list that were replaced by a live record of it ("Sudah diganti" in the table). */
export function replacedIds(records: readonly VersionedRecord[]): ReadonlySet<number> {
  const successors = new Map(records.map((record) => [record.id, record.superseded_by]));
  return new Set(
    records.filter((record) => currentVersionOf(successors, record.id) !== null).map((record) => record.id),
  );
}

/** A table's title cell: the title, and "Sudah diganti" for an old version. */
export function VersionTitle({ title, replaced }: { title: string; replaced: boolean }) {
  return (
    <>
      {title}
      {replaced && <span className="badge text-bg-secondary ms-2">{t.replaced}</span>}
    </>
  );
}

/** The stable link (`/d/…`) staff share: it keeps leading to the record's file when the file is replaced. */
export function StableLinkCell({ kind, id, title }: { kind: StableLinkKind; id: number; title: string }) {
  const path = stableLinkPath(kind, id, title);
  return (
    <a href={path} target="_blank" rel="noopener noreferrer" className="text-break">
      {path}
    </a>
  );
}
