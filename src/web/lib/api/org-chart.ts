import { messageSchema, profileRecordSchema } from '../../../shared/schemas';
import { call, tablePage, type Progress } from './call';

export const orgChart = {
  table: (query: string) => tablePage('/profile', profileRecordSchema, query),
  add: (form: FormData, onProgress: Progress) =>
    call('POST', '/profile/add', profileRecordSchema, { form, onProgress }),
  remove: (id: number) => call('DELETE', `/profile/delete/${id}`, messageSchema),
};
