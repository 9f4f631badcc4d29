import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import {
  storedVideoLink,
  toYoutubeEmbed,
  videoFieldsSchema,
  youtubeIdOf,
  type VideoFields,
  type VideoRecord,
} from '../../../shared/schemas';
import { withHttpsScheme } from '../../../shared/urls';
import { api } from '../../lib/api-client';
import { formValues } from '../forms/form-values';
import { ExternalLink, Thumbnail } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { dataTexts } from '../records/record-texts';

const a = adminMessages;

/** Luaran P3M: title and video link; YouTube watch and short links are saved as embed links, others as they are. */
export const VIDEO_KIND: RecordKind<VideoRecord, VideoFields, VideoFields> = {
  unsavedKey: 'video',
  addressName: 'video',
  read: api.videos.get,
  schema: videoFieldsSchema,
  empty: formValues(videoFieldsSchema, undefined, {}),
  toValues: (row) => formValues(videoFieldsSchema, row, {}),
  fields: [
    { name: 'title', label: a.field.title, required: true },
    {
      name: 'link',
      label: a.field.videoLink,
      type: 'url',
      required: true,
      hint: (link) => {
        const embed = toYoutubeEmbed(withHttpsScheme(link));
        return embed ? <span className="text-break">{format(a.hint.embedResult, { link: embed })}</span> : undefined;
      },
    },
  ],
  save: (data, { editingId }) => {
    // SPEC §5: a watch or short link becomes the embed link before saving; other links stay.
    const input = { ...data, link: storedVideoLink(data.link) };
    return editingId !== null ? api.videos.update(editingId, input) : api.videos.add(input);
  },
  remove: (row) => api.videos.remove(row.id),
  restore: (row) => api.trash.restore('video', row.id),
  table: 'video',
  reorder: { order: api.videos.order, reorder: api.videos.reorder, name: (row) => row.title },
  columns: [
    {
      header: a.column.preview,
      cell: (row) => {
        const id = youtubeIdOf(row.link);
        return id ? <Thumbnail src={`https://i.ytimg.com/vi/${id}/mqdefault.jpg`} /> : null;
      },
    },
    { header: a.column.title, cell: (row) => row.title, sort: 'title' },
    { header: a.column.link, cell: (row) => <ExternalLink href={row.link} /> },
  ],
  nameOf: (row) => row.title,
  texts: dataTexts(a.noun.video),
};
