import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Beside its label, small (a table's filter); otherwise a form row, label above. */
  inline?: boolean;
  className?: string;
}

/**
 * A `<select>` with its label: the one drop-down of the back office (a table's filters, the category
 * selectors, Riwayat's comparison, where an article moves).
 */
export function LabelledSelect({ label, value, options, onChange, disabled, inline = false, className }: Props) {
  const id = useId();
  return (
    <div className={className ?? (inline ? 'd-flex flex-wrap align-items-center gap-2' : 'mb-3')}>
      <label htmlFor={id} className={inline ? 'form-label mb-0 text-nowrap' : 'form-label'}>
        {label}
      </label>
      <select
        id={id}
        className={inline ? 'form-select form-select-sm w-auto mw-100' : 'form-select'}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
