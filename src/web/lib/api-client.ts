import {
  ADMIN_SESSION_FLAG,
  ADMIN_SESSION_OBJECT,
  API_LIST_PAGE_MAX,
  DOCUMENT_COLLECTIONS,
  REVISION_PAGE_MAX,
} from '../../shared/constants';
import type { ArticleType, DocumentCollection, FileType, TrashKind } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { z } from 'zod';
import {
  adminArticleSchema,
  categoryRecordSchema,
  documentRecordSchema,
  fileRecordSchema,
  heroRecordSchema,
  messageSchema,
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
  orderAnswerSchema,
  tablePageSchema,
  type CategoryFields,
  type CreateUserInput,
  type SessionUser,
  type UpdateUserInput,
  type DocumentFields,
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
import type { RevisionKind } from '../../shared/constants';
import { sendForm, sendJson, type RawResponse } from './api-transport';

/** A refused call: the server's message (null when it gave none) and its per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
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
  throw new ApiError(message, response.status, (refusal.success && refusal.data.fieldErrors) || {});
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
    login: (input: LoginInput) => call('POST', '/auth/login', sessionAnswer, { json: input, keep401: true }),
    logout: () => call('POST', '/auth/logout', messageSchema, { keep401: true }),
    me: () => call('GET', '/auth/me', sessionAnswer, { keep401: true }),
    changePassword: (input: { current_password: string; new_password: string; confirm_password: string }) =>
      call('POST', '/auth/change-password', messageSchema, { json: input }),
    /** The own display name. */
    updateProfile: (input: { name: string }) =>
      call('PATCH', '/auth/me', sessionAnswer.extend({ message: z.string() }), { json: input }),
    sessions: () => call('GET', '/auth/sessions', z.array(sessionRecordSchema)),
    endSession: (id: string) => call('DELETE', `/auth/sessions/${encodeURIComponent(id)}`, messageSchema),
    endOtherSessions: () => call('DELETE', '/auth/sessions', messageSchema),
  },
  /** Staff accounts (Admins only). */
  users: {
    list: () => call('GET', '/users', z.array(userRecordSchema)),
    add: (input: CreateUserInput) => call('POST', '/users', userWithPasswordSchema, { json: input }),
    update: (id: number, input: UpdateUserInput) => call('PATCH', `/users/${id}`, userRecordSchema, { json: input }),
    resetPassword: (id: number) => call('POST', `/users/${id}/reset-password`, userWithPasswordSchema),
    endSessions: (id: number) => call('DELETE', `/users/${id}/sessions`, messageSchema),
  },
  files: {
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
    table: (query: string) => tablePage('/hero', heroRecordSchema, query),
    ...orderCalls('/hero'),
    add: (form: FormData, onProgress: Progress) => call('POST', '/hero/add', heroRecordSchema, { form, onProgress }),
    update: (id: number, form: FormData, onProgress: Progress) =>
      call('PATCH', `/hero/update/${id}`, heroRecordSchema, { form, onProgress }),
    remove: (id: number) => call('DELETE', `/hero/delete/${id}`, messageSchema),
  },
  settings: {
    get: () => call('GET', '/settings', siteSettingsSchema),
    update: (input: SiteSettings) => call('PATCH', '/settings/update', siteSettingsSchema, { json: input }),
  },
  /** Sampah: what the deletes above moved there, restored (Urungkan, Pulihkan) or deleted for good. */
  trash: {
    table: (query: string) => tablePage('/trash', trashItemSchema, query),
    restore: (kind: TrashKind, id: number) => call('POST', `/trash/${kind}/${id}/restore`, messageSchema),
    remove: (kind: TrashKind, id: number) => call('DELETE', `/trash/${kind}/${id}`, messageSchema),
  },
};
