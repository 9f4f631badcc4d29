import type { FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { ArticleType } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { articleFieldsSchema, type ArticleRecord } from '../../../shared/schemas';
import { api, ApiError, errorText } from '../../lib/api-client';
import { TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Heading } from '../components/heading';
import { ImageInput } from '../components/image-input';
import { Notice } from '../components/notice';
import { PagedTable } from '../components/paged-table';
import { RichTextEditor } from '../components/rich-text-editor';
import { UploadProgress } from '../components/upload-progress';
import { useDeleteFlow } from '../hooks/use-delete-flow';
import { useEntityForm } from '../hooks/use-entity-form';
import { useImageFile } from '../hooks/use-image-file';
import { usePage } from '../hooks/use-page';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { imageUrl } from '../lib/image-url';
import { validate } from '../lib/validate';

const EMPTY = { title: '', author: '', content: '' };
const a = adminMessages;
const failure = messages.adminError;

/** Article screens: title, author, thumbnail, rich-text content, and the table of one article type. */
export default function ArticleSection({ articleType, rows }: { articleType: ArticleType; rows: ArticleRecord[] }) {
  const form = useEntityForm(EMPTY);
  const thumbnail = useImageFile();
  const pages = usePage(rows.length);
  const revalidator = useRevalidator();
  useReportUnsaved(`article:${articleType}`, form.dirty || thumbnail.file !== null);
  const editingId = form.editingId;
  const editingRow = rows.find((row) => row.id === editingId);

  function clear() {
    form.reset();
    thumbnail.clear();
  }

  const deletion = useDeleteFlow<ArticleRecord>({
    question: messages.confirm.deleteArticle,
    remove: (row) => api.articles.remove(row.id),
    onDeleted: async (row) => {
      if (row.id === editingId) clear();
      pages.afterDelete(rows.length - 1);
      await revalidator.revalidate();
    },
    successText: a.success.articleDeleted,
    failureText: failure.deleteArticle,
    setNotice: form.setNotice,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(articleFieldsSchema, form.values);
    const sizeError = thumbnail.sizeError();
    if (!checked.ok || sizeError) {
      return form.setErrors({ ...(checked.ok ? {} : checked.errors), ...(sizeError ? { thumbnail: sizeError } : {}) });
    }
    const body = new FormData();
    body.set('title', checked.data.title);
    body.set('author', checked.data.author);
    body.set('content', checked.data.content);
    if (editingId === null) body.set('category', articleType);
    // On edit a new file replaces the old thumbnail; without one the old stays.
    if (thumbnail.file) body.set('thumbnail', thumbnail.file);
    form.setBusy(true);
    form.setNotice(null);
    try {
      if (editingId !== null) await api.articles.update(editingId, body, thumbnail.setProgress);
      else await api.articles.add(body, thumbnail.setProgress);
      clear();
      form.setNotice({
        variant: 'success',
        text: editingId !== null ? a.success.articleUpdated : a.success.articleCreated,
      });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      const fallback = editingId !== null ? failure.updateArticle : failure.createArticle;
      form.setNotice({ variant: 'danger', text: errorText(error, fallback) });
    } finally {
      form.setBusy(false);
      thumbnail.setProgress(null);
    }
  }

  const edit = (row: ArticleRecord) => {
    thumbnail.clear();
    form.edit(row.id, { title: row.title, author: row.author, content: row.content });
  };

  return (
    <>
      <form ref={form.formRef} className="admin-card" onSubmit={(event) => void submit(event)} noValidate>
        <Heading>{editingId !== null ? a.section.editArticle : a.section.addArticle}</Heading>
        <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
        <TextField
          label={a.field.title}
          value={form.values.title}
          onChange={(v) => form.set('title', v)}
          error={form.errors.title}
          required
        />
        <TextField
          label={a.field.author}
          value={form.values.author}
          onChange={(v) => form.set('author', v)}
          error={form.errors.author}
          required
        />
        <ImageInput
          label={a.field.thumbnail}
          file={thumbnail.file}
          onChange={(file) => {
            thumbnail.setFile(file);
            form.setErrors(({ thumbnail: _dropped, ...rest }) => rest);
          }}
          current={editingRow?.thumbnail}
          hint={editingId !== null ? a.hint.thumbnailReplace : a.hint.thumbnail}
          error={form.errors.thumbnail}
          resetKey={`${editingId ?? 'new'}-${thumbnail.resetKey}`}
        />
        <RichTextEditor
          label={a.field.content}
          value={form.values.content}
          onChange={(html) => form.set('content', html)}
          loadKey={`${editingId ?? 'new'}-${thumbnail.resetKey}`}
          error={form.errors.content}
        />
        <UploadProgress fraction={thumbnail.progress} />
        <FormActions
          editing={editingId !== null}
          busy={form.busy}
          addLabel={a.action.addArticle}
          editLabel={a.action.updateArticle}
          onCancel={clear}
        />
      </form>
      <div className="admin-card">
        <Heading>{a.section.articleList}</Heading>
        <PagedTable
          caption={a.section.articleList}
          rows={rows}
          page={pages.page}
          onPage={pages.setPage}
          onEdit={edit}
          onDelete={deletion.ask}
          selectedId={editingId}
          columns={[
            {
              header: a.column.thumbnail,
              cell: (row) => {
                const src = imageUrl(row.thumbnail);
                return src ? <img src={src} alt="" loading="lazy" width={96} height={54} /> : null;
              },
            },
            { header: a.column.title, cell: (row) => row.title },
            { header: a.column.author, cell: (row) => row.author },
          ]}
        />
      </div>
      {deletion.dialog}
    </>
  );
}
