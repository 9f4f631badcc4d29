import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { format } from '../../../shared/messages';
import { surveyMessages } from '../../../shared/messages/surveys';
import {
  surveyPeriodFieldsSchema,
  surveySettingsFieldsSchema,
  type SurveyPeriodRecord,
  type SurveyRecord,
} from '../../../shared/schemas/survey';
import { SURVEY_RESULTS_PATH, surveyPath, wibToday } from '../../../shared/surveys';
import { formatLongDate } from '../../../shared/text-rules';
import { surveys as calls, surveyFiles } from '../../lib/api/surveys';
import { DataTable } from '../components/data-table';
import { Heading } from '../components/heading';
import { Notice, type NoticeValue } from '../components/notice';
import { formValues } from '../forms/form-values';
import { TextFields, type TextFieldSpec } from '../forms/text-fields';
import { FormActions } from '../forms/form-actions';
import { useSchemaForm } from '../forms/use-schema-form';
import { askCountedRemoval } from './counted-removal';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { useReportUnsaved } from '../hooks/use-unsaved';
import type { SectionData } from '../screens/load-section';
import { surveySearch } from '../screens/survey-address';
import { SurveyFigures } from './survey-figures';
import { SurveyQuestions } from './survey-questions';
import { SurveyTextAnswers } from './survey-text-answers';

const t = surveyMessages.admin;
const f = surveyMessages.fields;

type Dirty = (key: string, dirty: boolean) => void;

/** Reports a form's unsaved changes to the layout (leaving the screen asks) and to the screen (switching surveys asks). */
function useDirty(key: string, dirty: boolean, onDirty: Dirty) {
  useReportUnsaved(key, dirty);
  useEffect(() => {
    onDirty(key, dirty);
    return () => onDirty(key, false);
  }, [key, dirty, onDirty]);
}

const settingsValues = (survey: SurveyRecord) =>
  formValues(surveySettingsFieldsSchema, survey, { minimumRespondents: String(survey.minimumRespondents) });

const SETTINGS_FIELDS: TextFieldSpec<ReturnType<typeof settingsValues>>[] = [
  { name: 'title', label: f.title, required: true },
  { name: 'intro', label: f.intro, required: true, multiline: true },
  { name: 'minimumRespondents', label: f.minimumRespondents, type: 'number', required: true, hint: t.settingsHint },
];

/** A survey's title, introduction and minimum of respondents. */
function SettingsForm({ survey, onDirty }: { survey: SurveyRecord; onDirty: Dirty }) {
  const revalidator = useRevalidator();
  const form = useSchemaForm(surveySettingsFieldsSchema, settingsValues(survey));
  useDirty('survey-settings', form.methods.formState.isDirty, onDirty);
  const submit = form.submitWith(async (input) => {
    const saved = await calls.update(survey.id, input);
    form.methods.reset(settingsValues(saved));
    await revalidator.revalidate();
    return t.settingsSaved;
  }, t.settingsFailed);
  return (
    <FormProvider {...form.methods}>
      <form className="admin-card admin-narrow" onSubmit={(event) => void submit(event)} noValidate>
        <Heading sub>{t.settingsTitle}</Heading>
        <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
        <TextFields specs={SETTINGS_FIELDS} />
        <button type="submit" className="btn btn-primary" disabled={form.methods.formState.isSubmitting}>
          {t.saveSettings}
        </button>
      </form>
    </FormProvider>
  );
}

const EMPTY_PERIOD = { name: '', startsOn: '', endsOn: '', followUpPlan: '' };
const PERIOD_FIELDS: TextFieldSpec<typeof EMPTY_PERIOD>[] = [
  { name: 'name', label: f.periodName, required: true },
  { name: 'startsOn', label: f.startsOn, type: 'date', required: true },
  { name: 'endsOn', label: f.endsOn, type: 'date', required: true },
  { name: 'followUpPlan', label: f.followUpPlan, multiline: true, hint: t.planHint },
];

function periodState(period: SurveyPeriodRecord, today: string): keyof typeof t.states {
  if (period.startsOn > today) return 'upcoming';
  return period.endsOn < today ? 'ended' : 'open';
}

