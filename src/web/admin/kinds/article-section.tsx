import { useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import type { ArticleType } from '../../../shared/constants/content';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { keptMoment, toWibInputValue } from '../../../shared/publishing';
import { articleFieldsSchema, type AdminArticle, type TablePage } from '../../../shared/schemas';
import { articlePreviewPath } from '../../../shared/site-pages';
import { formatLongDateTime } from '../../../shared/text-rules';
import { api } from '../../lib/api-client';
import { toFormData } from '../forms/form-data';
import { formValues } from '../forms/form-values';
import { optionalImage } from '../forms/image-file';
import { RichTextField } from '../forms/rich-text-field';
import { useSessionUser } from '../hooks/use-session-user';
import { useTableUrl } from '../hooks/use-table-url';
import { imageUrl } from '../lib/image-url';
import { Thumbnail } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { RecordSection } from '../records/record-section';
import { deleteTitle } from '../records/record-texts';
import type { RecordEditor } from '../records/use-record-editor';
import { ALL_CATEGORIES, articleCategoryShown, TABLES } from '../screens/table-keys';
import { ArticleActions } from './article-actions';
import { ArticleMoveDialog, articleTypeLabel } from './article-move';
import { ArticleFilters, StatusCell } from './article-status';
import { PreviewPanel, type PreviewTarget } from './preview-panel';

/** The shared article fields plus the thumbnail; on edit a new file replaces the old one. */
const schema = articleFieldsSchema.extend({ thumbnail: optionalImage });
type ArticleValues = z.input<typeof schema>;
type ArticleData = z.output<typeof schema>;
const a = adminMessages;
const c = adminMessages.articleCategory;
const failure = messages.adminError;

/** Where staff preview an article, and its shared links. */
const previewOf = (article: AdminArticle): PreviewTarget => ({
  id: `artikel-${article.id}`,
  path: articlePreviewPath(article.id),
  share: () => api.articles.sharePreview(article.id),
  revoke: () => api.articles.revokePreview(article.id),
});

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
 * Article screens: title, author, publication date (WIB), thumbnail and its alt text, rich-text content;
 * the buttons say whether a save drafts, publishes or schedules; the preview of a saved article; the
 * table of the screen's article type (or another, or all) with its status, and "Pindahkan" to another type.
 */
export function articleKind(
  articleType: ArticleType,
  defaultAuthor: string,
  everyType: boolean,
): RecordKind<AdminArticle, ArticleValues, ArticleData> {
  return {
    unsavedKey: `article:${articleType}`,
    addressName: 'article',
    read: api.articles.get,
    schema,
    // A new article is by the person writing it, unless they say otherwise.
    empty: formValues(schema, undefined, {
      author: defaultAuthor,
      thumbnail: null,
      status: 'published',
      published_date: '',
    }),
    toValues: (row) =>
      formValues(schema, row, {
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
      { name: 'thumbnail_alt', label: a.field.alt, hint: a.hint.thumbnailAlt },
      { render: () => <RichTextField name="content" label={a.field.content} /> },
      { render: ({ editingRow }) => editingRow && <PreviewPanel key={editingRow.id} target={previewOf(editingRow)} /> },
    ],
    // A cleared date travels as an empty field: no date chosen (the server then dates on publication).
    save: (data, { editingId, editingRow, onProgress }) => {
      const stored = editingRow?.published_date_set ? editingRow.published_date : null;
      const fields = { ...data, published_date: keptMoment(data.published_date, stored) ?? '' };
      return editingId !== null
        ? api.articles.update(editingId, toFormData(fields), onProgress)
        : api.articles.add(toFormData({ ...fields, category: articleType }), onProgress);
    },
    actions: (state) => <ArticleActions {...state} />,
    savedText,
    remove: (row) => api.articles.remove(row.id),
    restore: (row) => api.trash.restore('article', row.id),
    // Unsaved text goes to the admin's slot for the article, or for a new article of this screen; a
    // slot of an article not on the table's page is offered when the article is of this screen's type.
    autosave: {
      kind: 'article',
      newKey: `new-${articleType}`,
      label: (row) => row.title,
      read: api.articles.get,
      belongs: (row) => row.category === articleType,
    },
    revisions: {
      list: api.articles.revisions,
      read: api.articles.revision,
      restore: api.articles.restoreRevision,
    },
    table: 'article',
    columns: [
      {
        header: a.column.thumbnail,
        cell: (row) => {
          const src = imageUrl(row.thumbnail);
          return src ? <Thumbnail src={src} /> : null;
        },
      },
      { header: a.column.title, cell: (row) => row.title, sort: 'title' },
      { header: a.column.author, cell: (row) => row.author, sort: 'author' },
      ...(everyType
        ? [{ header: a.column.category, cell: (row: AdminArticle) => articleTypeLabel(row.category), sort: 'category' }]
        : []),
      { header: a.column.status, cell: (row) => <StatusCell row={row} now={Date.now()} />, sort: 'status' },
    ],
    nameOf: (row) => row.title,
    texts: {
      heading: { add: a.section.addArticle, edit: a.section.editArticle },
      list: a.section.articleList,
      saved: { add: a.success.articleCreated, edit: a.success.articleUpdated },
      saveFailed: { add: failure.createArticle, edit: failure.updateArticle },
      deleteQuestion: messages.confirm.deleteArticle,
      deleteTitle: deleteTitle(a.deleteTitle.article),
      deleted: a.trash.movedArticle,
      deleteFailed: failure.deleteArticle,
    },
  };
}

type ArticleEditor = RecordEditor<AdminArticle, ArticleValues, ArticleData>;

/**
 * Loaded on its own (see section-view): the editor is the heaviest part of the back office. The table
 * shows one page of the screen's type by default; it can show one status (Draf, Terjadwal, Terbit),
 * another type or all of them, and move an article to another type.
 */
export default function ArticleSection({
  articleType,
  page,
}: {
  articleType: ArticleType;
  page: TablePage<AdminArticle>;
}) {
  const defaultAuthor = useSessionUser()?.name ?? '';
  const table = useTableUrl(TABLES.articles.key, TABLES.articles.filters);
  const category = articleCategoryShown(table.state, articleType);
  const everyType = category === ALL_CATEGORIES;
  const kind = useMemo(
    () => articleKind(articleType, defaultAuthor, everyType),
    [articleType, defaultAuthor, everyType],
  );
  const revalidator = useRevalidator();
  const [moving, setMoving] = useState<AdminArticle | null>(null);
  // The form's editor, for the notice after a move and an open form of the article moved.
  const editorOf = useRef<ArticleEditor | null>(null);

  async function moved(article: AdminArticle) {
    const editor = editorOf.current;
    setMoving(null);
    if (editor?.editingId === article.id) editor.reload(article);
    editor?.form.setNotice({
      variant: 'success',
      text: format(c.moved, { title: article.title, category: articleTypeLabel(article.category) }),
    });
    await revalidator.revalidate();
  }

  return (
    <RecordSection
      kind={kind}
      page={page}
      table={table}
      tools={<ArticleFilters table={table} articleType={articleType} />}
      rowActions={(row, editor) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary me-2"
          aria-label={format(c.moveOf, { title: row.title })}
          onClick={() => {
            editorOf.current = editor;
            setMoving(row);
          }}
        >
          {c.move}
        </button>
      )}
    >
      {moving && <ArticleMoveDialog article={moving} onCancel={() => setMoving(null)} onMoved={moved} />}
    </RecordSection>
  );
}
