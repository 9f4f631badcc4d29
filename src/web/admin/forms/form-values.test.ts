import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formValues } from './form-values';

const schema = z.object({
  title: z.string().trim().min(1),
  link: z.string().url().optional(),
  alt: z
    .string()
    .optional()
    .transform((alt) => alt ?? ''),
  kind: z.enum(['struktur_organisasi', 'lainnya']).default('struktur_organisasi'),
  image: z.instanceof(File).nullable(),
});

describe('formValues', () => {
  it('starts every text field empty, leaves a defaulted choice to the schema, and takes the kind’s own values', () => {
    const values = formValues(schema, undefined, { image: null });
    expect(values).toEqual({ title: '', link: '', alt: '', image: null });
    expect(schema.parse({ ...values, title: 'Bagan', link: 'https://p3m.example/x' }).kind).toBe('struktur_organisasi');
  });

  it('takes every text the record holds, and the kind’s own values over them', () => {
    const row = { id: 3, title: 'Bagan', link: 'https://p3m.example/x', alt: 'Bagan P3M', kind: 'lainnya', extra: 1 };
    expect(formValues(schema, row, { image: null, alt: 'Lain' })).toEqual({
      title: 'Bagan',
      link: 'https://p3m.example/x',
      alt: 'Lain',
      kind: 'lainnya',
      image: null,
    });
  });
});
