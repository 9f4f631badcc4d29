import { faqRepo } from '../../db/index';
import { faqCreateSchema, faqUpdateSchema } from '../../shared/schemas/faq';
import { insertFaqEntry, updateFaqEntry } from '../services/faq';
import { faqRecord } from '../services/records/faq';
import { crudRoutes, trashRow } from './crud-routes';
import { pagedList } from './list-page';

/**
 * The FAQ, shaped like the calls of SPEC §7: /faq, /faq/:id, /faq/add, /faq/update/:id, /faq/delete/:id.
 * Answers are rich text (sanitized HTML); a PATCH with `position` alone moves an entry; a delete goes
 * to the trash.
 */
export const faqRoutes = crudRoutes(
  {
    tags: ['faq'],
    record: faqRecord,
    list: pagedList('In their order (position, then id)', faqRepo.listFaqEntries),
    find: faqRepo.findFaqEntry,
    remove: trashRow('faq'),
  },
  {
    create: { body: faqCreateSchema, insert: insertFaqEntry },
    update: { fields: faqUpdateSchema, update: updateFaqEntry },
  },
);
