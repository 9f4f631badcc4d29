import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** ISO-8601 UTC text: sorts correctly and reads the same on SQLite and PostgreSQL. */
type Timestamp = string;
type Id = Generated<number>;

export interface ArticlesTable {
  id: Id;
  title: string;
  slug: string;
  author: string;
  published_date: Timestamp;
  content: string;
  /** Plain text of `content`, kept for search and excerpts without parsing HTML on every read. */
  content_text: string;
  thumbnail: string | null;
  category: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FileLinksTable {
  id: Id;
  file_name: string;
  file_description: string;
  file_url: string;
  file_type: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VideosTable {
  id: Id;
  title: string;
  link: string;
  created_at: Timestamp;
  updated_at: Timestamp;
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
  title: string;
  image: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentCategoriesTable {
  id: Id;
  collection: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentsTable {
  id: Id;
  collection: string;
  category_id: number;
  file_name: string;
  file_url: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminsTable {
  id: Id;
  name: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a stolen database does not yield usable sessions. */
  id: string;
  admin_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
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

export interface Database {
  articles: ArticlesTable;
  file_links: FileLinksTable;
  videos: VideosTable;
  profile_images: ProfileImagesTable;
  hero_slides: HeroSlidesTable;
  document_categories: DocumentCategoriesTable;
  documents: DocumentsTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  site_settings: SiteSettingsTable;
  app_state: AppStateTable;
  upload_blobs: UploadBlobsTable;
  legacy_import_map: LegacyImportMapTable;
  article_slug_redirects: ArticleSlugRedirectsTable;
  legacy_upload_redirects: LegacyUploadRedirectsTable;
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
export type AdminRow = Selectable<AdminsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type { ColumnType };
