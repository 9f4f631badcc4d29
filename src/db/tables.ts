import type { LinkKind } from '../shared/record-kinds';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { UserRole } from '../shared/constants/accounts';
import type { LinkDetail, LinkStatus } from '../shared/constants/content-health';
import type { PublicationStatus } from '../shared/constants/publishing';
import type { ComplaintCategory, ComplaintEntryKind, ComplaintStatus } from '../shared/complaints';
import type { SurveyElementCode } from '../shared/survey-index';
import type { SurveyExternalSetting, SurveyProfileField, SurveyQuestionKind } from '../shared/surveys';

/** ISO-8601 UTC text: sorts correctly and reads the same on SQLite and PostgreSQL. */
type Timestamp = string;
type Id = Generated<number>;

export interface ArticlesTable {
  id: Id;
  title: string;
  slug: string;
  author: string;
  /** The publication moment: visitors see a published article from then on (a future one is scheduled). */
  published_date: Timestamp;
  /** `draft` | `published` (PUBLICATION_STATUSES); new rows are published unless they say otherwise. */
  status: ColumnType<PublicationStatus, PublicationStatus | undefined, PublicationStatus>;
  /** 0 for a draft whose date nobody chose: publishing it dates it then. */
  published_date_set: ColumnType<number, number | undefined, number>;
  content: string;
  /** Plain text of `content`, kept for search and excerpts without parsing HTML on every read. */
  content_text: string;
  thumbnail: string | null;
  /** What the thumbnail shows; empty: pages describe it by the title. */
  thumbnail_alt: ColumnType<string, string | undefined, string>;
  category: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** In the trash since (see repositories/trash.ts); null while the record is live. */
  deleted_at: Timestamp | null;
  /** The admin who moved it to the trash. */
  deleted_by: string | null;
}

