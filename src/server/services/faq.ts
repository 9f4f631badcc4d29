import { faqRepo, type Db, type FaqEntryRow } from '../../db/index';
import { FAQ_POSITION_MAX } from '../../shared/constants/content';
import type { FaqCreate, FaqUpdate } from '../../shared/schemas/faq';
import { format, messages } from '../../shared/messages';
import { found, ValidationError } from './errors';
import { sanitizeArticleContent } from './sanitize';
import { hasArticleContent } from '../../shared/text-rules';

// The FAQ's writes: an answer is sanitized like an article's text (and kept as plain text for search);
// the list keeps places 0, 1, 2, … so that moving an entry up or down is one write of its place.

const answerRequired = () => {
  const message = format(messages.validation.required, { field: 'Jawaban' });
  return new ValidationError(message, { answer: message });
};

/** Sanitized answer and its text; an answer that shows nothing once cleaned is refused. */
function cleanAnswer(html: string): { answer: string; answer_text: string } {
  const { content, text } = sanitizeArticleContent(html);
  if (!hasArticleContent(content)) throw answerRequired();
  return { answer: content, answer_text: text };
}

/** A new entry, last unless a place is given. Call inside the content write. */
export async function insertFaqEntry(trx: Db, fields: FaqCreate, now: string): Promise<FaqEntryRow> {
  const row = await faqRepo.insertFaqEntry(trx, {
    question: fields.question,
    ...cleanAnswer(fields.answer),
    group_name: fields.group,
    position: FAQ_POSITION_MAX,
    created_at: now,
    updated_at: now,
  });
  await faqRepo.placeFaqEntry(trx, row.id, fields.position ?? FAQ_POSITION_MAX);
  return found(await faqRepo.findFaqEntry(trx, row.id));
}

/** The fields sent; a new place moves the entry (the others close up). Undefined for no live entry. */
export async function updateFaqEntry(
  trx: Db,
  id: number,
  changes: FaqUpdate,
  now: string,
): Promise<FaqEntryRow | undefined> {
  const { position, answer, group, question } = changes;
  const row = await faqRepo.updateFaqEntry(trx, id, {
    ...(question !== undefined && { question }),
    ...(answer !== undefined && cleanAnswer(answer)),
    ...(group !== undefined && { group_name: group }),
    updated_at: now,
  });
  if (!row || position === undefined) return row;
  await faqRepo.placeFaqEntry(trx, id, position);
  return faqRepo.findFaqEntry(trx, id);
}
