import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { foreignMessages, isCatalogueMessage, looksEnglish } from '../../../tests/helpers/indonesian-messages';
import { DOCUMENT_COLLECTION_KEYS } from '../constants/content';
import * as schemas from './index';
import * as passwordSchemas from './password';

/** Bad values of every kind: missing, wrong type, too small, not an integer, too long, no URL, no option. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  true,
  42,
  -1,
  1.5,
  2 ** 40,
  '',
  '   ',
  '-1',
  '1.5',
  'abc',
  'bukan url',
  'javascript:alert(1)',
  'ftp://contoh.id/berkas',
  'x'.repeat(3000),
  'x'.repeat(600_000),
  {},
  { a: 1 },
  [],
  ['a'],
];

/** Every zod schema the shared module exports (forms, API bodies, queries, params and answers), by name. */
function exportedSchemas(): [string, z.ZodType][] {
  const found = Object.entries({ ...schemas, ...passwordSchemas } as Record<string, unknown>).flatMap(
    ([name, value]): [string, z.ZodType][] => (value instanceof z.ZodType ? [[name, value]] : []),
  );
  const built: [string, z.ZodType][] = [
    ...DOCUMENT_COLLECTION_KEYS.map((collection): [string, z.ZodType] => [
      `documentInputSchema(${collection})`,
      schemas.documentInputSchema(collection),
    ]),
    ['listPageQuerySchema(50)', schemas.listPageQuerySchema(50)],
    ['requiredText', schemas.requiredText('Judul')],
    ['httpUrl', schemas.httpUrl('URL')],
    ['siteSettingsSchema.partial()', schemas.siteSettingsSchema.partial()],
    ['fileFieldsSchema.partial()', schemas.fileFieldsSchema.partial()],
    ['videoFieldsSchema.partial()', schemas.videoFieldsSchema.partial()],
    ['articleFieldsSchema.partial()', schemas.articleFieldsSchema.partial()],
  ];
  return [...found, ...built];
}

/** The fields of an object schema, also behind a transform or refinement (`.refine`, `.transform`). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  return null;
}

/** Every message the schema answers for each bad value, field by field and as a whole. */
function messagesFor(schema: z.ZodType): string[] {
  const inputs: unknown[] = [...BAD_VALUES];
  const shape = shapeOf(schema);
  if (shape) {
    for (const key of Object.keys(shape)) {
      for (const bad of BAD_VALUES) inputs.push({ [key]: bad });
    }
    inputs.push(Object.fromEntries(Object.keys(shape).map((key) => [key, 'x'.repeat(3000)])));
  }
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

describe('Indonesian validation messages', () => {
  it('gives the two messages staff met in Indonesian: slide order "-1" and "1.5"', () => {
    for (const position of ['-1', '1.5', 'satu']) {
      const result = schemas.heroUpdateSchema.safeParse({ position });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Urutan harus bilangan bulat dari 0 sampai 1000.',
      ]);
    }
  });

  it('says what went wrong, in Indonesian, for a rule without a message of its own', () => {
    const plain = z
      .object({
        text: z.string(),
        count: z.number().int().min(0).max(10),
        kind: z.enum(['draft', 'published']),
        link: z.url(),
        email: z.email(),
        tags: z.array(z.string()).max(1),
      })
      .strict();
    const said = (input: unknown) =>
      Object.fromEntries(
        (plain.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
      );
    expect(said({ count: 1.5, kind: 'arsip', link: 'bukan', email: 'bukan', tags: ['a', 'b'], extra: 1 })).toEqual({
      text: 'Wajib diisi.',
      count: 'Harus berupa bilangan bulat (tanpa koma).',
      kind: 'Pilihan tidak dikenal. Pilih salah satu dari: draft, published.',
      link: 'Harus berupa URL yang valid (http atau https).',
      email: 'Harus berupa alamat e-mail yang valid.',
      tags: 'Maksimal 1 item.',
      '': 'Kolom tidak dikenal: extra.',
    });
    expect(said({ text: 7, count: -1 })).toMatchObject({
      text: 'Harus berupa teks.',
      count: 'Tidak boleh kurang dari 0.',
    });
    expect(said({ count: 11 })).toMatchObject({ count: 'Tidak boleh lebih dari 10.' });
    expect(said(null)).toEqual({ '': 'Harus berupa objek data (JSON).' });
  });

  it('recognises the English messages of the validation library (the check below can fail)', () => {
    const english = z
      .object({ position: z.coerce.number().int().min(0) })
      .safeParse({ position: '-1' }, { error: z.locales.en().localeError });
    const [message] = english.error?.issues.map((issue) => issue.message) ?? [];
    expect(message).toBe('Too small: expected number to be >=0');
    expect(looksEnglish(message!)).toBe(true);
    expect(isCatalogueMessage(message!)).toBe(false);
    expect(foreignMessages(['Invalid input: expected int, received number'])).toHaveLength(1);
  });

  it('walks every shared schema with bad values of each kind and finds only catalogue texts', () => {
    const walked = exportedSchemas();
    // The form and API schemas are among them (a rename must not silently drop one from the walk).
    expect(walked.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'fileCreateSchema',
        'fileFieldsSchema',
        'fileTypeQuerySchema',
        'videoInputSchema',
        'categoryFieldsSchema',
        'articleCreateSchema',
        'articleFieldsSchema',
        'articleListQuerySchema',
        'heroFieldsSchema',
        'heroUpdateSchema',
        'profileFieldsSchema',
        'profileTypeQuerySchema',
        'siteSettingsSchema',
        'loginSchema',
        'changePasswordSchema',
        'idParamsSchema',
      ]),
    );
    for (const [name, schema] of walked) {
      const said = messagesFor(schema);
      expect(said.length, name).toBeGreaterThan(0);
      expect(foreignMessages(said), name).toEqual([]);
    }
  });
});
