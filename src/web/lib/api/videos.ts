import { messageSchema, videoRecordSchema, type VideoFields } from '../../../shared/schemas';
import { call, orderCalls, tablePage } from './call';

export const videos = {
  get: (id: number) => call('GET', `/youtube/${id}`, videoRecordSchema),
  table: (query: string) => tablePage('/youtube', videoRecordSchema, query),
  ...orderCalls('/youtube'),
  add: (input: VideoFields) => call('POST', '/youtube/add', videoRecordSchema, { json: input }),
  update: (id: number, input: VideoFields) =>
    call('PATCH', `/youtube/update/${id}`, videoRecordSchema, { json: input }),
  remove: (id: number) => call('DELETE', `/youtube/delete/${id}`, messageSchema),
};
