import { documentOpensSchema } from '../../../shared/schemas';
import { call } from './call';

/** How often each document and file link was opened through its stable link (Dokumen Dibuka). */
export const documentOpens = {
  list: (days: number) => call('GET', `/document-opens?days=${days}`, documentOpensSchema),
};
