import type { FileType } from '../../../shared/constants/content';
import { fileRecordSchema, messageSchema, type FileFields } from '../../../shared/schemas';
import { call, listAll, orderCalls, tablePage } from './call';

export const files = {
  /** Every file link of a type (the successors a form offers). */
  list: (type: FileType) => listAll(`/files/type?type=${encodeURIComponent(type)}`, fileRecordSchema),
  get: (id: number) => call('GET', `/files/${id}`, fileRecordSchema),
  table: (query: string) => tablePage('/files', fileRecordSchema, query),
  /** The file links of one type, placed by hand. */
  ordering: (type: FileType) => orderCalls('/files', { type }),
  add: (input: FileFields & { file_type: FileType }) => call('POST', '/files/add', fileRecordSchema, { json: input }),
  update: (id: number, input: FileFields) => call('PATCH', `/files/update/${id}`, fileRecordSchema, { json: input }),
  remove: (id: number) => call('DELETE', `/files/delete/${id}`, messageSchema),
};
