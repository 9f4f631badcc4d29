import type { z } from 'zod';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { profileFieldsSchema, type ProfileRecord } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { imageUrl } from '../lib/image-url';
import { validate } from '../lib/validate';
import type { RecordKind } from '../records/record-kind';
import { both, IMAGE_DELETE_TEXTS } from '../records/record-texts';

const EMPTY = { alt: '' };
const a = adminMessages;

/** Struktur Organisasi: upload an image (file required, alt optional) and delete from the list; no Edit. */
export const ORG_CHART_KIND: RecordKind<ProfileRecord, typeof EMPTY, z.output<typeof profileFieldsSchema>> = {
  unsavedKey: 'org-chart',
  empty: EMPTY,
  image: { field: 'image', label: a.field.image, hint: both(a.hint.image), required: true },
  fields: ['image', { name: 'alt', label: a.field.alt, hint: a.hint.altDefault }],
  validate: (values) => validate(profileFieldsSchema, { alt: values.alt, type: 'struktur_organisasi' }),
  save: ({ data, image, onProgress }) => {
    const body = new FormData();
    body.set('alt', data.alt);
    body.set('type', data.type);
    if (image) body.set('image', image);
    return api.orgChart.add(body, onProgress);
  },
  remove: (row) => api.orgChart.remove(row.id),
  columns: [
    {
      header: a.column.image,
      cell: (row) => <img src={imageUrl(row.image) ?? ''} alt={row.alt} loading="lazy" className="admin-thumb" />,
    },
    { header: a.column.alt, cell: (row) => row.alt },
  ],
  texts: {
    heading: both(a.section.uploadImage),
    submit: { add: a.action.upload },
    list: a.section.imageList,
    saved: both(a.success.imageUploaded),
    saveFailed: both(messages.adminError.upload),
    ...IMAGE_DELETE_TEXTS,
  },
};
