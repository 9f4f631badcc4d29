import { faqRecordSchema, messageSchema, type FaqCreate, type FaqUpdate } from '../../../shared/schemas';
import { call, orderCalls, tablePage } from './call';

export const faq = {
  table: (query: string) => tablePage('/faq', faqRecordSchema, query),
  ...orderCalls('/faq'),
  add: (input: FaqCreate) => call('POST', '/faq/add', faqRecordSchema, { json: input }),
  update: (id: number, input: FaqUpdate) => call('PATCH', `/faq/update/${id}`, faqRecordSchema, { json: input }),
  remove: (id: number) => call('DELETE', `/faq/delete/${id}`, messageSchema),
};
