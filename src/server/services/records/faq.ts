import type { FaqEntryRow } from '../../../db/index';
import { faqRecordSchema } from '../../../shared/schemas/faq';
import { recordMapping } from './record-mapping';

/** A FAQ entry as the API answers it: `group` is the stored `group_name`. */
export const faqRecord = recordMapping(faqRecordSchema, (row: FaqEntryRow) => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  group: row.group_name,
  position: row.position,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
}));
