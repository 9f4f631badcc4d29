import { ADMIN_SESSION_FLAG, ADMIN_SESSION_OBJECT } from '../../shared/constants/back-office';
import { DOCUMENT_COLLECTIONS } from '../../shared/constants/content';
import { LINK_CHECK_PAGE_MAX } from '../../shared/constants/content-health';
import { API_LIST_PAGE_MAX } from '../../shared/constants/lists';
import { REVISION_PAGE_MAX } from '../../shared/constants/revisions';
import type { ArticleType, DocumentCollection, FileType, PageSlug } from '../../shared/constants/content';
import type { TrashKind } from '../../shared/constants/trash';
import { messages } from '../../shared/messages';
import { z } from 'zod';
import {
  adminArticleSchema,
  announcementRecordSchema,
  categoryRecordSchema,
  documentOpensSchema,
  documentRecordSchema,
  faqRecordSchema,
  fileRecordSchema,
  heroRecordSchema,
  inlineImageRecordSchema,
  messageSchema,
  pageRecordSchema,
  previewLinkSchema,
  profileRecordSchema,
  sessionRecordSchema,
  sessionUserSchema,
  siteSettingsSchema,
  trashItemSchema,
  userRecordSchema,
  userWithPasswordSchema,
  validationErrorSchema,
  videoRecordSchema,
  recoveryCodesSchema,
  secondFactorAnswerSchema,
  securitySettingsSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
  type ConfirmTotpInput,
  type SecuritySettings,
  type VerifySecondFactorInput,
  orderAnswerSchema,
  tablePageSchema,
  type CategoryFields,
  type CreateUserInput,
  type SessionUser,
  type UpdateUserInput,
  type DocumentFields,
  type AnnouncementChanges,
  type AnnouncementCreate,
  type FaqCreate,
  type FaqUpdate,
  type FileFields,
  type LoginInput,
  type SiteSettings,
  type VideoFields,
} from '../../shared/schemas';
import {
  autosaveAnswerSchema,
  autosaveListSchema,
  autosaveSavedSchema,
  revisionSchema,
  revisionSummarySchema,
  type AutosaveData,
} from '../../shared/schemas/revision';
import type { RevisionKind } from '../../shared/constants/revisions';
import { activityPageSchema, activityQueryString, type ActivityFilter } from '../../shared/schemas/activity';
import { contentHealthSchema } from '../../shared/schemas/content-health';
import { linkCheckSchema, linkCheckStartSchema, linkHealthSchema } from '../../shared/schemas/link-health';
import { sendForm, sendJson, type RawResponse } from './api-transport';

/** A refused call: the server's message (null when it gave none) and its per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    /** The refusal's whole answer, for the few callers that read more than its message. */
    readonly body: unknown = null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * An answer the admin cannot read: the server's shape and the shared schema disagree. The screen shows
 * its own failure text; the message names the call and what did not match, for the developer and the
 * tests (a server change that breaks the admin fails there, not on a screen).
 */
