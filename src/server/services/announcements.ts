import { announcementsRepo, type Db } from '../../db/index';
import type { AnnouncementWithDocuments } from '../../db/repositories/announcements';
import { format, messages } from '../../shared/messages';
import { endsAfterStart, type AnnouncementChanges, type AnnouncementCreate } from '../../shared/schemas/announcement';
import { hasArticleContent } from '../../shared/text-rules';
import type { Clock } from './clock';
import { found, ValidationError } from './errors';
import { sanitizeArticleContent } from './sanitize';

// The writes of announcements: the text is sanitized like an article's (and kept as plain text for
// the feed and the calendar), the dates are checked together (an update may send only one of them),
// and every linked document must exist outside the trash.

const v = messages.validation;

/** Sanitized text and its plain text; a text that shows nothing once cleaned is refused. */
function cleanContent(html: string): { content: string; content_text: string } {
  const { content, text } = sanitizeArticleContent(html);
  if (!hasArticleContent(content)) throw new ValidationError(v.contentEmpty, { content: v.contentEmpty });
  return { content, content_text: text };
}

/** Refuses ids of documents that are not there (unknown, or in the trash). */
async function checkDocuments(trx: Db, ids: readonly number[]): Promise<void> {
  const live = new Set(await announcementsRepo.liveDocumentIds(trx, ids));
  const missing = ids.filter((id) => !live.has(id));
  if (missing.length === 0) return;
  const message = format(v.unknownDocuments, { ids: missing.join(', ') });
  throw new ValidationError(message, { document_ids: message });
}

function checkDates(starts: string, ends: string, now: Date): void {
  if (!endsAfterStart({ starts_at: starts, ends_at: ends }, now)) {
    throw new ValidationError(v.endsBeforeStart, { ends_at: v.endsBeforeStart });
  }
}

/** The refine of the schema makes `ends_at` present; the type cannot say so. */
function required(value: string | null): string {
  if (value === null) throw new ValidationError(format(v.required, { field: 'Selesai tayang' }));
  return value;
}

/** A new announcement, shown from now when no start is given. Call inside the content write. */
export async function insertAnnouncement(
  trx: Db,
  fields: AnnouncementCreate,
  now: string,
  clock: Clock,
): Promise<AnnouncementWithDocuments> {
  const starts = fields.starts_at ?? clock.now().toISOString();
  const ends = required(fields.ends_at);
  checkDates(starts, ends, clock.now());
  await checkDocuments(trx, fields.document_ids);
  const row = await announcementsRepo.insertAnnouncement(trx, {
    title: fields.title,
    ...cleanContent(fields.content),
    starts_at: starts,
    ends_at: ends,
    deadline: fields.deadline,
    created_at: now,
    updated_at: now,
  });
  await announcementsRepo.setAnnouncementDocuments(trx, row.id, fields.document_ids);
  return found(await announcementsRepo.findAnnouncement(trx, row.id));
}

/** The fields sent (the dates checked with the stored ones); undefined for no live announcement. */
export async function updateAnnouncement(
  trx: Db,
  id: number,
  changes: AnnouncementChanges,
  now: string,
  clock: Clock,
): Promise<AnnouncementWithDocuments | undefined> {
  const current = await announcementsRepo.findAnnouncement(trx, id);
  if (!current) return undefined;
  const { title, content, starts_at, ends_at, deadline, document_ids } = changes;
  // An empty start means now, as on creation.
  const starts = starts_at === undefined ? undefined : (starts_at ?? clock.now().toISOString());
  const ends = ends_at === undefined ? undefined : required(ends_at);
  if (starts !== undefined || ends !== undefined) {
    checkDates(starts ?? current.starts_at, ends ?? current.ends_at, clock.now());
  }
  if (document_ids !== undefined) await checkDocuments(trx, document_ids);
  await announcementsRepo.updateAnnouncement(trx, id, {
    ...(title !== undefined && { title }),
    ...(content !== undefined && cleanContent(content)),
    ...(starts !== undefined && { starts_at: starts }),
    ...(ends !== undefined && { ends_at: ends }),
    ...(deadline !== undefined && { deadline }),
    updated_at: now,
  });
  if (document_ids !== undefined) await announcementsRepo.setAnnouncementDocuments(trx, id, document_ids);
  return announcementsRepo.findAnnouncement(trx, id);
}
