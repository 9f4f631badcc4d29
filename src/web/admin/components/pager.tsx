import { adminMessages } from '../../../shared/messages/admin';
import { pageCount } from '../lib/pagination';

interface Props {
  total: number;
  page: number;
  onPage: (page: number) => void;
}

const a = adminMessages;

/** Previous, numbered pages, Next; shown only when the table has more than one page (SPEC §2). */
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
        {Array.from({ length: pages }, (_, i) => item(i + 1, String(i + 1), false, i + 1 === page))}
        {item(page + 1, a.action.next, page >= pages)}
      </ul>
    </nav>
  );
}
