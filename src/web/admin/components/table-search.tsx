import { useEffect, useId, useRef, useState } from 'react';
import { adminMessages } from '../../../shared/messages/admin';
import type { TableControl } from '../hooks/use-table-url';

const t = adminMessages.table;
/** How long typing pauses before the table looks again: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of a table: it looks as soon as typing pauses (Enter looks at once). What is typed
 * stays as typed while the table loads; Back or a link that changes the search fills it anew.
 */
export function TableSearch({ table, label }: { table: TableControl; /** The landmark's name. */ label: string }) {
  const id = useId();
  const current = table.state.q;
  const [text, setText] = useState(current);
  // The last search this box asked for: an address that says otherwise changed from outside.
  const asked = useRef(current);
  const { search } = table;

  useEffect(() => {
    if (current !== asked.current) {
      asked.current = current;
      setText(current);
    }
  }, [current]);

  useEffect(() => {
    if (text === asked.current) return;
    const timer = window.setTimeout(() => {
      asked.current = text;
      search(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search]);

  return (
    <form
      role="search"
      aria-label={label}
      className="admin-table-search"
      onSubmit={(event) => {
        event.preventDefault();
        asked.current = text;
        search(text);
      }}
    >
      <label htmlFor={id} className="form-label small mb-1">
        {t.search}
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        placeholder={t.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
