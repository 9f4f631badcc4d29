import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { format } from '../../../shared/messages';
import { surveyMessages } from '../../../shared/messages/surveys';
import {
  surveyQuestionFieldsSchema,
  type SurveyQuestionFields,
  type SurveyQuestionRecord,
  type SurveyQuestionWithAnswers,
  type SurveyRecord,
} from '../../../shared/schemas/survey';
import { STAFF_QUESTION_KINDS, type StaffQuestionKind } from '../../../shared/surveys';
import { surveys as calls } from '../../lib/api/surveys';
import { DataTable } from '../components/data-table';
import { FieldError } from '../components/field';
import { Heading } from '../components/heading';
import { LabelledSelect } from '../components/labelled-select';
import { Notice, type NoticeValue } from '../components/notice';
import { TextFields } from '../forms/text-fields';
import { FormActions } from '../forms/form-actions';
import { useSchemaForm } from '../forms/use-schema-form';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { askCountedRemoval } from './counted-removal';

const t = surveyMessages.admin;
const f = surveyMessages.fields;

type QuestionValues = { kind: StaffQuestionKind; prompt: string; options: string[]; required: boolean };
const EMPTY: QuestionValues = { kind: 'choice', prompt: '', options: ['', ''], required: false };

/** What a question is, in words: its element, the profile, or the kind of the staff's own. */
function kindText(question: SurveyQuestionRecord): string {
  if (question.element)
    return format(t.questionCore, { code: question.element, name: surveyMessages.elements[question.element] });
  if (question.profile) return t.questionProfile;
  return t.questionKinds[question.kind === 'core' ? 'scale' : question.kind];
}

/** The values a question opens with: a core question is checked as a 1-4 one (four answers, worst first). */
function valuesOf(question: SurveyQuestionRecord): QuestionValues {
  const kind = question.kind === 'core' ? 'scale' : question.kind;
  return { kind, prompt: question.prompt, options: [...question.options], required: question.required };
}

/**
 * The answers offered: one input each, added and removed with buttons (a core question keeps its four);
 * a text offers none.
 */
function OptionInputs({ fixedCount }: { fixedCount: boolean }) {
  const { register, setValue, getValues, formState } = useFormContext<QuestionValues>();
  const options = useWatch<QuestionValues, 'options'>({ name: 'options' });
  const kind = useWatch<QuestionValues, 'kind'>({ name: 'kind' });
  const error = formState.errors.options;
  const message = error?.message ?? (Array.isArray(error) ? error.find((item) => item?.message)?.message : undefined);
  if (kind === 'text') return null;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{f.options}</legend>
      {options.map((_, index) => (
        <div className="d-flex gap-2 mb-2" key={index}>
          <label className="visually-hidden" htmlFor={`survey-option-${index}`}>
            {format(t.optionNumber, { n: index + 1 })}
          </label>
          <input id={`survey-option-${index}`} className="form-control" {...register(`options.${index}`)} />
          {!fixedCount && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              aria-label={format(t.removeOption, { n: index + 1 })}
              onClick={() =>
                setValue(
                  'options',
                  getValues('options').filter((__, at) => at !== index),
                  { shouldDirty: true },
                )
              }
            >
              {t.remove}
            </button>
          )}
        </div>
      ))}
      {!fixedCount && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => setValue('options', [...getValues('options'), ''], { shouldDirty: true })}
        >
          {t.addOption}
        </button>
      )}
      <FieldError id={undefined} error={typeof message === 'string' ? message : undefined} />
    </fieldset>
  );
}

/** The kind of a new or staff question; a choice made a text loses its answers. */
function KindSelect() {
  const { setValue, getValues } = useFormContext<QuestionValues>();
  const kind = useWatch<QuestionValues, 'kind'>({ name: 'kind' });
  return (
    <LabelledSelect
      label={f.kind}
      value={kind}
      options={STAFF_QUESTION_KINDS.map((value) => ({ value, label: t.questionKinds[value] }))}
      onChange={(value) => {
        const next = value as StaffQuestionKind;
        setValue('kind', next, { shouldDirty: true });
        if (next === 'text') setValue('options', [], { shouldDirty: true });
        else if (getValues('options').length === 0) setValue('options', ['', ''], { shouldDirty: true });
      }}
    />
  );
}

/**
 * A survey's questions: the nine of the index (their wording only), the profile and the staff's own
 * (1-4, choice, text), changed with one form; new ones go after the others.
 */