export class ApiResponseError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${method} ${url} answered a shape the admin does not know:\n${z.prettifyError({ issues })}`);
    this.name = 'ApiResponseError';
  }
}

/** The text to show for a failed call: the server's message when it sent one, else the screen's own. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** SPEC's client-side session flag and admin object, kept in sessionStorage. */
export const adminSession = {
  isLoggedIn(): boolean {
    return sessionStorage.getItem(ADMIN_SESSION_FLAG) === 'true';
  },
  /** The stored admin object (a person logged in by an older version may lack the role: null then). */
  admin(): SessionUser | null {
    try {
      const checked = sessionUserSchema.safeParse(JSON.parse(sessionStorage.getItem(ADMIN_SESSION_OBJECT) ?? 'null'));
      return checked.success ? checked.data : null;
    } catch {
      return null;
    }
  },
  store(admin: SessionUser): void {
    sessionStorage.setItem(ADMIN_SESSION_FLAG, 'true');
    sessionStorage.setItem(ADMIN_SESSION_OBJECT, JSON.stringify(admin));
  },
  clear(): void {
    sessionStorage.removeItem(ADMIN_SESSION_FLAG);
    sessionStorage.removeItem(ADMIN_SESSION_OBJECT);
  },
};

/** Where a lost session leads: the login screen, which shows the "session ended" notice. */
export const SESSION_EXPIRED_PATH = '/admin/login?sesi=berakhir';

let goToLogin: (path: string) => void = (path) => window.location.assign(path);
/** The admin layout hands in the router's navigate, so a lost session is a client-side move. */
export function setLoginNavigator(navigate: (path: string) => void): void {
  goToLogin = navigate;
}

/**
 * Asks the admin to log in again where they are (a dialog over the screen) when the session ended
 * mid-work; true once logged in, false when they declined. Set by the admin layout.
 */
type SessionRenewer = () => Promise<boolean>;
let renewSession: SessionRenewer | null = null;
export function setSessionRenewer(renewer: SessionRenewer | null): void {
  renewSession = renewer;
}

interface CallOptions {
  json?: unknown;
  form?: FormData;
  onProgress?: (fraction: number) => void;
  /** Login, logout, the session check and autosaves read a 401 themselves instead of logging out. */
  keep401?: boolean;
}

/** How often one call is sent again after logging in anew (a second 401 means another lost session). */
const RENEWED_RETRIES = 3;

/**
 * The one error path: 401 means the session ended. The admin is asked to log in again in place and the
 * very same request is sent again, so nothing typed is lost; declining logs out as before. Any other
 * failure carries the server's message. A success is checked against the shared schema of its answer
 * before any screen sees it.
 */
async function call<T>(method: string, path: string, answer: z.ZodType<T>, options: CallOptions = {}): Promise<T> {
  const url = `/api${path}`;
  let response: RawResponse;
  for (let attempt = 0; ; attempt += 1) {
    response = options.form
      ? await sendForm(method, url, options.form, options.onProgress)
      : await sendJson(method, url, options.json);
    if (response.status !== 401 || options.keep401 || attempt >= RENEWED_RETRIES) break;
    if (!renewSession || !(await renewSession())) break;
  }
  if (response.status >= 200 && response.status < 300) {
    const checked = answer.safeParse(response.body);
    if (!checked.success) throw new ApiResponseError(method, url, checked.error.issues);
    return checked.data;
  }
  if (response.status === 401 && !options.keep401) {
    adminSession.clear();
    goToLogin(SESSION_EXPIRED_PATH);
    throw new ApiError(messages.adminError.sessionExpired, 401);
  }
  // A refusal without the usual body (a proxy's error page) still fails, with the screen's own text.
  const refusal = validationErrorSchema.safeParse(response.body);
  const message = refusal.success && refusal.data.message ? refusal.data.message : null;
  throw new ApiError(message, response.status, (refusal.success && refusal.data.fieldErrors) || {}, response.body);
}

/**
 * A whole list, read page by page: the API answers at most `pageSize` records a call (its bound
 * for public lists), and an office with years of records has more than one page.
 */
async function listAll<T>(path: string, record: z.ZodType<T>, pageSize: number = API_LIST_PAGE_MAX): Promise<T[]> {
  const all: T[] = [];
  const separator = path.includes('?') ? '&' : '?';
  const answer = z.array(record);
  for (;;) {
    const page = await call('GET', `${path}${separator}limit=${pageSize}&offset=${all.length}`, answer);
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}

/** One page of a back-office table: `query` is a table query (admin/lib/table-state.ts). */
function tablePage<T>(path: string, record: z.ZodType<T>, query: string) {
  return call('GET', `${path}/table?${query}`, tablePageSchema(record));
}

/** A list staff place by hand: its ids in the order shown, and a new order (every id once). */
function orderCalls(path: string, scope: Record<string, string | number> = {}) {
  const query = new URLSearchParams(Object.entries(scope).map(([name, value]) => [name, String(value)])).toString();
  return {
    order: () => call('GET', `${path}/order${query ? `?${query}` : ''}`, orderAnswerSchema),
    reorder: (ids: readonly number[]) => call('PUT', `${path}/order`, orderAnswerSchema, { json: { ...scope, ids } }),
  };
}

type Progress = ((fraction: number) => void) | undefined;
const sessionAnswer = z.object({ admin: sessionUserSchema });
const secondStepAnswer = sessionAnswer.extend({ message: z.string(), recoveryCodesLeft: z.number().optional() });

/** What the login's first step led to: the session, or the second step (the code of the app). */
export type LoginStep = { step: 'session'; admin: SessionUser } | { step: 'second-factor'; message: string };

/**
 * The login: 200 with the admin object, or (two-factor login on) 401 with `secondFactor`, which is
 * the second step and no failure. Any other answer is refused as every call's is.
 */
async function login(input: LoginInput): Promise<LoginStep> {
  try {
    const { admin } = await call('POST', '/auth/login', sessionAnswer, { json: input, keep401: true });
    return { step: 'session', admin };
  } catch (error) {
    const second = error instanceof ApiError ? secondFactorAnswerSchema.safeParse(error.body) : null;
    if (second?.success) return { step: 'second-factor', message: second.data.message };
    throw error;
  }
}

function documentSet(collection: DocumentCollection) {
  const { categoryPath, documentPath, categoryIdField } = DOCUMENT_COLLECTIONS[collection];
  const payload = (fields: DocumentFields, categoryId: number) => ({ ...fields, [categoryIdField]: categoryId });
  return {
    categoryIdField,
    categories: () => listAll(`/${categoryPath}/`, categoryRecordSchema),
    addCategory: (input: CategoryFields) => call('POST', `/${categoryPath}/add`, categoryRecordSchema, { json: input }),
    updateCategory: (id: number, input: CategoryFields) =>
      call('PATCH', `/${categoryPath}/update/${id}`, categoryRecordSchema, { json: input }),
    removeCategory: (id: number) => call('DELETE', `/${categoryPath}/delete/${id}`, messageSchema),
    categoryTable: (query: string) => tablePage(`/${categoryPath}`, categoryRecordSchema, query),
    /** Every document of the set (the successors a form offers, the documents a category takes along). */
    documents: () => listAll(`/${documentPath}/`, documentRecordSchema),
    documentTable: (query: string) => tablePage(`/${documentPath}`, documentRecordSchema, query),
    /** The documents of one category, placed by hand. */
    ordering: (categoryId: number) => orderCalls(`/${documentPath}`, { category: categoryId }),
    addDocument: (fields: DocumentFields, categoryId: number) =>
      call('POST', `/${documentPath}/add`, documentRecordSchema, { json: payload(fields, categoryId) }),
    updateDocument: (id: number, fields: DocumentFields, categoryId: number) =>
      call('PATCH', `/${documentPath}/update/${id}`, documentRecordSchema, { json: payload(fields, categoryId) }),
    removeDocument: (id: number) => call('DELETE', `/${documentPath}/delete/${id}`, messageSchema),
  };
}

/**
 * One function per endpoint of SPEC §7 (and the extras): what is sent is typed from the shared
 * schemas, and what comes back is checked against them.
 */
export const api = {
  auth: {
    login,
    /** The login's second step: a code of the app or a recovery code, with the first step's cookie. */
    verify: (input: VerifySecondFactorInput) =>
      call('POST', '/auth/totp/verify', secondStepAnswer, { json: input, keep401: true }),
    logout: () => call('POST', '/auth/logout', messageSchema, { keep401: true }),
    me: () => call('GET', '/auth/me', sessionAnswer.extend({ mustSetUpTwoFactor: z.boolean() }), { keep401: true }),
    changePassword: (input: { current_password: string; new_password: string; confirm_password: string }) =>
      call('POST', '/auth/change-password', messageSchema, { json: input }),
    /** The own display name. */
    updateProfile: (input: { name: string }) =>
      call('PATCH', '/auth/me', sessionAnswer.extend({ message: z.string() }), { json: input }),
    sessions: () => call('GET', '/auth/sessions', z.array(sessionRecordSchema)),
    endSession: (id: string) => call('DELETE', `/auth/sessions/${encodeURIComponent(id)}`, messageSchema),
    endOtherSessions: () => call('DELETE', '/auth/sessions', messageSchema),
  },
  /** The person's own two-factor login (Akun Saya). */
  twoFactor: {
    status: () => call('GET', '/auth/totp', twoFactorStatusSchema),
    setup: () => call('POST', '/auth/totp/setup', totpSetupSchema),
    confirm: (input: ConfirmTotpInput) => call('POST', '/auth/totp/confirm', recoveryCodesSchema, { json: input }),
    disable: (input: { password: string }) => call('POST', '/auth/totp/disable', messageSchema, { json: input }),
  },
  /** Staff accounts (Admins only). */
  users: {
    list: () => call('GET', '/users', z.array(userRecordSchema)),
    add: (input: CreateUserInput) => call('POST', '/users', userWithPasswordSchema, { json: input }),
    update: (id: number, input: UpdateUserInput) => call('PATCH', `/users/${id}`, userRecordSchema, { json: input }),
    resetPassword: (id: number) => call('POST', `/users/${id}/reset-password`, userWithPasswordSchema),
    resetTwoFactor: (id: number) =>
      call('POST', `/users/${id}/reset-2fa`, z.object({ user: userRecordSchema, message: z.string() })),
    endSessions: (id: number) => call('DELETE', `/users/${id}/sessions`, messageSchema),
  },
  files: {
    /** Every file link of a type (the successors a form offers). */
    list: (type: FileType) => listAll(`/files/type?type=${encodeURIComponent(type)}`, fileRecordSchema),
    get: (id: number) => call('GET', `/files/${id}`, fileRecordSchema),
    table: (query: string) => tablePage('/files', fileRecordSchema, query),
    /** The file links of one type, placed by hand. */
    ordering: (type: FileType) => orderCalls('/files', { type }),
    add: (input: FileFields & { file_type: FileType }) => call('POST', '/files/add', fileRecordSchema, { json: input }),
    update: (id: number, input: FileFields) => call('PATCH', `/files/update/${id}`, fileRecordSchema, { json: input }),
    remove: (id: number) => call('DELETE', `/files/delete/${id}`, messageSchema),
  },
  articles: {
    /** Every article (drafts too), a page of the back office's table; no image reads as null. */
    table: (query: string) => tablePage('/article', adminArticleSchema, query),
    /** One article by id, whatever its state (the session sees drafts). */
    get: (id: number) => call('GET', `/article/${id}`, adminArticleSchema),
    /** To another type (a save with its revision). */
    move: (id: number, category: ArticleType) =>
      call('POST', `/article/${id}/move`, adminArticleSchema, { json: { category } }),
    add: (form: FormData, onProgress: Progress) =>
      call('POST', '/article/add', adminArticleSchema, { form, onProgress }),
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
  },
  /** An image placed inside a rich text: stored at once, shown by the text once it is saved. */
  inlineImages: {
    add: (form: FormData, onProgress: Progress) =>
      call('POST', '/inline-images', inlineImageRecordSchema, { form, onProgress }),
  },
  /** The editable pages: staff read what they work on (draft, schedule) and where each page stands. */
  pages: {
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
  },
  faq: {
    table: (query: string) => tablePage('/faq', faqRecordSchema, query),
    ...orderCalls('/faq'),
    add: (input: FaqCreate) => call('POST', '/faq/add', faqRecordSchema, { json: input }),
    update: (id: number, input: FaqUpdate) => call('PATCH', `/faq/update/${id}`, faqRecordSchema, { json: input }),
    remove: (id: number) => call('DELETE', `/faq/delete/${id}`, messageSchema),
  },
  /** Announcements: staff read those not ended yet (still to start too) and, apart, the archive. */
  announcements: {
    table: (query: string) => tablePage('/announcements', announcementRecordSchema, query),
    list: (archive = false) =>
      listAll(archive ? '/announcements?archive=1' : '/announcements', announcementRecordSchema),
    add: (input: AnnouncementCreate) => call('POST', '/announcements/add', announcementRecordSchema, { json: input }),
    update: (id: number, input: AnnouncementChanges) =>
      call('PATCH', `/announcements/update/${id}`, announcementRecordSchema, { json: input }),
    remove: (id: number) => call('DELETE', `/announcements/delete/${id}`, messageSchema),
  },
  /**
   * The admin's autosave slots. A lost session does not interrupt typing with a login: these calls
   * read a 401 themselves, and the copy kept in the browser holds the values until the next save.
   */
  autosave: {
    list: (kind: RevisionKind) => call('GET', `/autosave/${kind}`, autosaveListSchema, { keep401: true }),
    get: (kind: RevisionKind, key: string) =>
      call('GET', `/autosave/${kind}/${encodeURIComponent(key)}`, autosaveAnswerSchema, { keep401: true }),
    put: (kind: RevisionKind, key: string, data: AutosaveData) =>
      call('PUT', `/autosave/${kind}/${encodeURIComponent(key)}`, autosaveSavedSchema, {
        json: { data },
        keep401: true,
      }),
    discard: (kind: RevisionKind, key: string) =>
      call('DELETE', `/autosave/${kind}/${encodeURIComponent(key)}`, messageSchema, { keep401: true }),
  },
  videos: {
    get: (id: number) => call('GET', `/youtube/${id}`, videoRecordSchema),
    table: (query: string) => tablePage('/youtube', videoRecordSchema, query),
    ...orderCalls('/youtube'),
    add: (input: VideoFields) => call('POST', '/youtube/add', videoRecordSchema, { json: input }),
    update: (id: number, input: VideoFields) =>
      call('PATCH', `/youtube/update/${id}`, videoRecordSchema, { json: input }),
    remove: (id: number) => call('DELETE', `/youtube/delete/${id}`, messageSchema),
  },
  documents: documentSet,
  orgChart: {
    table: (query: string) => tablePage('/profile', profileRecordSchema, query),
    add: (form: FormData, onProgress: Progress) =>
      call('POST', '/profile/add', profileRecordSchema, { form, onProgress }),
    remove: (id: number) => call('DELETE', `/profile/delete/${id}`, messageSchema),
  },
  hero: {
    get: (id: number) => call('GET', `/hero/${id}`, heroRecordSchema),
    table: (query: string) => tablePage('/hero', heroRecordSchema, query),
    ...orderCalls('/hero'),
    add: (form: FormData, onProgress: Progress) => call('POST', '/hero/add', heroRecordSchema, { form, onProgress }),
    update: (id: number, form: FormData, onProgress: Progress) =>
      call('PATCH', `/hero/update/${id}`, heroRecordSchema, { form, onProgress }),
    remove: (id: number) => call('DELETE', `/hero/delete/${id}`, messageSchema),
  },
  /** How often each document and file link was opened through its stable link (Dokumen Dibuka). */
  documentOpens: {
    list: (days: number) => call('GET', `/document-opens?days=${days}`, documentOpensSchema),
  },
  settings: {
    get: () => call('GET', '/settings', siteSettingsSchema),
    update: (input: SiteSettings) => call('PATCH', '/settings/update', siteSettingsSchema, { json: input }),
    security: () => call('GET', '/settings/security', securitySettingsSchema),
    updateSecurity: (input: SecuritySettings) =>
      call('PATCH', '/settings/security', securitySettingsSchema, { json: input }),
  },
  /** Riwayat Aktivitas (Admins only): a page of the log, and the address of its CSV export. */
  activity: {
    list: (filter: ActivityFilter, page: { limit: number; offset: number }) =>
      call('GET', `/audit?${activityQueryString(filter, page)}`, activityPageSchema),
    csvUrl: (filter: ActivityFilter) => `/api/audit?${activityQueryString(filter, { format: 'csv' })}`,
  },
  /** "Kesehatan Konten": every check of the content, in the screen's order. */
  contentHealth: () => call('GET', '/content-health', contentHealthSchema),
  /** The link check: its state (and the first `limit` results, worst first), a run now, a one-click update. */
  linkHealth: {
    status: (limit = LINK_CHECK_PAGE_MAX) => call('GET', `/link-health?limit=${limit}`, linkHealthSchema),
    check: () => call('POST', '/link-health/check', linkCheckStartSchema),
    applyRedirect: (id: number) => call('POST', `/link-health/${id}/apply-redirect`, linkCheckSchema),
  },
  /** Sampah: what the deletes above moved there, restored (Urungkan, Pulihkan) or deleted for good. */
  trash: {
    table: (query: string) => tablePage('/trash', trashItemSchema, query),
    restore: (kind: TrashKind, id: number) => call('POST', `/trash/${kind}/${id}/restore`, messageSchema),
    remove: (kind: TrashKind, id: number) => call('DELETE', `/trash/${kind}/${id}`, messageSchema),
  },
};
