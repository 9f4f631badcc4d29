import { REVISION_PAGE_MAX } from '../../../shared/constants/revisions';
import type { PageSlug } from '../../../shared/constants/content';
import { z } from 'zod';
import { messageSchema, pageRecordSchema, previewLinkSchema } from '../../../shared/schemas';
import { revisionSchema, revisionSummarySchema } from '../../../shared/schemas/revision';
import { call, type Progress } from './call';

/** The editable pages: staff read what they work on (draft, schedule) and where each page stands. */
export const pages = {
  list: () => call('GET', '/pages', z.array(pageRecordSchema)),
  update: (slug: PageSlug, form: FormData, onProgress: Progress) =>
    call('PATCH', `/pages/${slug}`, pageRecordSchema, { form, onProgress }),
  discardDraft: (slug: PageSlug) => call('DELETE', `/pages/${slug}/draft`, pageRecordSchema),
  sharePreview: (id: number) => call('POST', `/pages/${id}/preview-link`, previewLinkSchema),
  revokePreview: (id: number) => call('DELETE', `/pages/${id}/preview-link`, messageSchema),
  revisions: (id: number) =>
    call('GET', `/pages/${id}/revisions?limit=${REVISION_PAGE_MAX}`, z.array(revisionSummarySchema)),
  revision: (id: number, revisionId: number) => call('GET', `/pages/${id}/revisions/${revisionId}`, revisionSchema),
  restoreRevision: (id: number, revisionId: number) =>
    call('POST', `/pages/${id}/revisions/${revisionId}/restore`, pageRecordSchema),
};
