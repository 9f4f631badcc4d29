import { FormProvider, useFormContext } from 'react-hook-form';
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS } from '../../../shared/constants/activity';
import { activityMessages } from '../../../shared/messages/activity';
import {
  activityFilterFormSchema,
  EMPTY_ACTIVITY_FILTER,
  type ActivityFilter,
  type ActivityFilterValues,
  type UserRecord,
} from '../../../shared/schemas';
import { FieldShell } from '../components/field';
import { useSchemaForm } from '../forms/use-schema-form';

const t = activityMessages;

interface Choice {
  value: string;
  label: string;
}

/** One filter: a list to choose from (Semua first) or a day. */
function FilterField({
  name,
  label,
  choices,
}: {
  name: keyof ActivityFilterValues;
  label: string;
  choices?: Choice[];
}) {
  const { register, formState } = useFormContext<ActivityFilterValues>();
  const error = formState.errors[name]?.message;
  return (
    <div className="col-sm-6 col-lg-4 col-xl">
      <FieldShell label={label} error={typeof error === 'string' ? error : undefined}>
        {({ id, describedBy, invalid }) => {
          const common = {
            ...register(name),
            id,
            'aria-describedby': describedBy,
            'aria-invalid': invalid || undefined,
          };
          return choices ? (
            <select {...common} className={`form-select${invalid ? ' is-invalid' : ''}`}>
              <option value="">{t.all}</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          ) : (
            <input {...common} type="date" className={`form-control${invalid ? ' is-invalid' : ''}`} />
          );
        }}
      </FieldShell>
    </div>
  );
}

const KIND_CHOICES = ACTIVITY_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }));
const ACTION_CHOICES = ACTIVITY_ACTIONS.map((action) => ({ value: action, label: t.actions[action] })).sort((a, b) =>
  a.label.localeCompare(b.label, 'id'),
);

/**
 * The filters of Riwayat Aktivitas: person, kind, action and two days (WIB), checked by the rules the
 * API applies (shared schema). Tampilkan shows the first page of what they match; Atur Ulang clears them.
 */
export function ActivityFilters({
  users,
  busy,
  onApply,
}: {
  users: UserRecord[];
  busy: boolean;
  onApply: (filter: ActivityFilter) => Promise<void>;
}) {
  const form = useSchemaForm(activityFilterFormSchema, EMPTY_ACTIVITY_FILTER);
  const submit = form.submitWith(async (filter) => {
    await onApply(filter);
    return null;
  }, t.loadFailed);
  const people = users.map((user) => ({ value: String(user.id), label: `${user.name} (${user.username})` }));
  return (
    <FormProvider {...form.methods}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t.filters}>
        <div className="row g-2">
          <FilterField name="user" label={t.person} choices={people} />
          <FilterField name="kind" label={t.kind} choices={KIND_CHOICES} />
          <FilterField name="action" label={t.action} choices={ACTION_CHOICES} />
          <FilterField name="from" label={t.from} />
          <FilterField name="to" label={t.to} />
        </div>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t.apply}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={() => {
              form.methods.reset(EMPTY_ACTIVITY_FILTER);
              void onApply({});
            }}
          >
            {t.reset}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
