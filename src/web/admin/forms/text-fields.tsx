import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { withHttpsScheme } from '../../../shared/urls';
import { FieldError, FieldShell } from '../components/field';

/** One text input of a form, described as data. */
export interface TextFieldSpec<V> {
  name: keyof V & string;
  label: string;
  /** `checkbox`: a switch whose value is true or false (a site setting). */
  type?: 'text' | 'url' | 'email' | 'password' | 'number' | 'tel' | 'date' | 'datetime-local' | 'checkbox';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  /** The keyboard a phone shows (`numeric` for a code of digits). */
  inputMode?: 'numeric' | 'text';
  /** A fixed hint, or one computed from what is typed (the video embed link). */
  hint?: ReactNode | ((value: string) => ReactNode);
}

/** The text inputs of the form around them (react-hook-form context), each with label, hint and message. */
export function TextFields<V>({ specs }: { specs: readonly TextFieldSpec<V>[] }) {
  return specs.map((spec) => <TextInput key={spec.name} spec={spec} />);
}

export function TextInput<V>({ spec }: { spec: TextFieldSpec<V> }) {
  if (spec.type === 'checkbox') return <CheckboxInput spec={spec} />;
  return <TypedInput spec={spec} />;
}

function TypedInput<V>({ spec }: { spec: TextFieldSpec<V> }) {
  const { register, formState } = useFormContext();
  const { name, label, type = 'text', multiline, required, autoComplete, inputMode, hint } = spec;
  const error = formState.errors[name]?.message;
  const shown = typeof hint === 'function' ? <WatchedHint name={name} hint={hint} /> : hint;
  return (
    <FieldShell
      label={label}
      error={typeof error === 'string' ? error : undefined}
      hint={
        type === 'url' ? (
          <>
            {shown}
            <SchemeNote name={name} />
          </>
        ) : (
          shown
        )
      }
    >
      {({ id, describedBy, invalid }) => {
        const common = {
          ...register(name),
          id,
          required,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          className: `form-control${invalid ? ' is-invalid' : ''}`,
        };
        return multiline ? (
          <textarea {...common} rows={3} />
        ) : (
          <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
        );
      }}
    </FieldShell>
  );
}

/** A checkbox with its label beside it, its hint and its message. */
function CheckboxInput<V>({ spec }: { spec: TextFieldSpec<V> }) {
  const { register, formState } = useFormContext();
  const id = useId();
  const { name, label, hint } = spec;
  const error = formState.errors[name]?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = typeof error === 'string' ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-check mb-3">
      <input
        {...register(name)}
        id={id}
        type="checkbox"
        className={`form-check-input${errorId ? ' is-invalid' : ''}`}
        aria-describedby={describedBy}
        aria-invalid={errorId ? true : undefined}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      {hint && typeof hint !== 'function' && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={errorId} error={typeof error === 'string' ? error : undefined} />
    </div>
  );
}

/** A hint that follows the input; only it re-renders while the admin types. */
function WatchedHint({ name, hint }: { name: string; hint: (value: string) => ReactNode }) {
  const value: unknown = useWatch({ name });
  return hint(typeof value === 'string' ? value : '');
}

/** Under a link input: says that `https://` will be added to what was typed without it (the shared schema adds it). */
function SchemeNote({ name }: { name: string }) {
  const value: unknown = useWatch({ name });
  if (typeof value !== 'string') return null;
  const link = withHttpsScheme(value);
  if (link === value.trim()) return null;
  return <span className="d-block text-break">{format(adminMessages.hint.httpsAdded, { url: link })}</span>;
}
