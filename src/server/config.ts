import path from 'node:path';
import { z } from 'zod';
import { ACTIVITY_RETENTION_MIN_DAYS } from '../shared/constants/activity';
import type { InternalAllowance } from './services/link-check/addresses';
import {
  adminPasswordProblem,
  corsOriginsSchema,
  internalAllowanceSchema,
  secretKeySchema,
  trustProxySchema,
  type TrustProxy,
} from './config-values';

const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : !/^(0|false|no|off)$/i.test(value)));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().optional(),
    DATABASE_URL: z
      .string()
      .optional()
      .refine((url) => !url || /^postgres(ql)?:\/\//.test(url), 'DATABASE_URL must be a postgres:// URL'),
    ADMIN_USERNAME: z.string().optional(),
    ADMIN_PASSWORD: z.string().optional(),
    PUBLIC_URL: z.string().url().optional(),
    CORS_ORIGINS: corsOriginsSchema,
    /** The session cookie's SameSite; `none` for a frontend on another site (CORS_ORIGINS) that logs in here. */
    COOKIE_SAME_SITE: z
      .string()
      .optional()
      .transform((value) => value?.trim().toLowerCase() || 'lax')
      .pipe(
        z.enum(['lax', 'strict', 'none'], {
          error: (issue) => `"${String(issue.input)}" is not one of lax (the default), strict, none`,
        }),
      ),
    /** true/false like the other flags, or `force`; unset means on in development and off in production. */
    SEED_DEMO: z.string().optional(),
    TRUST_PROXY: trustProxySchema,
    /** Encrypts the TOTP secrets at rest; unset, a key file in DATA_DIR (made on the first start). */
    SECRET_KEY: secretKeySchema,
    /** Set by `npm run dev`: pages come from Vite's dev server instead of the production build. */
    P3M_DEV_VITE: booleanFlag(false),
    UPLOAD_STORAGE: z.enum(['local', 'database']).default('local'),
    /** The largest hosted PDF (docs/decisions/hosted-files.md), in megabytes. */
    PDF_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(200).default(20),
    /** Memory for cached answers (pages and public API reads), in MB; 0 turns the cache off. */
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /**
     * Per address and minute: searches, and other answers that had to be computed (not from the cache);
     * calls to the login, its code step and logout have a budget of the same size of their own; 0 = no limit.
     */
    RATE_LIMIT_SEARCH: z.coerce.number().int().min(0).default(60),
    RATE_LIMIT_UNCACHED: z.coerce.number().int().min(0).default(300),
    /** For the whole process: pieces of expensive work (renders, searches, uncached reads) run at once, and waiting. */
    EXPENSIVE_WORK_SLOTS: z.coerce.number().int().min(1).max(64).default(4),
    EXPENSIVE_WORK_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
    /** Event-loop delay (ms) beyond which new expensive work is refused; 0 = never; unset: see loadConfig. */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** Days the activity log keeps a row: at least two years, longer when set. */
    AUDIT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(ACTIVITY_RETENTION_MIN_DAYS, {
        error: `the activity log is kept at least ${ACTIVITY_RETENTION_MIN_DAYS} days (two years); set more, or unset it`,
      })
      .max(36_500)
      .default(ACTIVITY_RETENTION_MIN_DAYS),
    /** The link check's schedule; unset means daily in production and off elsewhere. */
    LINK_CHECK: z
      .string()
      .optional()
      .transform((value) => value?.trim().toLowerCase() || undefined)
      .pipe(
        z
          .enum(['daily', 'off'], {
            error: (issue) => `"${String(issue.input)}" is not one of daily, off`,
          })
          .optional(),
      ),
    /** Internal addresses links may lead to (none by default; see internalAllowanceSchema). */
    LINK_CHECK_ALLOW_PRIVATE: internalAllowanceSchema,
    /** The SMTP server e-mail goes through (`smtp://user:pass@host:587`, `smtps://…`); unset, none is sent. */
    SMTP_URL: z
      .string()
      .optional()
      .transform((value) => value?.trim() || undefined)
      .refine((url) => !url || /^smtps?:\/\//.test(url), 'SMTP_URL must be an smtp:// or smtps:// URL'),
    /** The sender of the e-mails (`P3M UNIM <p3m@unim.ac.id>`); unset, `no-reply@` the SMTP server's host. */
    SMTP_FROM: z
      .string()
      .optional()
      .transform((value) => value?.trim() || undefined),
  })
  .superRefine((env, ctx) => {
    const passwordProblem = adminPasswordProblem(env.ADMIN_PASSWORD, env.ADMIN_USERNAME);
    if (passwordProblem) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: passwordProblem });
    // Browsers only keep a SameSite=None cookie that is Secure, i.e. sent over https alone.
    if (env.COOKIE_SAME_SITE === 'none' && !env.PUBLIC_URL?.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['COOKIE_SAME_SITE'],
        message:
          'none needs PUBLIC_URL to be the https:// address of this server (the cookie is then Secure, and browsers ' +
          'send it over https only); unset it (lax) unless a frontend on another site logs in here',
      });
    }
  });

