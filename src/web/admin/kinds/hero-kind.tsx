import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { heroFieldsSchema, type HeroRecord } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { toFormData } from '../forms/form-data';
import { formValues } from '../forms/form-values';
import { optionalImage, requiredImage } from '../forms/image-file';
import { imageUrl } from '../lib/image-url';
import { Thumbnail } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { both, IMAGE_DELETE_TEXTS, namedTexts } from '../records/record-texts';

// A new slide needs its image; an edited one keeps the old image unless a new one is chosen.
const addSchema = heroFieldsSchema.extend({ image: requiredImage });
const editSchema = heroFieldsSchema.extend({ image: optionalImage });
type HeroValues = z.input<typeof editSchema>;
const a = adminMessages;

/**
 * Slide Beranda: the home page's hero slides: the image with its alternative text, the title and the
 * line under it shown on the slide (both optional: the centre's name and tagline by default), order.
 */
export const HERO_KIND: RecordKind<HeroRecord, HeroValues, z.output<typeof editSchema>> = {
  unsavedKey: 'hero',
  addressName: 'hero_slide',
  read: api.hero.get,
  schema: addSchema,
  editSchema,
  // An empty order puts a new slide after the others.
  empty: formValues(editSchema, undefined, { image: null }),
  toValues: (row) => formValues(editSchema, row, { position: String(row.position), image: null }),
  image: { field: 'image', label: a.field.image, hint: both(a.hint.image), current: (row) => row.image },
  fields: [
    'image',
    { name: 'alt', label: a.field.alt, hint: a.hint.slideAlt },
    { name: 'title', label: a.field.slideTitle, hint: a.hint.slideTitle },
    { name: 'subtitle', label: a.field.slideSubtitle },
    { name: 'position', label: a.field.position, type: 'number', hint: a.hint.position },
  ],
  save: (data, { editingId, onProgress }) => {
    const body = toFormData(data);
    return editingId !== null ? api.hero.update(editingId, body, onProgress) : api.hero.add(body, onProgress);
  },
  remove: (row) => api.hero.remove(row.id),
  restore: (row) => api.trash.restore('hero_slide', row.id),
  table: 'hero',
  reorder: { order: api.hero.order, reorder: api.hero.reorder, name: (row) => row.title || row.alt || a.noun.slide },
  columns: [
    { header: a.column.image, cell: (row) => <Thumbnail src={imageUrl(row.image) ?? ''} /> },
    { header: a.column.title, cell: (row) => row.title, sort: 'title' },
    { header: a.column.subtitle, cell: (row) => row.subtitle },
    { header: a.column.alt, cell: (row) => row.alt },
    { header: a.column.position, cell: (row) => row.position, sort: 'position' },
  ],
  nameOf: (row) => row.title || row.alt,
  texts: {
    ...IMAGE_DELETE_TEXTS,
    ...namedTexts(a.noun.slide),
    saveFailed: { add: messages.adminError.upload, edit: messages.adminError.update },
  },
};
