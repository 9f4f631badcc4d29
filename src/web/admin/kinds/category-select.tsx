import type { CategoryRecord } from '../../../shared/schemas';
import { LabelledSelect } from '../components/labelled-select';

interface Props {
  label: string;
  categories: readonly CategoryRecord[];
  value: number | string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A labelled list of a set's categories (choose which to show, or where a document moves). */
export function CategorySelect({ label, categories, value, onChange, disabled = false }: Props) {
  return (
    <LabelledSelect
      label={label}
      value={String(value)}
      options={categories.map((item) => ({ value: String(item.id), label: item.name }))}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
