import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  /** The field's name for screen readers (the panel shows no visible label). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the address was refused, shown under the panel; null while there is nothing to say. */
  error: string | null;
  /** Enter, as the panel's first button. */
  onSubmit: () => void;
  /** Escape: the panel closes and the text gets the focus back. */
  onCancel: () => void;
  /** The panel's buttons, beside the field. */
  children: ReactNode;
}

/**
 * The address field of an editor panel under the toolbar ("Link", "Video"): it takes the focus when
 * the panel opens, Enter does what the first button does, Escape closes the panel, and a refused
 * address is marked and explained below.
 */
export function PanelAddressField({ label, placeholder, value, onChange, error, onSubmit, onCancel, children }: Props) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  return (
    <div className="admin-editor-panel d-flex flex-wrap align-items-start gap-2">
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="url"
        className={`form-control form-control-sm w-auto flex-grow-1${error ? ' is-invalid' : ''}`}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      {children}
      {error && (
        <div id={errorId} className="invalid-feedback d-block w-100">
          {error}
        </div>
      )}
    </div>
  );
}
