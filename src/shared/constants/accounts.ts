/** Accounts, sessions, passwords, the login's throttles and two-factor login. */

export const SESSION_COOKIE = 'p3m_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's "last seen" is written at most this often: a request a minute costs one write, not every request. */
export const SESSION_SEEN_INTERVAL_MS = 60 * 1000;
/** A person's sessions listed under "Sesi Aktif" at most (a session lasts a week: more is not a real use). */
export const SESSIONS_LIST_MAX = 100;

/**
 * Staff roles: an Admin may do everything, including accounts and site settings; an Editor works on
 * content (articles, documents, file links, videos, slides, profile images). Every write route
 * declares the one it needs (src/server/plugins/session.ts checks it).
 */
export const USER_ROLES = ['admin', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** New passwords: at least this long, and not on the list of common passwords (shared/common-passwords.ts). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1000;
/** Random bytes of a temporary password (16 characters of base64url), shown once to the Admin who made it. */
export const TEMPORARY_PASSWORD_BYTES = 12;
export const USERNAME_MAX_LENGTH = 100;
export const DISPLAY_NAME_MAX_LENGTH = 100;
/** The most users the Pengguna list answers: an office has a handful; the bound keeps the answer small. */
export const USERS_LIST_MAX = 500;
/** Failed logins for one account from one address before that pair is locked out for LOGIN_LOCKOUT_MS. */
export const LOGIN_MAX_FAILURES = 5;
/** Attempts from one address, whatever the names, before the address is locked out: a flood of names stops early. */
export const LOGIN_ADDRESS_MAX_ATTEMPTS = 20;
/** Both the window in which failures are counted and the length of a lock. */
export const LOGIN_LOCKOUT_MS = 15 * 60 * 1000;
/**
 * An account is never locked (that would let anyone lock the admin out); past this many failures in
 * the window, from any addresses, each attempt on it waits first, doubling from the first delay up to the cap.
 */
export const LOGIN_ACCOUNT_SLOWDOWN_AFTER = 10;
export const LOGIN_ACCOUNT_FIRST_DELAY_MS = 500;
export const LOGIN_ACCOUNT_MAX_DELAY_MS = 5000;
/**
 * Wrong codes of the authenticator app for one account, from any addresses and pending logins within
 * LOGIN_LOCKOUT_MS, before its code step pauses for LOGIN_CODE_PAUSE_MS. Unlike the password, the
 * code step may pause: only someone who has the password reaches it, and the password, recovery codes
 * and an Admin's reset still work meanwhile. About ten guesses an hour: a 6-digit code (three accepted
 * at a time) is expected to fall after years, not hours.
 */
export const LOGIN_CODE_ACCOUNT_MAX_FAILURES = 10;
export const LOGIN_CODE_PAUSE_MS = 60 * 60 * 1000;
/** Stale throttle rows removed per failed attempt: more than an attempt adds, so the table cannot grow without bound. */
export const LOGIN_THROTTLE_PRUNE_BATCH = 50;

/**
 * Two-factor login with an authenticator app (TOTP, RFC 6238): 6 digits a 30-second step, the
 * settings every authenticator app assumes when the otpauth:// link names no others. A code of the
 * step before or after is accepted too (a phone's clock a little off), but each step once only.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
/** 160 bits, the length RFC 4226 recommends (32 characters of base32). */
export const TOTP_SECRET_BYTES = 20;
/** The name the authenticator app shows above the account. */
export const TOTP_ISSUER = 'P3M UNIM';
/** One-time recovery codes made when two-factor login is turned on, each 16 characters (80 bits). */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 16;
/** The cookie of a login whose password was right and whose code is still to come (path /api/auth). */
export const PENDING_LOGIN_COOKIE = 'p3m_login';
export const PENDING_LOGIN_COOKIE_PATH = '/api/auth';
/** How long the code may be typed after the password; then the login starts again. */
export const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;
/** Pending logins kept per account (the newest): logging in again and again cannot fill the table. */
export const PENDING_LOGINS_PER_ACCOUNT = 5;
/**
 * Codes one pending login may take, each counted before it is checked (the throttle counts them too);
 * then it ends: the fifth wrong code, or a burst of parallel ones, needs the password again.
 */
export const PENDING_LOGIN_MAX_FAILURES = 5;
