import {
  ADMIN_SESSION_FLAG,
  ADMIN_SESSION_OBJECT,
  API_ARTICLE_PAGE_MAX,
  API_LIST_PAGE_MAX,
  DOCUMENT_COLLECTIONS,
} from '../../shared/constants';
import type { ArticleType, DocumentCollection, FileType } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type {
  AdminPublic,
  ArticleRecord,
  CategoryFields,
  CategoryRecord,
  DocumentFields,
  DocumentRecord,
  FileFields,
  FileRecord,
  HeroRecord,
  LoginInput,
  ProfileRecord,
  SiteSettings,
  VideoFields,
  VideoRecord,
} from '../../shared/schemas';
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

/** The text to show for a failed call: the server's message when it sent one, else the screen's own. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** SPEC's client-side session flag and admin object, kept in sessionStorage. */
export const adminSession = {
  isLoggedIn(): boolean {
    return sessionStorage.getItem(ADMIN_SESSION_FLAG) === 'true';
  },
  admin(): AdminPublic | null {
    try {
      return JSON.parse(sessionStorage.getItem(ADMIN_SESSION_OBJECT) ?? 'null') as AdminPublic | null;
    } catch {
      return null;
    }
  },
  store(admin: AdminPublic): void {
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

interface CallOptions {
  json?: unknown;
  form?: FormData;
  onProgress?: (fraction: number) => void;
  /** Login, logout and the session check read a 401 themselves instead of logging out. */
  keep401?: boolean;
}

/** The one error path: 401 means logged out; any other failure carries the server's message. */
async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const url = `/api${path}`;
  const response: RawResponse = options.form
    ? await sendForm(method, url, options.form, options.onProgress)
    : await sendJson(method, url, options.json);
  if (response.status >= 200 && response.status < 300) return response.body as T;
  if (response.status === 401 && !options.keep401) {
    adminSession.clear();
    goToLogin(SESSION_EXPIRED_PATH);
    throw new ApiError(messages.adminError.sessionExpired, 401);
  }
  const body = (response.body ?? {}) as { message?: unknown; fieldErrors?: unknown };
  const message = typeof body.message === 'string' && body.message ? body.message : null;
  const fieldErrors =
    body.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as Record<string, string>) : {};
  throw new ApiError(message, response.status, fieldErrors);
}

/**
 * A whole list, read page by page: the API answers at most `pageSize` records a call (its bound
 * for public lists), and an office with years of records has more than one page.
 */
async function listAll<T>(path: string, pageSize: number = API_LIST_PAGE_MAX): Promise<T[]> {
  const all: T[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (;;) {
    const page = await call<T[]>('GET', `${path}${separator}limit=${pageSize}&offset=${all.length}`);
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}

type Progress = ((fraction: number) => void) | undefined;
type Message = { message: string };

function documentSet(collection: DocumentCollection) {
  const { categoryPath, documentPath, categoryIdField } = DOCUMENT_COLLECTIONS[collection];
  const payload = (fields: DocumentFields, categoryId: number) => ({ ...fields, [categoryIdField]: categoryId });
  return {
    categoryIdField,
    categories: () => listAll<CategoryRecord>(`/${categoryPath}/`),
    addCategory: (input: CategoryFields) => call<CategoryRecord>('POST', `/${categoryPath}/add`, { json: input }),
    updateCategory: (id: number, input: CategoryFields) =>
      call<CategoryRecord>('PATCH', `/${categoryPath}/update/${id}`, { json: input }),
    removeCategory: (id: number) => call<Message>('DELETE', `/${categoryPath}/delete/${id}`),
    documents: () => listAll<DocumentRecord>(`/${documentPath}/`),
    addDocument: (fields: DocumentFields, categoryId: number) =>
      call<DocumentRecord>('POST', `/${documentPath}/add`, { json: payload(fields, categoryId) }),
    updateDocument: (id: number, fields: DocumentFields, categoryId: number) =>
      call<DocumentRecord>('PATCH', `/${documentPath}/update/${id}`, { json: payload(fields, categoryId) }),
    removeDocument: (id: number) => call<Message>('DELETE', `/${documentPath}/delete/${id}`),
  };
}

/** One function per endpoint of SPEC §7 (and the extras), typed from the shared schemas. */
export const api = {
  auth: {
    login: (input: LoginInput) => call<{ admin: AdminPublic }>('POST', '/auth/login', { json: input, keep401: true }),
    logout: () => call<Message>('POST', '/auth/logout', { keep401: true }),
    me: () => call<{ admin: AdminPublic }>('GET', '/auth/me', { keep401: true }),
    changePassword: (input: { current_password: string; new_password: string; confirm_password: string }) =>
      call<Message>('POST', '/auth/change-password', { json: input }),
  },
  files: {
    list: (type: FileType) => listAll<FileRecord>(`/files/type?type=${encodeURIComponent(type)}`),
    add: (input: FileFields & { file_type: FileType }) => call<FileRecord>('POST', '/files/add', { json: input }),
    update: (id: number, input: FileFields) => call<FileRecord>('PATCH', `/files/update/${id}`, { json: input }),
    remove: (id: number) => call<Message>('DELETE', `/files/delete/${id}`),
  },
  articles: {
    list: (type: ArticleType) =>
      listAll<ArticleRecord>(`/article/type/${encodeURIComponent(type)}`, API_ARTICLE_PAGE_MAX),
    add: (form: FormData, onProgress: Progress) => call<ArticleRecord>('POST', '/article/add', { form, onProgress }),
    update: (id: number, form: FormData, onProgress: Progress) =>
      call<ArticleRecord>('PATCH', `/article/update/${id}`, { form, onProgress }),
    remove: (id: number) => call<Message>('DELETE', `/article/delete/${id}`),
  },
  videos: {
    list: () => listAll<VideoRecord>('/youtube/'),
    add: (input: VideoFields) => call<VideoRecord>('POST', '/youtube/add', { json: input }),
    update: (id: number, input: VideoFields) => call<VideoRecord>('PATCH', `/youtube/update/${id}`, { json: input }),
    remove: (id: number) => call<Message>('DELETE', `/youtube/delete/${id}`),
  },
  documents: documentSet,
  orgChart: {
    list: () => listAll<ProfileRecord>('/profile/type?type=struktur_organisasi'),
    add: (form: FormData, onProgress: Progress) => call<ProfileRecord>('POST', '/profile/add', { form, onProgress }),
    remove: (id: number) => call<Message>('DELETE', `/profile/delete/${id}`),
  },
  hero: {
    list: () => listAll<HeroRecord>('/hero'),
    add: (form: FormData, onProgress: Progress) => call<HeroRecord>('POST', '/hero/add', { form, onProgress }),
    update: (id: number, form: FormData, onProgress: Progress) =>
      call<HeroRecord>('PATCH', `/hero/update/${id}`, { form, onProgress }),
    remove: (id: number) => call<Message>('DELETE', `/hero/delete/${id}`),
  },
  settings: {
    get: () => call<SiteSettings>('GET', '/settings'),
    update: (input: SiteSettings) => call<SiteSettings>('PATCH', '/settings/update', { json: input }),
  },
};
