import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorText } from '../../lib/api-client';
import type { NoticeValue } from '../components/notice';

/** A shared zod schema read as a form: its input is what the inputs hold, its output what is sent. */
export type FormSchema<V extends FieldValues, D> = z.ZodType<D, V>;

/** A save: sends the checked data and says what went well (null: nothing to say, e.g. login leaves). */
export type SaveAction<D> = (data: D) => Promise<string | null>;

export interface SchemaForm<V extends FieldValues, D> {
  methods: UseFormReturn<V, unknown, D>;
  notice: NoticeValue | null;
  setNotice: (notice: NoticeValue | null) => void;
  /** The form's submit handler: checks with the schema, then saves; a failure keeps what was typed. */
  submitWith: (save: SaveAction<D>, failureText: string) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * react-hook-form with the zod resolver: the shared schema gives the Indonesian message of each field
 * before anything is sent. The server runs the same schema and still decides: its `fieldErrors` land
 * on the same inputs (setError) and its message goes above the form.
 */
export function useSchemaForm<V extends FieldValues, D>(schema: FormSchema<V, D>, defaultValues: V): SchemaForm<V, D> {
  // The schema may change between renders (an edited slide keeps its image); the resolver is read per render.
  const methods = useForm<V, unknown, D>({
    resolver: zodResolver(schema),
    // Complete values are a valid start (react-hook-form types them as a deep partial of V).
    defaultValues: defaultValues as DefaultValues<V>,
  });
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const submitWith = (save: SaveAction<D>, failureText: string) =>
    methods.handleSubmit(async (data) => {
      setNotice(null);
      try {
        const text = await save(data);
        if (text !== null) setNotice({ variant: 'success', text });
      } catch (error) {
        if (error instanceof ApiError) showRefusal(methods, error.fieldErrors);
        setNotice({ variant: 'danger', text: errorText(error, failureText) });
      }
    });

  return { methods, notice, setNotice, submitWith };
}

/** The server's message per field, under the input of the same name; the first refused input gets focus. */
function showRefusal<V extends FieldValues, D>(
  methods: UseFormReturn<V, unknown, D>,
  fieldErrors: Record<string, string>,
) {
  Object.entries(fieldErrors).forEach(([name, message], index) => {
    // `_` is the whole form's problem (see shared/schemas/field-errors.ts); the message above says it.
    const path = name === '_' ? 'root.server' : (name as Path<V>);
    methods.setError(path, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}
