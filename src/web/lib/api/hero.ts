import { heroRecordSchema, messageSchema } from '../../../shared/schemas';
import { call, orderCalls, tablePage, type Progress } from './call';

export const hero = {
  get: (id: number) => call('GET', `/hero/${id}`, heroRecordSchema),
  table: (query: string) => tablePage('/hero', heroRecordSchema, query),
  ...orderCalls('/hero'),
  add: (form: FormData, onProgress: Progress) => call('POST', '/hero/add', heroRecordSchema, { form, onProgress }),
  update: (id: number, form: FormData, onProgress: Progress) =>
    call('PATCH', `/hero/update/${id}`, heroRecordSchema, { form, onProgress }),
  remove: (id: number) => call('DELETE', `/hero/delete/${id}`, messageSchema),
};