/** A survey's periods: the list (which one's figures are shown, which one is open) and the add/change form. */
function Periods({ survey, periodId, onDirty }: { survey: SurveyRecord; periodId: number | null; onDirty: Dirty }) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<SurveyPeriodRecord | null>(null);
  const form = useSchemaForm(surveyPeriodFieldsSchema, EMPTY_PERIOD);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmed = useConfirmedAction();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  useDirty('survey-period', form.methods.formState.isDirty, onDirty);
  const today = wibToday(new Date());

  /** Asks first, saying how many answers go with the period (askCountedRemoval). */
  const remove = (period: SurveyPeriodRecord) =>
    askCountedRemoval({
      ask: confirmed.ask,
      answers: period.responses,
      names: { name: period.name },
      texts: {
        question: t.removePeriodQuestion,
        questionWithAnswers: t.removePeriodWithAnswers,
        confirm: t.removePeriodConfirm,
        confirmWithAnswers: t.removePeriodWithAnswersConfirm,
        removed: t.periodRemoved,
        failed: t.periodRemoveFailed,
      },
      remove: (count) => calls.removePeriod(survey.id, period.id, count),
      onRemoved: () => {
        if (editing?.id === period.id) clear();
      },
      notify: setNotice,
      refresh: () => revalidator.revalidate(),
    });

  const clear = () => {
    setEditing(null);
    form.methods.reset(EMPTY_PERIOD);
  };
  const edit = (period: SurveyPeriodRecord) => {
    setEditing(period);
    form.setNotice(null);
    form.methods.reset({
      name: period.name,
      startsOn: period.startsOn,
      endsOn: period.endsOn,
      followUpPlan: period.followUpPlan,
    });
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input')?.focus());
  };
  const submit = form.submitWith(async (input) => {
    if (editing) await calls.updatePeriod(survey.id, editing.id, input);
    else await calls.addPeriod(survey.id, input);
    const text = editing ? t.periodSaved : t.periodAdded;
    clear();
    await revalidator.revalidate();
    return text;
  }, t.periodFailed);

  return (
    <div className="admin-card">
      <Heading sub>{t.periodsTitle}</Heading>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <DataTable
        caption={t.periodsTitle}
        rows={survey.periods}
        rowKey={(period) => period.id}
        empty={t.periodsEmpty}
        columns={[
          // A plain cell: on a phone each row is a card whose cells break a long name.
          { header: t.columnPeriod, cell: (period) => period.name },
          {
            header: t.columnDays,
            cell: (period) =>
              format(t.days, { startsOn: formatLongDate(period.startsOn), endsOn: formatLongDate(period.endsOn) }),
          },
          { header: t.columnState, cell: (period) => t.states[periodState(period, today)] },
          { header: t.columnResponses, cell: (period) => period.responses },
          {
            header: t.columnAction,
            actions: true,
            cell: (period) => (
              <div className="d-flex flex-wrap gap-2">
                {period.id === periodId ? (
                  <span className="small fw-semibold align-self-center" aria-current="true">
                    {t.shown}
                  </span>
                ) : (
                  <Link
                    className="btn btn-sm btn-outline-primary"
                    to={surveySearch(survey.id, period.id)}
                    aria-label={format(t.figuresOf, { name: period.name })}
                    preventScrollReset
                  >
                    {t.showFigures}
                  </Link>
                )}
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  aria-label={format(t.editOf, { name: period.name })}
                  onClick={() => edit(period)}
                >
                  {t.edit}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={format(t.removeOf, { name: period.name })}
                  onClick={() => remove(period)}
                >
                  {t.remove}
                </button>
              </div>
            ),
          },
        ]}
      />
      <FormProvider {...form.methods}>
        <form ref={formRef} className="admin-narrow" onSubmit={(event) => void submit(event)} noValidate>
          <Heading sub>{editing ? `${t.editPeriod}: ${editing.name}` : t.addPeriod}</Heading>
          <p className="form-text">{t.periodsHint}</p>
          <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
          <TextFields specs={PERIOD_FIELDS} />
          <FormActions
            label={editing ? t.savePeriod : t.addPeriod}
            submitting={form.methods.formState.isSubmitting}
            cancel={editing ? { label: t.cancel, onCancel: clear } : undefined}
          />
        </form>
      </FormProvider>
      {confirmed.dialog}
    </div>
  );
}

