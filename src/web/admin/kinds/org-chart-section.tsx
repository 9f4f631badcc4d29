import type { FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { profileFieldsSchema, type ProfileRecord } from '../../../shared/schemas';
import { api, ApiError, errorText } from '../../lib/api-client';
import { TextField } from '../components/field';
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

const EMPTY = { alt: '' };
const a = adminMessages;

/** Struktur Organisasi: upload an image (file required, alt optional) and delete from the list. */
export function OrgChartSection({ rows }: { rows: ProfileRecord[] }) {
  const form = useEntityForm(EMPTY);
  const image = useImageFile();
  const pages = usePage(rows.length);
  const revalidator = useRevalidator();
  useReportUnsaved('org-chart', form.dirty || image.file !== null);

  const deletion = useDeleteFlow<ProfileRecord>({
    question: messages.confirm.deleteImage,
    remove: (row) => api.orgChart.remove(row.id),
    onDeleted: async () => {
      pages.afterDelete(rows.length - 1);
      await revalidator.revalidate();
    },
    successText: a.success.imageDeleted,
    failureText: messages.adminError.deleteImage,
    setNotice: form.setNotice,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(profileFieldsSchema, { alt: form.values.alt, type: 'struktur_organisasi' });
    const fileError = image.file ? image.sizeError() : messages.validation.fileRequired;
    if (!checked.ok || fileError) {
      return form.setErrors({ ...(checked.ok ? {} : checked.errors), ...(fileError ? { image: fileError } : {}) });
    }
    const body = new FormData();
    body.set('alt', checked.data.alt);
    body.set('type', checked.data.type);
    if (image.file) body.set('image', image.file);
    form.setBusy(true);
    form.setNotice(null);
    try {
      await api.orgChart.add(body, image.setProgress);
      form.reset();
      image.clear();
      form.setNotice({ variant: 'success', text: a.success.imageUploaded });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      form.setNotice({ variant: 'danger', text: errorText(error, messages.adminError.upload) });
    } finally {
      form.setBusy(false);
      image.setProgress(null);
    }
  }

  return (
    <>
      <form className="admin-card" onSubmit={(event) => void submit(event)} noValidate>
        <Heading>{a.section.uploadImage}</Heading>
        <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
        <ImageInput
          label={a.field.image}
          file={image.file}
          onChange={(file) => {
            image.setFile(file);
            form.setErrors(({ image: _dropped, ...rest }) => rest);
          }}
          hint={a.hint.image}
          error={form.errors.image}
          resetKey={image.resetKey}
        />
        <TextField
          label={a.field.alt}
          value={form.values.alt}
          onChange={(v) => form.set('alt', v)}
          error={form.errors.alt}
          hint={a.hint.altDefault}
        />
        <UploadProgress fraction={image.progress} />
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {a.action.upload}
        </button>
      </form>
      <div className="admin-card">
        <Heading>{a.section.imageList}</Heading>
        <PagedTable
          caption={a.section.imageList}
          rows={rows}
          page={pages.page}
          onPage={pages.setPage}
          onDelete={deletion.ask}
          columns={[
            {
              header: a.column.image,
              cell: (row) => (
                <img src={imageUrl(row.image) ?? ''} alt={row.alt} loading="lazy" className="admin-thumb" />
              ),
            },
            { header: a.column.alt, cell: (row) => row.alt },
          ]}
        />
      </div>
      {deletion.dialog}
    </>
  );
}
