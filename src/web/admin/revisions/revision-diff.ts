import { diffWords } from 'diff';
import { adminMessages } from '../../../shared/messages/admin';
import { htmlToText } from '../../../shared/text-rules';
import { dateTimeWib } from '../lib/date-time';

/** A run of words: unchanged, only in the newer revision (added) or only in the older (removed). */
export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

export interface FieldDiff {
  field: string;
  label: string;
  parts: DiffPart[];
}

/** Fields shown first, in the form's order; any other field of the snapshot follows by name. */
const ORDER = ['title', 'author', 'category', 'published_date', 'published_at', 'status', 'thumbnail', 'content'];
/** Fields holding HTML: compared as the text a reader sees. */
const HTML_FIELDS = new Set(['content']);
/** Bookkeeping kept with a field (whether a date was chosen): it goes with the date, never on its own. */
const HIDDEN = new Set(['published_date_set']);
const STATUS_LABELS: Record<string, string> = {
  draft: adminMessages.publication.draft,
  published: adminMessages.publication.published,
};

function readable(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (field === 'status') return STATUS_LABELS[text] ?? text;
  // An article's type, as the back office names it (a move to another type).
  if (field === 'category') return (adminMessages.articleTypes as Record<string, string>)[text] ?? text;
  if (field === 'published_date') return dateTimeWib(text);
  return HTML_FIELDS.has(field) ? htmlToText(text) : text;
}

/**
 * What changed from one revision to another, field by field, as a word-level diff of what a reader
 * sees (article HTML as its text). Fields that are the same in both are left out.
 */
export function revisionDiff(older: Record<string, unknown>, newer: Record<string, unknown>): FieldDiff[] {
  const fields = [...new Set([...Object.keys(older), ...Object.keys(newer)])].sort((a, b) => {
    const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  const diffs: FieldDiff[] = [];
  for (const field of fields) {
    if (HIDDEN.has(field)) continue;
    const before = readable(field, older[field]);
    const after = readable(field, newer[field]);
    if (before === after) continue;
    const parts = diffWords(before, after).map((change): DiffPart => ({
      text: change.value,
      change: change.added ? 'added' : change.removed ? 'removed' : 'same',
    }));
    const label = adminMessages.history.fields[field] ?? field;
    diffs.push({ field, label, parts });
  }
  return diffs;
}