/** The chosen period's downloads (CSV, spreadsheet) and printable report, opened by the browser with the session. */
function Downloads({ surveyId, periodId }: { surveyId: number; periodId: number }) {
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t.downloadsTitle}>
      <a className="btn btn-sm btn-outline-secondary" href={surveyFiles.csv(surveyId, periodId)} download>
        {t.downloadCsv}
      </a>
      <a className="btn btn-sm btn-outline-secondary" href={surveyFiles.xlsx(surveyId, periodId)} download>
        {t.downloadXlsx}
      </a>
      <a
        className="btn btn-sm btn-outline-secondary"
        href={surveyFiles.report(surveyId, periodId)}
        target="_blank"
        rel="noreferrer"
      >
        {t.openReport} <span className="visually-hidden">{t.opensInNewTab}</span>
      </a>
    </div>
  );
}

/** The chosen period's figures, read anew on request (answers keep arriving while it is open). */
function Figures({ data, survey }: { data: SectionData['surveys']; survey: SurveyRecord }) {
  const revalidator = useRevalidator();
  const headingId = useId();
  const period = survey.periods.find((candidate) => candidate.id === data.periodId);
  if (!period || !data.index) {
    return (
      <div className="admin-card">
        <p className="mb-0">{t.noPeriod}</p>
      </div>
    );
  }
  const loading = revalidator.state === 'loading';
  return (
    <section className="admin-card" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Heading sub id={headingId}>
        {format(t.figuresTitle, { name: period.name })}
      </Heading>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary mb-3"
        disabled={loading}
        onClick={() => void revalidator.revalidate()}
      >
        {t.refresh}
      </button>
      <Downloads surveyId={survey.id} periodId={period.id} />
      <SurveyFigures index={data.index} />
      <SurveyTextAnswers surveyId={survey.id} period={period} />
    </section>
  );
}

/**
 * Kuisioner: the four surveys; per survey its title, introduction and minimum of respondents, its
 * periods (added and changed here) and the figures of the chosen period (IKM with the exact weight
 * 1/9, the values with 0.11 beside). Which survey and period is in the address. Switching surveys with
 * unsaved changes asks first; leaving the screen asks too (the layout's guard).
 * Loaded on its own (see section-view), with the survey schemas and texts.
 */
export function SurveySection({ data }: { data: SectionData['surveys'] }) {
  const navigate = useNavigate();
  const confirmed = useConfirmedAction();
  const dirty = useRef(new Set<string>());
  const onDirty = useCallback<Dirty>((key, isDirty) => {
    if (isDirty) dirty.current.add(key);
    else dirty.current.delete(key);
  }, []);
  const survey = data.surveys.find((candidate) => candidate.id === data.surveyId);

  const choose = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (dirty.current.size === 0) return;
    event.preventDefault();
    confirmed.ask({
      question: t.leaveQuestion,
      confirmLabel: t.leaveConfirm,
      run: async () => {
        dirty.current.clear();
        await navigate(to);
      },
    });
  };

  return (
    <>
      <nav aria-label={t.surveys} className="mb-3">
        <ul className="nav nav-pills flex-column flex-md-row gap-2">
          {data.surveys.map((candidate) => {
            const open = candidate.periods.find((period) => period.id === candidate.openPeriodId);
            const to = surveySearch(candidate.id);
            return (
              <li className="nav-item" key={candidate.id}>
                <Link
                  to={to}
                  className={`nav-link border text-break${candidate.id === survey?.id ? ' active' : ''}`}
                  aria-current={candidate.id === survey?.id ? 'page' : undefined}
                  onClick={(event) => choose(event, to)}
                >
                  <span className="d-block fw-semibold">{candidate.title}</span>
                  <span className="d-block small">{open ? format(t.open, { name: open.name }) : t.closed}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {survey && (
        // Keyed by survey: another survey starts with its own values (switching asked first).
        <div key={survey.id}>
          <p>
            <a href={surveyPath(survey.slug)} target="_blank" rel="noreferrer">
              {t.publicPage}: {surveyPath(survey.slug)}
            </a>
            {' · '}
            <a href={SURVEY_RESULTS_PATH} target="_blank" rel="noreferrer">
              {t.resultsPage}
            </a>
          </p>
          <Figures data={data} survey={survey} />
          <Periods survey={survey} periodId={data.periodId} onDirty={onDirty} />
          <SurveyQuestions survey={survey} onDirty={onDirty} />
          <SettingsForm survey={survey} onDirty={onDirty} />
        </div>
      )}
      {confirmed.dialog}
    </>
  );
}
