import { faqRepo } from '../../db/index';
import { faqCreateSchema, faqUpdateSchema } from '../../shared/schemas/faq';
import { insertFaqEntry, updateFaqEntry } from '../services/faq';
import { faqRecord } from '../services/records/faq';
import { crudRoutes, trashRow } from './crud-routes';
import { pagedList } from './list-page';
import { orderRoutes, tableRoute, WHOLE_LIST } from './table-routes';

const tags = ['faq'];

/**
 * The FAQ, shaped like the calls of SPEC §7: /faq, /faq/:id, /faq/add, /faq/update/:id, /faq/delete/:id;
 * for the back office /faq/table and /faq/order. Answers are rich text (sanitized HTML); a PATCH with
 * `position` alone moves an entry; a delete goes to the trash.
 */
export const faqRoutes = crudRoutes(
  {
    tags,
    record: faqRecord,
    list: pagedList('In their order (position, then id)', faqRepo.listFaqEntries),
    find: faqRepo.findFaqEntry,
    remove: trashRow('faq'),
    activity: { kind: 'faq', record: (row) => ({ id: row.id, type: row.group_name || null, label: row.question }) },
  },
  {
    create: { body: faqCreateSchema, insert: insertFaqEntry },
    update: { fields: faqUpdateSchema, update: updateFaqEntry },
  },
  (app, resource) => {
    tableRoute(app, {
      kind: 'faq',
      tags,
      record: faqRecord,
      filters: WHOLE_LIST,
      description: 'The questions, in the order the FAQ page shows them.',
      rows: (db, _filters, request) => faqRepo.faqTable(db, request),
    });
    orderRoutes(app, {
      tags,
      list: 'The FAQ entries',
      scope: WHOLE_LIST,
      open: async () => ({ ids: faqRepo.faqIds, place: faqRepo.placeFaqEntries }),
      records: resource,
    });
  },
);
