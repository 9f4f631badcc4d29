import { useMemo, useState } from 'react';
import type { z } from 'zod';
import type { ArticleType } from '../../../shared/constants';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { toWibInputValue } from '../../../shared/publishing';
import { articleFieldsSchema, type AdminArticle } from '../../../shared/schemas';
import { formatLongDateTime } from '../../../shared/text-rules';
import { api } from '../../lib/api-client';
import { toFormData } from '../forms/form-data';
import { blankValues, pickValues } from '../forms/form-values';
import { optionalImage } from '../forms/image-file';
import { RichTextField } from '../forms/rich-text-field';
import { usePage } from '../hooks/use-page';
import { useSessionUser } from '../hooks/use-session-user';
import { imageUrl } from '../lib/image-url';
import { Thumbnail } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { RecordSection } from '../records/record-section';
import { ArticleActions } from './article-actions';
import { ArticlePreviewPanel } from './article-preview-panel';
import { StatusCell, StatusFilter, filterByState, type StatusFilterValue } from './article-status';

/** The shared article fields plus the thumbnail; on edit a new file replaces the old one. */
const schema = articleFieldsSchema.extend({ thumbnail: optionalImage });
const TEXT_FIELDS = ['title', 'author', 'content'] as const;
type ArticleValues = z.input<typeof schema>;
type ArticleData = z.output<typeof schema>;
const a = adminMessages;
const failure = messages.adminError;

/** The notice after a save: drafted, published, scheduled (with its moment), or updated. */
function savedText(data: ArticleData, editingRow: AdminArticle | undefined): string {
  if (data.status === 'draft') {
    return editingRow?.status === 'published' ? a.success.articleUnpublished : a.success.articleDraftSaved;
  }
  if (data.published_date && Date.parse(data.published_date) > Date.now()) {
    return format(a.success.articleScheduled, { date: formatLongDateTime(data.published_date) });
  }
  return editingRow?.status === 'published' ? a.success.articleUpdated : a.success.articlePublished;
}

/**
 * Article screens: title, author, publication date (WIB), thumbnail, rich-text content; the buttons
 * say whether a save drafts, publishes or schedules; the preview of a saved article; the table of one
 * article type with its status.
 */
function articleKind(
  articleType: ArticleType,
  defaultAuthor: string,
): RecordKind<AdminArticle, ArticleValues, ArticleData> {
  return {
    unsavedKey: `article:${articleType}`,
    addressName: 'article',
    schema,
    // A new article is by the person writing it, unless they say otherwise.
    empty: {
      ...blankValues(TEXT_FIELDS),
      author: defaultAuthor,
      thumbnail: null,
      status: 'published',
      published_date: '',
    },
    toValues: (row) => ({
      ...pickValues(row, TEXT_FIELDS),
      thumbnail: null,
      status: row.status,
      // A draft whose date nobody chose shows none: publishing it dates it then.
      published_date: row.published_date_set ? toWibInputValue(row.published_date) : '',
    }),
    image: {
      field: 'thumbnail',
      label: a.field.thumbnail,
      hint: { add: a.hint.thumbnail, edit: a.hint.thumbnailReplace },
      current: (row) => row.thumbnail,
    },
    fields: [
      { name: 'title', label: a.field.title, required: true },
      { name: 'author', label: a.field.author, required: true },
      { name: 'published_date', label: a.field.publishedDate, type: 'datetime-local', hint: a.hint.publishedDate },
      'image',
      { render: () => <RichTextField name="content" label={a.field.content} /> },
      { render: ({ editingRow }) => editingRow && <ArticlePreviewPanel key={editingRow.id} article={editingRow} /> },
    ],
    // A cleared date travels as an empty field: no date chosen (the server then dates on publication).
    save: (data, { editingId, onProgress }) => {
      const fields = { ...data, published_date: data.published_date ?? '' };
      return editingId !== null
        ? api.articles.update(editingId, toFormData(fields), onProgress)
        : api.articles.add(toFormData({ ...fields, category: articleType }), onProgress);
    },
    actions: (state) => <ArticleActions {...state} />,
    savedText,
    remove: (row) => api.articles.remove(row.id),
    restore: (row) => api.trash.restore('article', row.id),
    // Unsaved text goes to the admin's slot for the article, or for a new article of this screen.
    autosave: { kind: 'article', newKey: `new-${articleType}`, label: (row) => row.title },
    revisions: {
      list: api.articles.revisions,
      read: api.articles.revision,
      restore: api.articles.restoreRevision,
    },
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
      { header: a.column.status, cell: (row) => <StatusCell row={row} now={Date.now()} /> },
    ],
    texts: {
      heading: { add: a.section.addArticle, edit: a.section.editArticle },
      list: a.section.articleList,
      saved: { add: a.success.articleCreated, edit: a.success.articleUpdated },
      saveFailed: { add: failure.createArticle, edit: failure.updateArticle },
      deleteQuestion: messages.confirm.deleteArticle,
      deleted: a.trash.movedArticle,
      deleteFailed: failure.deleteArticle,
    },
  };
}

/**
 * Loaded on its own (see section-view): the editor is the heaviest part of the back office. The table
 * can show one status at a time (Draf, Terjadwal, Terbit); its pages follow what it shows.
 */
export default function ArticleSection({ articleType, rows }: { articleType: ArticleType; rows: AdminArticle[] }) {
  const defaultAuthor = useSessionUser()?.name ?? '';
  const kind = useMemo(() => articleKind(articleType, defaultAuthor), [articleType, defaultAuthor]);
  const [filter, setFilter] = useState<StatusFilterValue>('all');
  const shown = filterByState(rows, filter, Date.now());
  const pages = usePage(shown.length);
  return (
    <RecordSection
      kind={kind}
      rows={rows}
      shown={shown}
      paging={pages}
      listTools={
        <StatusFilter
          value={filter}
          onChange={(value) => {
            setFilter(value);
            pages.setPage(1);
          }}
        />
      }
    />
  );
}