const ENGLISH = z.locales.en();

/**
 * The event-loop delay (its mean over each second, in ms) beyond which production refuses new
 * expensive work. A loop that late keeps every visitor waiting for that long, cached pages too.
 */
const PRODUCTION_MAX_EVENT_LOOP_DELAY_MS = 200;

export type SeedDemo = 'off' | 'on' | 'force';
/** `daily`: every link is checked once a day (one instance at a time); `off`: only on "Periksa sekarang". */
export type LinkCheckSchedule = 'daily' | 'off';
export type CookieSameSite = 'lax' | 'strict' | 'none';

/** What SEED_DEMO asks for; unset (or empty), it is on in development and off in production. */
function seedDemoSetting(value: string | undefined, env: AppConfig['env']): SeedDemo {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === '') return env === 'production' ? 'off' : 'on';
  if (setting === 'force') return 'force';
  return /^(0|false|no|off)$/.test(setting) ? 'off' : 'on';
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Whether DATA_DIR was given explicitly (production requires storage to be chosen). */
  dataDirExplicit: boolean;
  databaseUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string | undefined;
  corsOrigins: string[];
  /**
   * The session cookie's SameSite attribute. `none` (a frontend on another site, listed in
   * CORS_ORIGINS) makes the cookie Secure and needs an https PUBLIC_URL; the Origin check
   * (plugins/security.ts) stays the defence against cross-site writes.
   */
  cookieSameSite: CookieSameSite;
  /**
   * Demo content on the first start into an empty database: `off`, `on`, or `force`. Production
   * refuses `on` where it would add the content (a real site must not publish it by a default left
   * in place); only `force` adds it there.
   */
  seedDemo: SeedDemo;
  /** Which X-Forwarded-For hops to believe (see trustProxySchema). */
  trustProxy: TrustProxy;
  /**
   * The key that encrypts TOTP secrets at rest (SECRET_KEY). Unset, `DATA_DIR/secret.key` is made on
   * the first start and read after; several instances need the same key (secret-key.ts).
   */
  secretKey: string | undefined;
  /** Serve pages through Vite's development server (hot reload). */
  devServer: boolean;
  /** Where uploaded images live: the local `DATA_DIR/uploads` folder, or the database (shared by instances). */
  uploadStorage: 'local' | 'database';
  /** The largest hosted PDF in bytes (PDF_UPLOAD_MAX_MB). */
  pdfUploadMaxBytes: number;
  logLevel: string;
  /** Memory for cached answers in bytes; 0 turns the response cache off. */
  responseCacheBytes: number;
  /** Per address and minute (0 = no limit): searches, and answers computed because the cache had none. */
  rateLimits: { searchPerMinute: number; uncachedPerMinute: number };
  /**
   * The bound on expensive work of the whole process (services/work-gate.ts): `slots` pieces run at
   * once, `queue` more wait their turn, and beyond them anonymous requests are answered 503 at once.
   * While the event loop runs more than `maxEventLoopDelayMs` late (0: never checked), new expensive
   * work is refused as well. Cached answers and staff are never refused.
   */
  expensiveWork: { slots: number; queue: number; maxEventLoopDelayMs: number };
  /** Days a row of the activity log is kept before the daily job removes it (at least 730). */
  activityRetentionDays: number;
  /**
   * When the links of file links and documents are checked on their own: daily in production unless
   * turned off, never in development and tests (whose data has placeholder links) unless asked.
   */
  linkCheck: LinkCheckSchedule;
  /**
   * Internal addresses (loopback, private, link-local, …) a file or document link may lead to: none
   * by default, so such links are refused when saved and not asked when checked; `all`, or the listed
   * ranges, for an intranet (LINK_CHECK_ALLOW_PRIVATE).
   */
  linkAllowInternal: InternalAllowance;
  /** Where e-mail is sent through (SMTP_URL) and from whom (SMTP_FROM); null: no e-mail is sent. */
  smtp: { url: string; from: string | undefined } | null;
}

