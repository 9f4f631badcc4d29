import { useId } from 'react';
import type { PublicationState } from '../../../shared/constants';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { publicationState } from '../../../shared/publishing';
import type { AdminArticle } from '../../../shared/schemas';
import { formatLongDateTime } from '../../../shared/text-rules';

const p = adminMessages.publication;
const STATES: readonly PublicationState[] = ['draft', 'scheduled', 'published'];
const BADGE: Record<PublicationState, string> = {
  draft: 'text-bg-secondary',
  scheduled: 'text-bg-warning',
  published: 'text-bg-success',
};

export type StatusFilterValue = PublicationState | 'all';

/** "Draf", "Terjadwal" (with its moment in WIB) or "Terbit": where an article stands now. */
export function StatusCell({ row, now }: { row: AdminArticle; now: number }) {
  const state = publicationState(row, now);
  return (
    <>
      <span className={`badge ${BADGE[state]}`}>{p[state]}</span>
      {state === 'scheduled' && (
        <div className="small text-body-secondary">
          {format(p.scheduledFor, { date: formatLongDateTime(row.published_date) })}
        </div>
      )}
    </>
  );
}

/** The rows a filter keeps, as they stand at `now`. */
export function filterByState(rows: readonly AdminArticle[], filter: StatusFilterValue, now: number) {
  return filter === 'all' ? rows : rows.filter((row) => publicationState(row, now) === filter);
}

/** Which articles the table shows: all, or those of one state. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2 mb-3">
      <label htmlFor={id} className="form-label mb-0">
        {p.filter}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value as StatusFilterValue)}
      >
        <option value="all">{p.all}</option>
        {STATES.map((state) => (
          <option key={state} value={state}>
            {p[state]}
          </option>
        ))}
      </select>
    </div>
  );
}
