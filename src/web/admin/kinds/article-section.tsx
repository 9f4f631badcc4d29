import { useMemo } from 'react';
import type { z } from 'zod';
import type { ArticleType } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { articleFieldsSchema, type ArticleRecord } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { toFormData } from '../forms/form-data';
import { blankValues, pickValues } from '../forms/form-values';
import { optionalImage } from '../forms/image-file';
import { RichTextField } from '../forms/rich-text-field';
import { imageUrl } from '../lib/image-url';
import { Thumbnail } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { RecordSection } from '../records/record-section';

/** The shared article fields plus the thumbnail; on edit a new file replaces the old one. */
const schema = articleFieldsSchema.extend({ thumbnail: optionalImage });
const TEXT_FIELDS = articleFieldsSchema.keyof().options;
type ArticleValues = z.input<typeof schema>;
const a = adminMessages;
const failure = messages.adminError;

/** Article screens: title, author, thumbnail, rich-text content, and the table of one article type. */
function articleKind(articleType: ArticleType): RecordKind<ArticleRecord, ArticleValues, z.output<typeof schema>> {
  return {
    unsavedKey: `article:${articleType}`,
    schema,
    empty: { ...blankValues(TEXT_FIELDS), thumbnail: null },
    toValues: (row) => ({ ...pickValues(row, TEXT_FIELDS), thumbnail: null }),
    image: {
      field: 'thumbnail',
      label: a.field.thumbnail,
      hint: { add: a.hint.thumbnail, edit: a.hint.thumbnailReplace },
      current: (row) => row.thumbnail,
    },
    fields: [
      { name: 'title', label: a.field.title, required: true },
      { name: 'author', label: a.field.author, required: true },
      'image',
      { render: () => <RichTextField name="content" label={a.field.content} /> },
    ],
    save: (data, { editingId, onProgress }) =>
      editingId !== null
        ? api.articles.update(editingId, toFormData(data), onProgress)
        : api.articles.add(toFormData({ ...data, category: articleType }), onProgress),
    remove: (row) => api.articles.remove(row.id),
    columns: [
      {
        header: a.column.thumbnail,
        cell: (row) => {
          const src = imageUrl(row.thumbnail);
          return src ? <Thumbnail src={src} /> : null;
        },
      },
      { header: a.column.title, cell: (row) => row.title },
      { header: a.column.author, cell: (row) => row.author },
    ],
    texts: {
      heading: { add: a.section.addArticle, edit: a.section.editArticle },
      submit: { add: a.action.addArticle, edit: a.action.updateArticle },
      list: a.section.articleList,
      saved: { add: a.success.articleCreated, edit: a.success.articleUpdated },
      saveFailed: { add: failure.createArticle, edit: failure.updateArticle },
      deleteQuestion: messages.confirm.deleteArticle,
      deleted: a.success.articleDeleted,
      deleteFailed: failure.deleteArticle,
    },
  };
}

/** Loaded on its own (see section-view): the editor is the heaviest part of the back office. */
export default function ArticleSection({ articleType, rows }: { articleType: ArticleType; rows: ArticleRecord[] }) {
  const kind = useMemo(() => articleKind(articleType), [articleType]);
  return <RecordSection kind={kind} rows={rows} />;
}
