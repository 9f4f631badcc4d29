import { useId } from 'react';
import type { CategoryRecord } from '../../../shared/schemas';

interface Props {
  label: string;
  categories: readonly CategoryRecord[];
  value: number | string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A labelled list of a set's categories (choose which to show, or where a document moves). */
export function CategorySelect({ label, categories, value, onChange, disabled }: Props) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {categories.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}
