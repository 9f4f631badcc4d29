import type { ReactNode } from 'react';
import type { FieldErrors } from '../lib/validate';
import { TextField } from './field';

/** One text input of a form, described as data. */
export interface TextFieldSpec<V> {
  name: keyof V & string;
  label: string;
  type?: 'text' | 'url' | 'email' | 'password' | 'number' | 'tel';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  /** A fixed hint, or one computed from what is typed (the video embed link). */
  hint?: ReactNode | ((values: V) => ReactNode);
}

interface Props<V extends Record<string, string>> {
  specs: readonly TextFieldSpec<V>[];
  values: V;
  errors: FieldErrors;
  onChange: (name: keyof V & string, value: string) => void;
}

/** The text inputs of a form, each with its label, hint and message. */
export function TextFields<V extends Record<string, string>>({ specs, values, errors, onChange }: Props<V>) {
  return specs.map((spec) => (
    <SpecField key={spec.name} spec={spec} values={values} errors={errors} onChange={onChange} />
  ));
}

export function SpecField<V extends Record<string, string>>({
  spec,
  values,
  errors,
  onChange,
}: Omit<Props<V>, 'specs'> & { spec: TextFieldSpec<V> }) {
  const { name, hint, ...input } = spec;
  return (
    <TextField
      {...input}
      value={values[name] ?? ''}
      onChange={(value) => onChange(name, value)}
      error={errors[name]}
      hint={typeof hint === 'function' ? hint(values) : hint}
    />
  );
}
