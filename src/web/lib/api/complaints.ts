import { z } from 'zod';
import {
  complaintAssigneeOptionSchema,
  complaintListSchema,
  complaintRecordSchema,
  complaintSettingsRecordSchema,
  type ComplaintListQueryInput,
  type ComplaintSettings,
  type ComplaintStatusChange,
} from '../../../shared/schemas/complaint';
import { call } from './call';

/**
 * The complaints desk (Komplain), for its screen only: not named in `api` (lib/api-client.ts), whose
 * modules the admin's first screen loads; the screen's loader imports this one when it is opened.
 */
export const complaints = {
  list: (query: ComplaintListQueryInput) => {
    const params = new URLSearchParams();
    if (query.status) params.set('status', query.status);
    if (query.category) params.set('category', query.category);
    if (query.page !== undefined && query.page !== 1) params.set('page', String(query.page));
    const search = params.toString();
    return call('GET', `/complaints${search ? `?${search}` : ''}`, complaintListSchema);
  },
  get: (id: number) => call('GET', `/complaints/${id}`, complaintRecordSchema),
  settings: () => call('GET', '/complaints/settings', complaintSettingsRecordSchema),
  saveSettings: (input: ComplaintSettings) =>
    call('PUT', '/complaints/settings', complaintSettingsRecordSchema, { json: input }),
  assignees: () => call('GET', '/complaints/assignees', z.array(complaintAssigneeOptionSchema)),
  setStatus: (id: number, input: ComplaintStatusChange) =>
    call('POST', `/complaints/${id}/status`, complaintRecordSchema, { json: input }),
  assign: (id: number, userId: number | null) =>
    call('PUT', `/complaints/${id}/assignee`, complaintRecordSchema, { json: { userId } }),
  addNote: (id: number, body: string) =>
    call('POST', `/complaints/${id}/notes`, complaintRecordSchema, { json: { body } }),
  addReply: (id: number, body: string) =>
    call('POST', `/complaints/${id}/replies`, complaintRecordSchema, { json: { body } }),
};
