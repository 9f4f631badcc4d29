import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { profileFieldsSchema, type ProfileRecord } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { toFormData } from '../forms/form-data';
import { formValues } from '../forms/form-values';
import { imageUrl } from '../lib/image-url';
import { requiredImage } from '../forms/image-file';
import type { RecordKind } from '../records/record-kind';
import { both, IMAGE_DELETE_TEXTS } from '../records/record-texts';

/** The upload form: the shared fields (alt falls back to its default, type is the chart's) and the file. */
const schema = profileFieldsSchema.extend({ image: requiredImage });
const a = adminMessages;

/** Struktur Organisasi: upload an image (file required, alt optional) and delete from the list; no Edit. */
export const ORG_CHART_KIND: RecordKind<ProfileRecord, z.input<typeof schema>, z.output<typeof schema>> = {
  unsavedKey: 'org-chart',
  schema,
  empty: formValues(schema, undefined, { image: null }),
  image: { field: 'image', label: a.field.image, hint: both(a.hint.image) },
  fields: ['image', { name: 'alt', label: a.field.alt, hint: a.hint.altDefault }],
  save: (data, { onProgress }) => api.orgChart.add(toFormData(data), onProgress),
  remove: (row) => api.orgChart.remove(row.id),
  table: 'profile',
  columns: [
    {
      header: a.column.image,
      cell: (row) => <img src={imageUrl(row.image) ?? ''} alt={row.alt} loading="lazy" className="admin-thumb" />,
    },
    { header: a.column.alt, cell: (row) => row.alt, sort: 'alt' },
  ],
  nameOf: (row) => row.alt,
  texts: {
    heading: both(a.section.uploadImage),
    submit: { add: a.action.upload },
    list: a.section.imageList,
    saved: both(a.success.imageUploaded),
    saveFailed: both(messages.adminError.upload),
    ...IMAGE_DELETE_TEXTS,
  },
};
