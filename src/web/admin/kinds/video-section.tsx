import type { FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { toYoutubeEmbed, videoFieldsSchema, youtubeIdOf, type VideoRecord } from '../../../shared/schemas';
import { api, ApiError, errorText } from '../../lib/api-client';
import { TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Heading } from '../components/heading';
import { Notice } from '../components/notice';
import { PagedTable } from '../components/paged-table';
import { useDeleteFlow } from '../hooks/use-delete-flow';
import { useEntityForm } from '../hooks/use-entity-form';
import { usePage } from '../hooks/use-page';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { validate } from '../lib/validate';

const EMPTY = { title: '', link: '' };
const a = adminMessages;
const failure = messages.adminError;

/** Luaran P3M: title and YouTube link; watch and short links are saved as embed links. */
export function VideoSection({ rows }: { rows: VideoRecord[] }) {
  const form = useEntityForm(EMPTY);
  const pages = usePage(rows.length);
  const revalidator = useRevalidator();
  useReportUnsaved('video', form.dirty);
  const editingId = form.editingId;
  const embed = toYoutubeEmbed(form.values.link);

  const deletion = useDeleteFlow<VideoRecord>({
    question: messages.confirm.deleteData,
    remove: (row) => api.videos.remove(row.id),
    onDeleted: async (row) => {
      if (row.id === editingId) form.reset();
      pages.afterDelete(rows.length - 1);
      await revalidator.revalidate();
    },
    successText: a.success.deleted,
    failureText: failure.delete,
    setNotice: form.setNotice,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(videoFieldsSchema, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    // SPEC §5: a watch or short link becomes the embed link before saving.
    const input = { title: checked.data.title, link: toYoutubeEmbed(checked.data.link) ?? checked.data.link };
    form.setBusy(true);
    form.setNotice(null);
    try {
      if (editingId !== null) await api.videos.update(editingId, input);
      else await api.videos.add(input);
      form.reset();
      form.setNotice({ variant: 'success', text: editingId !== null ? a.success.updated : a.success.created });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      form.setNotice({
        variant: 'danger',
        text: errorText(error, editingId !== null ? failure.update : failure.create),
      });
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <>
      <form ref={form.formRef} className="admin-card" onSubmit={(event) => void submit(event)} noValidate>
        <Heading>{editingId !== null ? a.section.editVideo : a.section.addVideo}</Heading>
        <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
        <TextField
          label={a.field.title}
          value={form.values.title}
          onChange={(v) => form.set('title', v)}
          error={form.errors.title}
          required
        />
        <TextField
          label={a.field.videoLink}
          type="url"
          value={form.values.link}
          onChange={(v) => form.set('link', v)}
          error={form.errors.link}
          hint={embed ? <span className="text-break">{format(a.hint.embedResult, { link: embed })}</span> : undefined}
          required
        />
        <FormActions editing={editingId !== null} busy={form.busy} onCancel={form.reset} />
      </form>
      <div className="admin-card">
        <Heading>{a.section.videoList}</Heading>
        <PagedTable
          caption={a.section.videoList}
          rows={rows}
          page={pages.page}
          onPage={pages.setPage}
          onEdit={(row) => form.edit(row.id, { title: row.title, link: row.link })}
          onDelete={deletion.ask}
          selectedId={editingId}
          columns={[
            {
              header: a.column.preview,
              cell: (row) => {
                const id = youtubeIdOf(row.link);
                return id ? (
                  <img
                    src={`https://i.ytimg.com/vi/${id}/mqdefault.jpg`}
                    alt=""
                    loading="lazy"
                    width={96}
                    height={54}
                  />
                ) : null;
              },
            },
            { header: a.column.title, cell: (row) => row.title },
            {
              header: a.column.link,
              cell: (row) => (
                <a href={row.link} target="_blank" rel="noopener noreferrer" className="text-break">
                  {row.link}
                </a>
              ),
            },
          ]}
        />
      </div>
      {deletion.dialog}
    </>
  );
}
