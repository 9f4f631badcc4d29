// How the back office calls the API: one request path for every call (a lost session renewed in place,
// answers checked against the shared schemas), whole lists read page by page, tables and orders.

import { ADMIN_SESSION_FLAG, ADMIN_SESSION_OBJECT } from '../../../shared/constants/back-office';
import { API_LIST_PAGE_MAX } from '../../../shared/constants/lists';
import { messages } from '../../../shared/messages';
import { z } from 'zod';
import {
  sessionUserSchema,
  validationErrorSchema,
  orderAnswerSchema,
  tablePageSchema,
  type SessionUser,
} from '../../../shared/schemas';
import { sendForm, sendJson, type RawResponse } from '../api-transport';

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
export async function call<T>(
  method: string,
  path: string,
  answer: z.ZodType<T>,
  options: CallOptions = {},
): Promise<T> {
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
export async function listAll<T>(
  path: string,
  record: z.ZodType<T>,
  pageSize: number = API_LIST_PAGE_MAX,
): Promise<T[]> {
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
export function tablePage<T>(path: string, record: z.ZodType<T>, query: string) {
  return call('GET', `${path}/table?${query}`, tablePageSchema(record));
}

/** A list staff place by hand: its ids in the order shown, and a new order (every id once). */
export function orderCalls(path: string, scope: Record<string, string | number> = {}) {
  const query = new URLSearchParams(Object.entries(scope).map(([name, value]) => [name, String(value)])).toString();
  return {
    order: () => call('GET', `${path}/order${query ? `?${query}` : ''}`, orderAnswerSchema),
    reorder: (ids: readonly number[]) => call('PUT', `${path}/order`, orderAnswerSchema, { json: { ...scope, ids } }),
  };
}

/** Upload progress of a multipart save, as a fraction; absent when nobody shows it. */
export type Progress = ((fraction: number) => void) | undefined;
