import type { ReactNode } from 'react';
import { format, messages } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import { pageItems } from '../../shared/pagination';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** Links (crawlable, work without script) when given; otherwise buttons calling onChange. */
  hrefFor?: (page: number) => string;
  onChange?: (page: number) => void;
  /** Hide when everything fits on one page (the admin tables' rule). */
  hideSinglePage?: boolean;
  label?: string;
}

/** Previous, numbered pages and next; previous/next are disabled at the ends (SPEC §4). */
export function Pagination({ page, totalPages, hrefFor, onChange, hideSinglePage = false, label }: PaginationProps) {
  if (totalPages < 1 || (hideSinglePage && totalPages <= 1)) return null;

  const item = (
    target: number,
    content: ReactNode,
    options: { disabled?: boolean; current?: boolean; name?: string },
  ) => {
    const { disabled = false, current = false, name } = options;
    const className = `page-item${disabled ? ' disabled' : ''}${current ? ' active' : ''}`;
    if (disabled || current) {
      return (
        <li className={className} key={name ?? target}>
          <span className="page-link" aria-current={current ? 'page' : undefined} aria-disabled={disabled || undefined}>
            {content}
          </span>
        </li>
      );
    }
    const ariaLabel = name ? undefined : format(siteMessages.pagination.page, { page: target });
    return (
      <li className={className} key={name ?? target}>
        {hrefFor ? (
          <a className="page-link" href={hrefFor(target)} aria-label={ariaLabel}>
            {content}
          </a>
        ) : (
          <button type="button" className="page-link" onClick={() => onChange?.(target)} aria-label={ariaLabel}>
            {content}
          </button>
        )}
      </li>
    );
  };

  return (
    <nav aria-label={label ?? siteMessages.pagination.label} className="d-flex justify-content-center mt-4">
      <ul className="pagination flex-wrap">
        {item(
          page - 1,
          <>
            <span aria-hidden="true">&laquo;</span> {messages.common.previous}
          </>,
          {
            disabled: page <= 1,
            name: 'previous',
          },
        )}
        {pageItems(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li className="page-item disabled" key={`gap-${index}`} aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            item(entry, entry, { current: entry === page })
          ),
        )}
        {item(
          page + 1,
          <>
            {messages.common.next} <span aria-hidden="true">&raquo;</span>
          </>,
          {
            disabled: page >= totalPages,
            name: 'next',
          },
        )}
      </ul>
    </nav>
  );
}
