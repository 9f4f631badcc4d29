import type { FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { heroFieldsSchema, type HeroRecord } from '../../../shared/schemas';
import { api, ApiError, errorText } from '../../lib/api-client';
import { TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Heading } from '../components/heading';
import { ImageInput } from '../components/image-input';
import { Notice } from '../components/notice';
import { PagedTable } from '../components/paged-table';
import { UploadProgress } from '../components/upload-progress';
import { useDeleteFlow } from '../hooks/use-delete-flow';
import { useEntityForm } from '../hooks/use-entity-form';
import { useImageFile } from '../hooks/use-image-file';
import { usePage } from '../hooks/use-page';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { imageUrl } from '../lib/image-url';
import { validate } from '../lib/validate';

const EMPTY = { title: '', position: '0' };
const a = adminMessages;

/** Slide Beranda: the home page's hero slides (image, optional title, order). */
export function HeroSection({ rows }: { rows: HeroRecord[] }) {
  const form = useEntityForm(EMPTY);
  const image = useImageFile();
  const pages = usePage(rows.length);
  const revalidator = useRevalidator();
  useReportUnsaved('hero', form.dirty || image.file !== null);
  const editingId = form.editingId;
  const editingRow = rows.find((row) => row.id === editingId);

  function clear() {
    form.reset();
    image.clear();
  }

  const deletion = useDeleteFlow<HeroRecord>({
    question: messages.confirm.deleteImage,
    remove: (row) => api.hero.remove(row.id),
    onDeleted: async (row) => {
      if (row.id === editingId) clear();
      pages.afterDelete(rows.length - 1);
      await revalidator.revalidate();
    },
    successText: a.success.imageDeleted,
    failureText: messages.adminError.deleteImage,
    setNotice: form.setNotice,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(heroFieldsSchema, form.values);
    // A new slide needs its image; an edited one keeps the old image unless a new one is chosen.
    const fileError = image.file
      ? image.sizeError()
      : editingId === null
        ? messages.validation.fileRequired
        : undefined;
    if (!checked.ok || fileError) {
      return form.setErrors({ ...(checked.ok ? {} : checked.errors), ...(fileError ? { image: fileError } : {}) });
    }
    const body = new FormData();
    body.set('title', checked.data.title);
    body.set('position', String(checked.data.position));
    if (image.file) body.set('image', image.file);
    form.setBusy(true);
    form.setNotice(null);
    try {
      if (editingId !== null) await api.hero.update(editingId, body, image.setProgress);
      else await api.hero.add(body, image.setProgress);
      clear();
      form.setNotice({ variant: 'success', text: editingId !== null ? a.success.updated : a.success.created });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      const fallback = editingId !== null ? messages.adminError.update : messages.adminError.upload;
      form.setNotice({ variant: 'danger', text: errorText(error, fallback) });
    } finally {
      form.setBusy(false);
      image.setProgress(null);
    }
  }

  const edit = (row: HeroRecord) => {
    image.clear();
    form.edit(row.id, { title: row.title, position: String(row.position) });
  };

  return (
    <>
      <form ref={form.formRef} className="admin-card" onSubmit={(event) => void submit(event)} noValidate>
        <Heading>{editingId !== null ? a.section.editSlide : a.section.addSlide}</Heading>
        <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
        <ImageInput
          label={a.field.image}
          file={image.file}
          onChange={(file) => {
            image.setFile(file);
            form.setErrors(({ image: _dropped, ...rest }) => rest);
          }}
          current={editingRow?.image}
          hint={a.hint.image}
          error={form.errors.image}
          resetKey={`${editingId ?? 'new'}-${image.resetKey}`}
        />
        <TextField
          label={a.field.slideTitle}
          value={form.values.title}
          onChange={(v) => form.set('title', v)}
          error={form.errors.title}
        />
        <TextField
          label={a.field.position}
          type="number"
          value={form.values.position}
          onChange={(v) => form.set('position', v)}
          error={form.errors.position}
          hint={a.hint.position}
        />
        <UploadProgress fraction={image.progress} />
        <FormActions editing={editingId !== null} busy={form.busy} onCancel={clear} />
      </form>
      <div className="admin-card">
        <Heading>{a.section.slideList}</Heading>
        <PagedTable
          caption={a.section.slideList}
          rows={rows}
          page={pages.page}
          onPage={pages.setPage}
          onEdit={edit}
          onDelete={deletion.ask}
          selectedId={editingId}
          columns={[
            {
              header: a.column.image,
              cell: (row) => <img src={imageUrl(row.image) ?? ''} alt="" loading="lazy" width={96} height={54} />,
            },
            { header: a.column.title, cell: (row) => row.title },
            { header: a.column.position, cell: (row) => row.position },
          ]}
        />
      </div>
      {deletion.dialog}
    </>
  );
}
