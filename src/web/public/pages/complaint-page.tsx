import type { ReactNode } from 'react';
import { messages, format } from '../../../shared/messages';
import { complaintMessages } from '../../../shared/messages/complaints';
import { MAX_IMAGE_BYTES } from '../../../shared/constants/limits';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_FILE_FIELD,
  COMPLAINT_HONEYPOT_FIELD,
  COMPLAINT_PATH,
  COMPLAINT_STATUS_PATH,
  COMPLAINT_TEXT_MAX_CHARS,
  COMPLAINT_TEXT_MIN_CHARS,
  type ComplaintField,
  type ComplaintPageState,
} from '../../../shared/complaints';
import { ErrorState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { PublicFormEnd } from '../../components/public-form-end';
import { RouteError } from '../../components/route-error';
import { loadOr } from '../../lib/page-context';
import { buildSeo, seoMeta } from '../../lib/seo';
import type { Route } from './+types/complaint-page';

const text = complaintMessages.form;
const fields = complaintMessages.fields;
type FormState = Extract<ComplaintPageState, { page: 'form' }>;
type FieldName = ComplaintField | typeof COMPLAINT_FILE_FIELD;

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await loadOr(context.services.complaintSettings(), messages.publicError.data);
  const state = context.complaint;
  return {
    retentionDays: settings.retentionDays,
    // Only when the server sends a refused form back to its sender (never cached).
    form: state?.page === 'form' ? state : null,
    seo: buildSeo({
      publicUrl: context.publicUrl,
      path: COMPLAINT_PATH,
      title: text.title,
      description: text.intro,
      trail: [{ name: text.title, path: COMPLAINT_PATH }],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

const idOf = (field: FieldName) => `komplain-${field}`;
const errorIdOf = (field: FieldName) => `${idOf(field)}-galat`;
const hintIdOf = (field: FieldName) => `${idOf(field)}-petunjuk`;

/** The order of the fields, for the summary of errors. */
const ORDER: { field: FieldName; label: string }[] = [
  { field: 'kategori', label: fields.category },
  { field: 'isi', label: fields.text },
  { field: 'nama', label: fields.name },
  { field: 'email', label: fields.email },
  { field: 'whatsapp', label: fields.whatsapp },
  { field: COMPLAINT_FILE_FIELD, label: fields.attachment },
];

/** One field: its label (and whether it is needed), its hint and error, the control (given its described-by). */
function Field({
  field,
  label,
  required,
  hint,
  error,
  children,
}: {
  field: FieldName;
  label: string;
  required: boolean;
  hint?: string;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint ? hintIdOf(field) : null, error ? errorIdOf(field) : null].filter(Boolean).join(' ');
  return (
    <div className={`survey-question${error ? ' survey-question-invalid' : ''}`}>
      <label className="survey-question-prompt form-label" htmlFor={idOf(field)}>
        {label} <span className="survey-question-need">({required ? text.required : text.optional})</span>
      </label>
      {hint && (
        <p id={hintIdOf(field)} className="survey-note mb-2">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(field)} className="survey-question-error">
          {error}
        </p>
      )}
      {children(describedBy || undefined)}
    </div>
  );
}

/**
 * The complaints desk (Komplain): a visitor sends a complaint, question or suggestion in a plain form
 * that works without script on any phone (a multipart POST to this address, for its optional file,
 * answered by the server: plugins/complaint-pages.ts). Refused, it comes back with what was typed and a
 * message by each field; sent, the visitor goes on to the ticket's status page with its code and link.
 */
export default function ComplaintPage({ loaderData }: Route.ComponentProps) {
  const { form, retentionDays } = loaderData;
  const values: FormState['values'] = form?.values ?? {};
  const errors: FormState['errors'] = form?.errors ?? {};
  const invalid = ORDER.filter(({ field }) => errors[field]);
  const value = (field: ComplaintField) => values[field] ?? '';
  const invalidProp = (field: FieldName) => (errors[field] ? true : undefined);
  return (
    <>
      <PageHeader title={text.title} />
      <div className="container container-article py-5">
        <p className="lead">{text.intro}</p>
        <p>
          <a href={COMPLAINT_STATUS_PATH}>{text.followLink}</a>
        </p>
        <form method="post" action={COMPLAINT_PATH} encType="multipart/form-data" className="survey-form" noValidate>
          {form?.notice && <ErrorState text={form.notice} />}
          {invalid.length > 0 && (
            <ErrorState text={format(text.errorSummary, { count: invalid.length })}>
              <ul className="survey-error-list mb-0">
                {invalid.map(({ field, label }) => (
                  <li key={field}>
                    <a href={`#${idOf(field)}`}>{label}</a>
                  </li>
                ))}
              </ul>
            </ErrorState>
          )}
          <Field field="kategori" label={fields.category} required error={errors.kategori}>
            {(describedBy) => (
              <select
                className="form-select"
                id={idOf('kategori')}
                name="kategori"
                defaultValue={value('kategori')}
                aria-invalid={invalidProp('kategori')}
                aria-describedby={describedBy}
              >
                <option value="">{text.chooseCategory}</option>
                {COMPLAINT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {complaintMessages.categories[category]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            field="isi"
            label={fields.text}
            required
            hint={format(text.textHint, { min: COMPLAINT_TEXT_MIN_CHARS, max: COMPLAINT_TEXT_MAX_CHARS })}
            error={errors.isi}
          >
            {(describedBy) => (
              <textarea
                className="form-control"
                id={idOf('isi')}
                name="isi"
                rows={6}
                maxLength={COMPLAINT_TEXT_MAX_CHARS}
                defaultValue={value('isi')}
                aria-invalid={invalidProp('isi')}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <section className="survey-group">
            <h2 className="survey-group-title">{text.contactTitle}</h2>
            <p className="survey-group-note">{format(text.contactNote, { days: retentionDays })}</p>
            <Field field="nama" label={fields.name} required={false} error={errors.nama}>
              {(describedBy) => (
                <input
                  className="form-control"
                  id={idOf('nama')}
                  name="nama"
                  autoComplete="name"
                  defaultValue={value('nama')}
                  aria-invalid={invalidProp('nama')}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field field="email" label={fields.email} required={false} hint={text.emailHint} error={errors.email}>
              {(describedBy) => (
                <input
                  className="form-control"
                  id={idOf('email')}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  defaultValue={value('email')}
                  aria-invalid={invalidProp('email')}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field
              field="whatsapp"
              label={fields.whatsapp}
              required={false}
              hint={text.whatsappHint}
              error={errors.whatsapp}
            >
              {(describedBy) => (
                <input
                  className="form-control"
                  id={idOf('whatsapp')}
                  name="whatsapp"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  defaultValue={value('whatsapp')}
                  aria-invalid={invalidProp('whatsapp')}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
          </section>
          {/* Last: a file refused for its size keeps the fields sent before it. */}
          <Field
            field={COMPLAINT_FILE_FIELD}
            label={fields.attachment}
            required={false}
            hint={format(text.attachmentHint, { max: MAX_IMAGE_BYTES / (1024 * 1024) })}
            error={errors[COMPLAINT_FILE_FIELD]}
          >
            {(describedBy) => (
              <input
                className="form-control"
                id={idOf(COMPLAINT_FILE_FIELD)}
                name={COMPLAINT_FILE_FIELD}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
                aria-invalid={invalidProp(COMPLAINT_FILE_FIELD)}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <PublicFormEnd
            honeypotField={COMPLAINT_HONEYPOT_FIELD}
            honeypotLabel={text.honeypot}
            submit={text.submit}
            privacy={text.privacy}
          />
        </form>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.data} />;
}
