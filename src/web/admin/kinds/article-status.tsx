import { ARTICLE_TYPES, type ArticleType } from '../../../shared/constants/content';
import type { PublicationState } from '../../../shared/constants/publishing';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { publicationState } from '../../../shared/publishing';
import type { AdminArticle } from '../../../shared/schemas';
import { PUBLICATION_STATES } from '../../../shared/schemas/table';
import { formatLongDateTime } from '../../../shared/text-rules';
import { LabelledSelect } from '../components/labelled-select';
import type { TableControl } from '../hooks/use-table-url';
import { ALL_CATEGORIES, articleCategoryShown, articleFilters } from '../screens/table-keys';
import { articleTypeLabel } from './article-move';

const p = adminMessages.publication;
const c = adminMessages.articleCategory;
const BADGE: Record<PublicationState, string> = {
  draft: 'text-bg-secondary',
  scheduled: 'text-bg-warning',
  published: 'text-bg-success',
};

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

/** Which articles the table shows: all (empty value), or those of one state. */
export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <LabelledSelect
      inline
      label={p.filter}
      value={value}
      onChange={onChange}
      options={[{ value: '', label: p.all }, ...PUBLICATION_STATES.map((state) => ({ value: state, label: p[state] }))]}
    />
  );
}

/**
 * The article table's filters, in the address: a status, and the type shown (the screen's own by
 * default, which leaves the address without one; another; or every type).
 */
export function ArticleFilters({ table, articleType }: { table: TableControl; articleType: ArticleType }) {
  return (
    <>
      <StatusFilter
        value={articleFilters(table.state, articleType)['status'] ?? ''}
        onChange={(value) => table.filter('status', value)}
      />
      <LabelledSelect
        inline
        label={c.filter}
        value={articleCategoryShown(table.state, articleType)}
        onChange={(value) => table.filter('category', value === articleType ? '' : value)}
        options={[
          ...ARTICLE_TYPES.map((type) => ({ value: type, label: articleTypeLabel(type) })),
          { value: ALL_CATEGORIES, label: c.all },
        ]}
      />
    </>
  );
}
