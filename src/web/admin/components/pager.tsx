import { pageItems } from '../../../shared/pagination';
import { adminMessages } from '../../../shared/messages/admin';
import { pageCount } from '../lib/pagination';

interface Props {
  total: number;
  page: number;
  onPage: (page: number) => void;
}

const a = adminMessages;

/**
 * Previous, numbered pages, Next; shown only when the table has more than one page (SPEC §2). A long
 * table shows the first, the last and the pages around the current one.
 */
export function Pager({ total, page, onPage }: Props) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const item = (target: number, label: string, disabled: boolean, current = false) => (
    <li key={label} className={`page-item${disabled ? ' disabled' : ''}${current ? ' active' : ''}`}>
      <button
        type="button"
        className="page-link"
        disabled={disabled}
        aria-current={current ? 'page' : undefined}
        onClick={() => onPage(target)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label={a.pagination}>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        {item(page - 1, a.action.previous, page <= 1)}
        {pageItems(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            item(entry, String(entry), false, entry === page)
          ),
        )}
        {item(page + 1, a.action.next, page >= pages)}
      </ul>
    </nav>
  );
}
