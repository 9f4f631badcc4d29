import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../shared/messages';

interface SearchFormProps {
  /** Page the term is sent to as `?q=` (the page number starts again at 1). */
  action: string;
  placeholder: string;
  defaultValue?: string;
  className?: string;
  compact?: boolean;
}

/**
 * A labelled GET search form: it works without script; with script a blank term (after trimming)
 * does nothing (SPEC §2) and a search navigates without reloading the page.
 */
export function SearchForm({ action, placeholder, defaultValue = '', className, compact = false }: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!term) return;
    void navigate(`${action}?q=${encodeURIComponent(term)}`);
  };
  return (
    <form role="search" action={action} method="get" onSubmit={onSubmit} className={className}>
      <label htmlFor={id} className="visually-hidden">
        {messages.site.searchLabel}
      </label>
      <div className={`input-group${compact ? ' input-group-sm' : ''}`}>
        <input
          id={id}
          key={defaultValue}
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
