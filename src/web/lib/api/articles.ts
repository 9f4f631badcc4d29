import { REVISION_PAGE_MAX } from '../../../shared/constants/revisions';
import type { ArticleType } from '../../../shared/constants/content';
import { z } from 'zod';
import { adminArticleSchema, messageSchema, previewLinkSchema } from '../../../shared/schemas';
import { revisionSchema, revisionSummarySchema } from '../../../shared/schemas/revision';
import { call, tablePage, type Progress } from './call';

export const articles = {
  /** Every article (drafts too), a page of the back office's table; no image reads as null. */
  table: (query: string) => tablePage('/article', adminArticleSchema, query),
  /** One article by id, whatever its state (the session sees drafts). */
  get: (id: number) => call('GET', `/article/${id}`, adminArticleSchema),
  /** To another type (a save with its revision). */
  move: (id: number, category: ArticleType) =>
    call('POST', `/article/${id}/move`, adminArticleSchema, { json: { category } }),
  add: (form: FormData, onProgress: Progress) => call('POST', '/article/add', adminArticleSchema, { form, onProgress }),
  update: (id: number, form: FormData, onProgress: Progress) =>
    call('PATCH', `/article/update/${id}`, adminArticleSchema, { form, onProgress }),
  remove: (id: number) => call('DELETE', `/article/delete/${id}`, messageSchema),
  sharePreview: (id: number) => call('POST', `/article/${id}/preview-link`, previewLinkSchema),
  revokePreview: (id: number) => call('DELETE', `/article/${id}/preview-link`, messageSchema),
  /** The article's history, newest first (the most one call answers). */
  revisions: (id: number) =>
    call('GET', `/article/${id}/revisions?limit=${REVISION_PAGE_MAX}`, z.array(revisionSummarySchema)),
  revision: (id: number, revisionId: number) => call('GET', `/article/${id}/revisions/${revisionId}`, revisionSchema),
  restoreRevision: (id: number, revisionId: number) =>
    call('POST', `/article/${id}/revisions/${revisionId}/restore`, adminArticleSchema),
};