export function SurveyQuestions({
  survey,
  onDirty,
}: {
  survey: SurveyRecord;
  onDirty: (key: string, dirty: boolean) => void;
}) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<SurveyQuestionRecord | null>(null);
  const form = useSchemaForm(surveyQuestionFieldsSchema, EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmed = useConfirmedAction();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const dirty = form.methods.formState.isDirty;
  useEffect(() => {
    onDirty('survey-question', dirty);
    return () => onDirty('survey-question', false);
  }, [dirty, onDirty]);

  const clear = () => {
    setEditing(null);
    form.methods.reset(EMPTY);
  };
  const edit = (question: SurveyQuestionRecord) => {
    setEditing(question);
    form.setNotice(null);
    form.methods.reset(valuesOf(question));
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input')?.focus());
  };
  const submit = form.submitWith(async (input: SurveyQuestionFields) => {
    if (!editing) await calls.addQuestion(survey.id, input);
    else if (editing.kind === 'core') {
      await calls.updateQuestion(survey.id, editing.id, { prompt: input.prompt, options: input.options });
    } else if (editing.profile) {
      const { prompt, options, required } = input;
      await calls.updateQuestion(survey.id, editing.id, { prompt, options, required });
    } else await calls.updateQuestion(survey.id, editing.id, input);
    const text = editing ? t.questionSaved : t.questionAdded;
    clear();
    await revalidator.revalidate();
    return text;
  }, t.questionFailed);

  /** A question of the staff's own goes with its answers, asked first saying how many (askCountedRemoval). */
  const remove = (question: SurveyQuestionWithAnswers) =>
    askCountedRemoval({
      ask: confirmed.ask,
      answers: question.answers,
      names: { prompt: question.prompt },
      texts: {
        question: t.removeQuestionQuestion,
        questionWithAnswers: t.removeQuestionWithAnswers,
        confirm: t.removeQuestionConfirm,
        confirmWithAnswers: t.removeQuestionWithAnswersConfirm,
        removed: t.questionRemoved,
        failed: t.questionRemoveFailed,
      },
      remove: (count) => calls.removeQuestion(survey.id, question.id, count),
      onRemoved: () => {
        if (editing?.id === question.id) clear();
      },
      notify: setNotice,
      refresh: () => revalidator.revalidate(),
    });
  /** Questions are numbered as the list shows them (1, 2, 3 …), whatever positions removals left. */
  const numberOf = (question: SurveyQuestionRecord) => survey.questions.findIndex((q) => q.id === question.id) + 1;

  const fixedKind = editing !== null && (editing.kind === 'core' || editing.profile !== null);
  return (
    <div className="admin-card">
      <Heading sub>{t.questionsTitle}</Heading>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <DataTable
        caption={t.questionsTitle}
        rows={survey.questions}
        rowKey={(question) => question.id}
        columns={[
          { header: f.prompt, cell: (question) => question.prompt },
          { header: f.kind, cell: kindText },
          { header: f.required, cell: (question) => (question.required ? t.yes : t.no) },
          {
            header: t.columnAction,
            actions: true,
            cell: (question) => (
              <div className="d-flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={format(t.editQuestionOf, { n: numberOf(question) })}
                  onClick={() => edit(question)}
                >
                  {t.edit}
                </button>
                {question.kind !== 'core' && question.profile === null && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={format(t.removeQuestionOf, { n: numberOf(question) })}
                    onClick={() => remove(question)}
                  >
                    {t.remove}
                  </button>
                )}
              </div>
            ),
          },
        ]}
      />
      <FormProvider {...form.methods}>
        <form ref={formRef} className="admin-narrow" onSubmit={(event) => void submit(event)} noValidate>
          <Heading sub>{editing ? t.editQuestion : t.addQuestion}</Heading>
          {fixedKind && <p className="form-text">{format(t.questionKindFixed, { kind: kindText(editing) })}</p>}
          <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
          {!fixedKind && <KindSelect />}
          <TextFields specs={[{ name: 'prompt', label: f.prompt, required: true }]} />
          <OptionInputs fixedCount={editing?.kind === 'core'} />
          {editing?.kind !== 'core' && (
            <TextFields specs={[{ name: 'required', label: f.required, type: 'checkbox' }]} />
          )}
          <FormActions
            label={editing ? t.saveQuestion : t.addQuestion}
            submitting={form.methods.formState.isSubmitting}
            cancel={editing ? { label: t.cancel, onCancel: clear } : undefined}
          />
        </form>
      </FormProvider>
      {confirmed.dialog}
    </div>
  );
}