export interface FileLinksTable {
  id: Id;
  file_name: string;
  file_description: string;
  file_url: string;
  file_type: string;
  /** Its place in its list, 1 first (repositories/record-order.ts); null until staff reorder the list. */
  position: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** In the trash since (see repositories/trash.ts); null while the record is live. */
  deleted_at: Timestamp | null;
  /** The admin who moved it to the trash. */
  deleted_by: string | null;
  /** The file link of the same type that replaces this one ("Diganti oleh"); null for a current version. */
  superseded_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The hosted PDF its stable link serves (`hosted_files.name`); null when it links to a file elsewhere. */
  hosted_file: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VideosTable {
  id: Id;
  title: string;
  link: string;
  /** Its place in its list, 1 first (repositories/record-order.ts); null until staff reorder the list. */
  position: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** In the trash since (see repositories/trash.ts); null while the record is live. */
  deleted_at: Timestamp | null;
  /** The admin who moved it to the trash. */
  deleted_by: string | null;
}

export interface ProfileImagesTable {
  id: Id;
  image: string;
  alt: string;
  type: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HeroSlidesTable {
  id: Id;
  /** The caption shown on the slide; empty: the centre's name. */
  title: string;
  /** The line under the caption; empty: none (or the tagline, on a slide without a caption). */
  subtitle: Generated<string>;
  /** The image's description for those who cannot see it. */
  alt: Generated<string>;
  image: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** In the trash since (see repositories/trash.ts); null while the record is live. */
  deleted_at: Timestamp | null;
  /** The admin who moved it to the trash. */
  deleted_by: string | null;
}

export interface DocumentCategoriesTable {
  id: Id;
  collection: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** In the trash since (see repositories/trash.ts); null while the record is live. */
  deleted_at: Timestamp | null;
  /** The admin who moved it to the trash. */
  deleted_by: string | null;
}

export interface DocumentsTable {
  id: Id;
  collection: string;
  category_id: number;
  file_name: string;
  file_url: string;
  /** Its place in its list, 1 first (repositories/record-order.ts); null until staff reorder the list. */
  position: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** In the trash since (see repositories/trash.ts); null while the record is live. */
  deleted_at: Timestamp | null;
  /** The admin who moved it to the trash. */
  deleted_by: string | null;
  /** 1 when it went to the trash with its category (and comes back with it), else 0. */
  deleted_with_category: ColumnType<number, number | undefined, number>;
  /** The document of the same set that replaces this one ("Diganti oleh"); null for a current version. */
  superseded_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The hosted PDF its stable link serves (`hosted_files.name`); null when it links to a file elsewhere. */
  hosted_file: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A staff account (the table grew out of the first version's `admins`). */
export interface UsersTable {
  id: Id;
  /** What is typed at login; unique. */
  username: string;
  /** The name shown (menu, article author, lists). */
  name: string;
  email: string | null;
  /** `admin` | `editor` (USER_ROLES). */
  role: UserRole;
  /** 1: the account cannot log in and has no sessions. */
  disabled: ColumnType<number, number | undefined, number>;
  /** 1: the password is a temporary one that must be changed before anything else. */
  must_change_password: ColumnType<number, number | undefined, number>;
  password_hash: string;
  /** The TOTP secret encrypted by the server's key (services/secret-box.ts); null without two-factor login. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** When two-factor login was turned on; null while the secret is only being set up. */
  totp_enabled_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The last 30-second step whose code was accepted: codes of it and before are refused. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a stolen database does not yield usable sessions. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The User-Agent and address of the login, for "Sesi Aktif" (cut to the column's size). */
  user_agent: string | null;
  ip_address: string | null;
  /** Written at most once a minute (SESSION_SEEN_INTERVAL_MS). */
  last_seen_at: Timestamp | null;
}

/** One-time codes for a login without the authenticator app: only their SHA-256 is stored. */
export interface RecoveryCodesTable {
  id: Id;
  user_id: number;
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

/** A login whose password was right, waiting for the code: keyed by the SHA-256 of its cookie's token. */
export interface PendingLoginsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Wrong codes so far (PENDING_LOGIN_MAX_FAILURES ends it). */
  failures: ColumnType<number, number | undefined, number>;
}

export interface LoginThrottleTable {
  /** `ip:<digest>`, `ip-user:<digest>:<digest>` or `user:<digest>` (fixed length, see services/login-throttle.ts). */
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

/** Key/value state shared by every instance, e.g. the content version that keys caches. */
export interface AppStateTable {
  key: string;
  value: string;
}

/** An uploaded image file stored in the database (UPLOAD_STORAGE=database). */
/** A PDF hosted by the site (docs/decisions/hosted-files.md); its bytes are kept where images are. */
export interface HostedFilesTable {
  /** `<first 32 hex digits of its SHA-256>.pdf`: the same file uploaded twice is stored once. */
  name: string;
  sha256: string;
  byte_size: number;
  page_count: number;
  created_at: Timestamp;
}

export interface UploadBlobsTable {
  /** File name as served under /uploads/: `<32 hex>.webp` or a width variant `<32 hex>-400.webp`. */
  name: string;
  data: Buffer;
  byte_size: number;
  created_at: Timestamp;
}

/** Old-system record (kind + old id or key) → the record it became, so a second import adds nothing. */
export interface LegacyImportMapTable {
  kind: string;
  legacy_key: string;
  new_id: number | null;
  imported_at: Timestamp;
  /** The old record's `updatedAt` when last imported or updated: a later difference is a change there. */
  legacy_updated_at: string | null;
  /** Our record's `updated_at` as the import left it: a later difference is an edit here. */
  target_updated_at: string | null;
  /** 1 when an image of the record could not be copied: a later run tries again. */
  image_pending: ColumnType<number, number | undefined, number>;
  /** Where the record went when the kind does not say: `file_link`, `document:pen`, a setting's key. */
  target_key: string | null;
}

/** An old slug (lower-case) of an imported article: answered with a redirect to its current address. */
export interface ArticleSlugRedirectsTable {
  slug_key: string;
  article_id: number;
  created_at: Timestamp;
}

/** An old upload file name (`<uuid>.webp`, lower-case) → the stored image it became. */
export interface LegacyUploadRedirectsTable {
  old_name: string;
  stored_path: string;
  created_at: Timestamp;
}

/** One save of an editable record (see db/revisions.ts): its editable fields as JSON, who and when. */
export interface RevisionsTable {
  id: Id;
  /** The kind of record (`article`); with `record_id` it names the record. */
  kind: string;
  record_id: number;
  /** JSON of the record's editable fields as they were saved. */
  snapshot: string;
  /** The record's title at that save, for the list. */
  label: string;
  /** Length of `snapshot` in bytes, for the list. */
  byte_size: number;
  /** The record's image at that save: kept on disk while a revision can restore it. */
  image: string | null;
  /** Who saved it; null for saves without an admin (seed, import) or after the account is gone. */
  admin_id: number | null;
  admin_name: string | null;
  created_at: Timestamp;
}

/** An admin's unsaved form values for one record (`record_key`: its id, or `new-<scope>`). */
export interface AutosavesTable {
  admin_id: number;
  kind: string;
  record_key: string;
  /** JSON of the form's values. */
  data: string;
  saved_at: Timestamp;
}

/** A secret link opening one record's preview without an account (only the token's SHA-256 is kept). */
export interface PreviewLinksTable {
  token_hash: string;
  /** One of PREVIEW_KINDS (`article`). */
  kind: string;
  record_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** An editable page ("Halaman"): its identity; what it shows is in `page_versions`. */
export interface PagesTable {
  id: Id;
  /** The page's address without its slash (PAGE_SLUGS). */
  slug: string;
  created_at: Timestamp;
}

/**
 * One version of a page: the one visitors see (the newest published one whose moment has come), a
 * draft beside it, or a version scheduled for later (see services/pages.ts).
 */
export interface PageVersionsTable {
  id: Id;
  page_id: number;
  /** `draft` | `published` (PUBLICATION_STATUSES). */
  status: PublicationStatus;
  /** When it is (or was) published; null for a draft without a chosen date. */
  published_at: Timestamp | null;
  title: string;
  /** Sanitized HTML from the article editor. */
  content: string;
  /** Plain text of `content` for search, derived on every write (repositories/pages.ts). */
  content_text: string;
  /** An uploaded illustration (`uploads/...`); null: the page's own. */
  image: string | null;
  image_alt: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A question and answer of the FAQ page. */
export interface FaqEntriesTable {
  id: Id;
  question: string;
  /** Sanitized HTML from the article editor. */
  answer: string;
  /** Plain text of `answer`, kept for search and the search page's excerpt. */
  answer_text: string;
  /** Empty: no group. */
  group_name: ColumnType<string, string | undefined, string>;
  /** The place in the list, 0 first (kept 0, 1, 2, … over the live entries). */
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** In the trash since (see repositories/trash.ts); null while the record is live. */
  deleted_at: Timestamp | null;
  /** The admin who moved it to the trash. */
  deleted_by: string | null;
}

/** An announcement ("Pengumuman"): shown from `starts_at` until `ends_at`, with an optional deadline. */
export interface AnnouncementsTable {
  id: Id;
  title: string;
  /** Sanitized HTML from the article editor. */
  content: string;
  /** Plain text of `content`, for the feed and the calendar's description. */
  content_text: string;
  /** Shown to visitors from this moment… */
  starts_at: Timestamp;
  /** …until this one (then it is in the archive). */
  ends_at: Timestamp;
  /** The deadline it announces, if any. */
  deadline: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** In the trash since (see repositories/trash.ts); null while the record is live. */
  deleted_at: Timestamp | null;
  /** The admin who moved it to the trash. */
  deleted_by: string | null;
}

/** A document an announcement links to, in the announcement's order (0 first). */
export interface AnnouncementDocumentsTable {
  announcement_id: number;
  document_id: number;
  position: number;
}

/** One background job's lease and schedule (repositories/job-leases.ts). */
export interface JobLeasesTable {
  name: string;
  /** The instance running the job now, or that ran it last. */
  holder: string | null;
  /** The lease: nobody else starts the job before this time. */
  locked_until: Timestamp;
  next_run_at: Timestamp;
  last_started_at: Timestamp | null;
  last_finished_at: Timestamp | null;
  /** Why the last run failed; null after a run that succeeded. */
  last_error: string | null;
}

/** One row of the activity log (src/db/activity.ts): appended with the write it records, never changed. */
export interface ActivityLogTable {
  id: Id;
  at: Timestamp;
  /** Who: the account and its name then; null for the system's own work (and a login with an unknown name). */
  user_id: number | null;
  user_name: string | null;
  ip_address: string | null;
  /** One of ACTIVITY_KINDS and ACTIVITY_ACTIONS (src/shared/constants/activity.ts). */
  kind: string;
  action: string;
  record_id: number | null;
  /** The article type, file type or document set of the record, where its kind has several. */
  record_type: string | null;
  /** The record's title or name when the row was written. */
  record_label: string | null;
  revision_id: number | null;
  /** JSON of activityDetailsSchema (src/shared/schemas/activity.ts): field names and enumerated values. */
  details: string;
}

/** Visits of one record's stable link on one day (repositories/document-opens.ts): a count, nothing else. */
export interface DocumentOpensTable {
  /** `document` | `file` (STABLE_LINK_KINDS). */
  kind: string;
  record_id: number;
  /** `YYYY-MM-DD` in WIB. */
  day: string;
  count: number;
}

/**
 * A visitor who opened a record on a day (WIB): a keyed hash of the address's group and the record,
 * never the address (services/document-opens.ts). Past days are removed.
 */
export interface DocumentOpenVisitorsTable {
  day: string;
  visitor: string;
}

/** The last check of one record's external link (repositories/link-checks.ts). */
export interface LinkChecksTable {
  id: Id;
  /** One of LINK_KINDS (`file`, `document`); with `record_id` it names the record. */
  kind: LinkKind;
  record_id: number;
  /** The address checked (the record's link at the time). */
  url: string;
  /** One of LINK_STATUSES. */
  status: LinkStatus;
  /** The last HTTP status answered, if any. */
  http_status: number | null;
  /** Where the redirects led; for `moved`, the new address. */
  final_url: string | null;
  /** One of LINK_DETAILS: why the link is not public or unreachable. */
  detail: LinkDetail | null;
  checked_at: Timestamp;
}

/** A survey (Kuisioner), answered at `/kuisioner/<slug>` (docs/decisions/surveys.md). */
export interface SurveysTable {
  id: Id;
  slug: string;
  title: string;
  /** A few sentences above the questions. */
  intro: ColumnType<string, string | undefined, string>;
  /** The site setting holding the external form shown while no period is open (SurveyExternalSetting). */
  external_setting: SurveyExternalSetting | null;
  /** Below this many respondents, the figures carry a warning. */
  minimum_respondents: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** In the trash since; null while the record is live. */
  deleted_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A question of a survey, in its place (`position`, then id). */
export interface SurveyQuestionsTable {
  id: Id;
  survey_id: number;
  kind: SurveyQuestionKind;
  /** The element of the index a `core` question measures (U1..U9); null for every other question. */
  element: SurveyElementCode | null;
  /** The profile field a profile question asks (age group, sex, …); null for every other question. */
  profile: SurveyProfileField | null;
  prompt: string;
  /** JSON list of the answers offered: four for a 1-4 question (worst first), the choices of a `choice`. */
  options: ColumnType<string, string | undefined, string>;
  /** 0/1: the form refuses an answer without it. */
  required: ColumnType<number, number | undefined, number>;
  position: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** When a survey is open: from `starts_on` to `ends_on` (`YYYY-MM-DD`, whole days in WIB, both included). */
export interface SurveyPeriodsTable {
  id: Id;
  survey_id: number;
  /** "Semester Ganjil 2026/2027". */
  name: string;
  starts_on: string;
  ends_on: string;
  /** The follow-up plan ("Rencana Tindak Lanjut") staff write for the period's results; '' until written. */
  follow_up_plan: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One respondent's answer to a survey in a period: nothing about the respondent but when. */
export interface SurveyResponsesTable {
  id: Id;
  survey_id: number;
  period_id: number;
  submitted_at: Timestamp;
}

/** One question answered: a score (1-4 questions) or a text (chosen or written). */
export interface SurveyAnswersTable {
  response_id: number;
  question_id: number;
  score: number | null;
  value: string | null;
}

/** A ticket of the complaints desk (Komplain, docs/decisions/complaints.md); no address of its sender. */
export interface ComplaintsTable {
  id: Id;
  /** `KMP-2026-0042`: `year` and `number` written out. */
  code: string;
  year: number;
  number: number;
  /** SHA-256 (hex) of the token of the private link: the link opens the ticket, the database cannot. */
  token_hash: string;
  category: ComplaintCategory;
  body: string;
  /** The sender's contact data, all optional; emptied after the retention period (contact_removed_at). */
  name: string | null;
  email: string | null;
  whatsapp: string | null;
  contact_removed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  status: ColumnType<ComplaintStatus, ComplaintStatus | undefined, ComplaintStatus>;
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
  assigned_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The attachment's stored name, its type (`image/webp`, `application/pdf`) and size in bytes. */
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  /** The day it arrived, `YYYY-MM-DD` in WIB: its target time counts working days from it. */
  received_on: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When it was closed (selesai or ditolak); null while open. */
  closed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** A staff note (`note`, internal) or reply (`reply`, public) on a ticket. */
export interface ComplaintEntriesTable {
  id: Id;
  complaint_id: number;
  kind: ComplaintEntryKind;
  body: string;
  author_id: number | null;
  author_name: string | null;
  created_at: Timestamp;
}

/** The last ticket number given in a year. */
export interface ComplaintSequencesTable {
  year: number;
  last_number: number;
}

/** An attachment kept in the database (UPLOAD_STORAGE=database). */
export interface ComplaintFilesTable {
  name: string;
  data: Buffer;
  byte_size: number;
  created_at: Timestamp;
}

/** The desk's settings: one row (id 1). */
export interface ComplaintSettingsTable {
  id: number;
  /** JSON object: working days per category. */
  target_days: string;
  /** JSON list of `YYYY-MM-DD` days that are not working days. */
  holidays: string;
  /** Days after closing that the contact data is kept. */
  retention_days: number;
  updated_at: Timestamp;
}

export interface Database {
  articles: ArticlesTable;
  file_links: FileLinksTable;
  videos: VideosTable;
  profile_images: ProfileImagesTable;
  hero_slides: HeroSlidesTable;
  document_categories: DocumentCategoriesTable;
  documents: DocumentsTable;
  users: UsersTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  pending_logins: PendingLoginsTable;
  login_throttle: LoginThrottleTable;
  site_settings: SiteSettingsTable;
  app_state: AppStateTable;
  upload_blobs: UploadBlobsTable;
  hosted_files: HostedFilesTable;
  legacy_import_map: LegacyImportMapTable;
  article_slug_redirects: ArticleSlugRedirectsTable;
  legacy_upload_redirects: LegacyUploadRedirectsTable;
  revisions: RevisionsTable;
  autosaves: AutosavesTable;
  preview_links: PreviewLinksTable;
  job_leases: JobLeasesTable;
  pages: PagesTable;
  page_versions: PageVersionsTable;
  faq_entries: FaqEntriesTable;
  announcements: AnnouncementsTable;
  announcement_documents: AnnouncementDocumentsTable;
  activity_log: ActivityLogTable;
  document_opens: DocumentOpensTable;
  document_open_visitors: DocumentOpenVisitorsTable;
  link_checks: LinkChecksTable;
  surveys: SurveysTable;
  survey_questions: SurveyQuestionsTable;
  survey_periods: SurveyPeriodsTable;
  survey_responses: SurveyResponsesTable;
  survey_answers: SurveyAnswersTable;
  complaints: ComplaintsTable;
  complaint_entries: ComplaintEntriesTable;
  complaint_sequences: ComplaintSequencesTable;
  complaint_files: ComplaintFilesTable;
  complaint_settings: ComplaintSettingsTable;
}

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticleRow = Insertable<ArticlesTable>;
export type ArticleRowUpdate = Updateable<ArticlesTable>;
export type FileLinkRow = Selectable<FileLinksTable>;
export type VideoRow = Selectable<VideosTable>;
export type ProfileImageRow = Selectable<ProfileImagesTable>;
export type HeroSlideRow = Selectable<HeroSlidesTable>;
export type DocumentCategoryRow = Selectable<DocumentCategoriesTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type RevisionRow = Selectable<RevisionsTable>;
export type NewRevisionRow = Insertable<RevisionsTable>;
export type AutosaveRow = Selectable<AutosavesTable>;
export type PreviewLinkRow = Selectable<PreviewLinksTable>;
export type PageRow = Selectable<PagesTable>;
export type PageVersionRow = Selectable<PageVersionsTable>;
export type NewPageVersionRow = Insertable<PageVersionsTable>;
export type PageVersionUpdate = Updateable<PageVersionsTable>;
export type FaqEntryRow = Selectable<FaqEntriesTable>;
export type AnnouncementRow = Selectable<AnnouncementsTable>;
export type ActivityLogRow = Selectable<ActivityLogTable>;
export type NewActivityLogRow = Insertable<ActivityLogTable>;
export type LinkCheckRow = Selectable<LinkChecksTable>;
export type SurveyRow = Selectable<SurveysTable>;
export type SurveyQuestionRow = Selectable<SurveyQuestionsTable>;
export type NewSurveyQuestionRow = Insertable<SurveyQuestionsTable>;
export type SurveyPeriodRow = Selectable<SurveyPeriodsTable>;
export type { ColumnType };
