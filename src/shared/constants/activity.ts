/** The activity log (Riwayat Aktivitas). */

import { RECORD_KIND_NAMES } from '../record-kinds';

/**
 * The activity log ("Riwayat Aktivitas"): what kind of thing a row is about. Every kind of record
 * (shared/record-kinds.ts); `site_settings` and `account` are Admins' work; `system` is what no person
 * did (the purge, an import, the demo content, the log's own pruning).
 */
export const ACTIVITY_KINDS = [...RECORD_KIND_NAMES, 'site_settings', 'account', 'system'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * Every action the activity log records, one list for every writer (src/db/activity.ts) and reader.
 * Content: create, update, the publishing moves of a save (publish, schedule, unpublish), trash,
 * restore (from the trash), delete_forever (from the trash), delete (no trash: organisation-chart
 * images), revision_restore, file_upload (a PDF hosted for a document or file link) and the shared preview links. Logins: success, failure (wrong password or
 * unknown name, or a wrong code of the second step), throttled (refused by the limits), disabled
 * (right password, disabled account), code_asked (right password, the second step's code asked for).
 * Accounts: create, update (the name), role_change, disable, enable, password_reset (by an Admin),
 * password_change (one's own), end_sessions, unlock (the shell's), two_factor_enable and
 * two_factor_disable (one's own), two_factor_reset (by an Admin or the shell). System: purge (the trash's daily
 * run), import (a run of the legacy import that changed something), seed (demo content), log_prune.
 */
export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'publish',
  'schedule',
  'unpublish',
  'trash',
  'restore',
  'delete_forever',
  'delete',
  'revision_restore',
  'file_upload',
  'preview_link_create',
  'preview_link_revoke',
  'login_success',
  'login_failure',
  'login_throttled',
  'login_disabled',
  'login_code_asked',
  'logout',
  'role_change',
  'disable',
  'enable',
  'password_reset',
  'password_change',
  'end_sessions',
  'unlock',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_reset',
  'purge',
  'import',
  'seed',
  'log_prune',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Why a login failed, as the log keeps it (never what was typed). */
export const LOGIN_FAILURE_REASONS = ['unknown_name', 'wrong_password', 'wrong_code', 'wrong_recovery_code'] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];

/** What the second step of a login was passed with: a code of the app, or a recovery code. */
export const SECOND_FACTORS = ['totp', 'recovery_code'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/**
 * Rows of the activity log are kept at least this many days (two years); AUDIT_RETENTION_DAYS may
 * keep them longer, never shorter. A daily job removes older ones.
 */
export const ACTIVITY_RETENTION_MIN_DAYS = 730;
/** The most rows one answer of `GET /api/audit` holds (the CSV export is not paged). */
export const ACTIVITY_PAGE_MAX = 200;
/** Rows per page of the Riwayat Aktivitas screen. */
export const ACTIVITY_SCREEN_PAGE_SIZE = 25;
