import type { ArticleType } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { articleFieldsSchema, type ArticleFields, type ArticleRecord } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { RichTextEditor } from '../components/rich-text-editor';
import { imageUrl } from '../lib/image-url';
import { validate } from '../lib/validate';
import { Thumbnail } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { RecordSection } from '../records/record-section';

const EMPTY = { title: '', author: '', content: '' };
const a = adminMessages;
const failure = messages.adminError;

/** Article screens: title, author, thumbnail, rich-text content, and the table of one article type. */
function articleKind(articleType: ArticleType): RecordKind<ArticleRecord, typeof EMPTY, ArticleFields> {
  return {
    unsavedKey: `article:${articleType}`,
    empty: EMPTY,
    toValues: (row) => ({ title: row.title, author: row.author, content: row.content }),
    image: {
      field: 'thumbnail',
      label: a.field.thumbnail,
      hint: { add: a.hint.thumbnail, edit: a.hint.thumbnailReplace },
      required: false,
      current: (row) => row.thumbnail,
    },
    fields: [
      { name: 'title', label: a.field.title, required: true },
      { name: 'author', label: a.field.author, required: true },
      'image',
      {
        render: ({ form, image }) => (
          <RichTextEditor
            label={a.field.content}
            value={form.values.content}
            onChange={(html) => form.set('content', html)}
            loadKey={`${form.editingId ?? 'new'}-${image.resetKey}`}
            error={form.errors.content}
          />
        ),
      },
    ],
    validate: (values) => validate(articleFieldsSchema, values),
    save: ({ data, editingId, image, onProgress }) => {
      const body = new FormData();
      body.set('title', data.title);
      body.set('author', data.author);
      body.set('content', data.content);
      if (editingId === null) body.set('category', articleType);
      // On edit a new file replaces the old thumbnail; without one the old stays.
      if (image) body.set('thumbnail', image);
      return editingId !== null ? api.articles.update(editingId, body, onProgress) : api.articles.add(body, onProgress);
    },
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
  return <RecordSection kind={articleKind(articleType)} rows={rows} />;
}
