import { useId } from 'react';
import { messages } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';

interface SearchFormProps {
  /** Page the term is sent to as `?q=` (the page number starts again at 1). */
  action: string;
  placeholder: string;
  defaultValue?: string;
  className?: string;
  compact?: boolean;
}

/**
 * A labelled GET search form: it works without script; the page script (enhance/search.ts) makes a
 * blank term (after trimming) do nothing (SPEC §2).
 */
export function SearchForm({ action, placeholder, defaultValue = '', className, compact = false }: SearchFormProps) {
  const id = useId();
  return (
    <form role="search" action={action} method="get" className={className}>
      <label htmlFor={id} className="visually-hidden">
        {siteMessages.searchLabel}
      </label>
      <div className={`input-group${compact ? ' input-group-sm' : ''}`}>
        <input
          id={id}
          name="q"
          type="search"
          className="form-control"
          placeholder={placeholder}
          defaultValue={defaultValue}
          autoComplete="off"
          maxLength={200}
        />
        <button type="submit" className="btn btn-primary">
          {messages.common.search}
        </button>
      </div>
    </form>
  );
}