/** Parses the environment once; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Read by the operator on the console, in English like the rest of it: the Indonesian messages the
  // shared schemas set for every form and API answer (schemas/issue-messages.ts) do not apply here.
  const parsed = envSchema.safeParse(env, { error: ENGLISH.localeError });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR ?? 'data'),
    dataDirExplicit: e.DATA_DIR !== undefined,
    databaseUrl: e.DATABASE_URL || undefined,
    adminUsername: e.ADMIN_USERNAME || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS,
    cookieSameSite: e.COOKIE_SAME_SITE,
    seedDemo: seedDemoSetting(e.SEED_DEMO, e.NODE_ENV),
    trustProxy: e.TRUST_PROXY,
    secretKey: e.SECRET_KEY,
    devServer: e.NODE_ENV === 'development' && e.P3M_DEV_VITE,
    uploadStorage: e.UPLOAD_STORAGE,
    pdfUploadMaxBytes: e.PDF_UPLOAD_MAX_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    responseCacheBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
    rateLimits: { searchPerMinute: e.RATE_LIMIT_SEARCH, uncachedPerMinute: e.RATE_LIMIT_UNCACHED },
    expensiveWork: {
      slots: e.EXPENSIVE_WORK_SLOTS,
      queue: e.EXPENSIVE_WORK_QUEUE,
      // Off unless set outside production: a development or test machine busy with other work (a
      // build, a test run in parallel) lags without any visitor, and must not refuse its own pages.
      maxEventLoopDelayMs:
        e.MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'production' ? PRODUCTION_MAX_EVENT_LOOP_DELAY_MS : 0),
    },
    activityRetentionDays: e.AUDIT_RETENTION_DAYS,
    linkCheck: e.LINK_CHECK ?? (e.NODE_ENV === 'production' ? 'daily' : 'off'),
    linkAllowInternal: e.LINK_CHECK_ALLOW_PRIVATE,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : null,
  };
}

/** What production refuses to start without, all listed at once so that one restart fixes them. */
export function productionConfigProblems(config: AppConfig): string[] {
  if (!config.isProduction) return [];
  const problems: string[] = [];
  if (!config.publicUrl) {
    problems.push(
      'PUBLIC_URL is required (absolute links in sitemap, feeds and Open Graph), e.g. https://p3m.unim.ac.id',
    );
  }
  if (!config.databaseUrl && !config.dataDirExplicit) {
    problems.push(
      'DATABASE_URL (PostgreSQL) or DATA_DIR (folder of the SQLite file and uploads) is required, ' +
        'so that data never lands in the working directory by accident',
    );
  }
  // Without either, the problem above already asks for DATA_DIR, which gives the key file a place too.
  if (config.databaseUrl && !config.dataDirExplicit && !config.secretKey) {
    problems.push(
      'SECRET_KEY (at least 32 characters, e.g. openssl rand -hex 32) or DATA_DIR (where the key file is made) ' +
        'is required: the key encrypts the two-factor login secrets',
    );
  }
  return problems;
}
