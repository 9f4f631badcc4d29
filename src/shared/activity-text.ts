import { TRASH_KINDS } from './record-kinds';
import { TIME_ZONE_OFFSET } from './constants/time';

import { format } from './messages';
import { activityMessages } from './messages/activity';
import { activityFieldLabels } from './messages/activity-fields';
import type { ActivityEntry } from './schemas/activity';

// A row of the activity log in words, the same on the Riwayat Aktivitas screen and in its CSV export.

const t = activityMessages;
const OFFSET_MS = Number(TIME_ZONE_OFFSET.slice(1, 3)) * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-25 14:03:05`: the moment in WIB, in a form spreadsheets read as a date and that sorts as text. */
export function activityTimeWib(iso: string): string {
  const date = new Date(Date.parse(iso) + OFFSET_MS);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** Who: the person's name, "Tidak dikenal" for a login with an unknown name, "Sistem" for the rest. */
export function activityWho(entry: Pick<ActivityEntry, 'user' | 'address'>): string {
  if (entry.user) return entry.user.name;
  return entry.address ? t.unknownPerson : t.system;
}

const kindName = (kind: string): string =>
  (TRASH_KINDS as readonly string[]).includes(kind) ? t.kinds[kind as keyof typeof t.kinds] : kind;

/**
 * A field a change sent, by its label on the kind's form ("Diganti oleh" for `superseded_by`), without
 * the form's "(opsional)": the log names the field, it asks for nothing. A name no form has (a row of
 * an older release) stays as it was kept.
 */
export function activityFieldLabel(kind: ActivityEntry['kind'], name: string): string {
  const label = Object.hasOwn(activityFieldLabels[kind], name) ? activityFieldLabels[kind][name] : undefined;
  return label ? label.replace(/ \(opsional\)$/, '') : name;
}

/** The details in words: fields (by their form labels), state, role, reason, second factor, counts. */
export function activityDetailsText({ kind, details }: Pick<ActivityEntry, 'kind' | 'details'>): string {
  const parts: string[] = [];
  if (details.state) parts.push(format(t.detail.state, { state: t.states[details.state] }));
  if (details.role) parts.push(format(t.detail.role, { role: t.roles[details.role] }));
  if (details.reason) parts.push(format(t.detail.reason, { reason: t.reasons[details.reason] }));
  if (details.factor) parts.push(format(t.detail.factor, { factor: t.factors[details.factor] }));
  if (details.fields && details.fields.length > 0) {
    const labels = details.fields.map((name) => activityFieldLabel(kind, name));
    parts.push(format(t.detail.fields, { fields: labels.join(', ') }));
  }
  if (details.count !== undefined) parts.push(format(t.detail.count, { count: details.count }));
  for (const [kind, count] of Object.entries(details.counts ?? {})) {
    parts.push(format(t.detail.counts, { kind: kindName(kind), count }));
  }
  return parts.join('; ');
}

/** The record in words: its title or name, else its number. */
export function activityRecordText(record: ActivityEntry['record']): string {
  if (!record) return '';
  return record.label ?? format(t.recordNumber, { id: record.id });
}
