import { format, messages } from '../../shared/messages';

/** An error whose message a person may read, with the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = messages.api.notFound) {
    super(404, message);
  }
}

/** The row a write found, or 404: thrown inside a content write, it also rolls the write back. */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw new NotFoundError();
  return row;
}

export class ValidationError extends AppError {
  constructor(message: string, fieldErrors?: Record<string, string>) {
    super(400, message, fieldErrors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = messages.api.unauthorized) {
    super(401, message);
  }
}

/** A refusal for now: the answer says in `Retry-After` how many seconds to wait before asking again. */
export class RetryLaterError extends AppError {
  constructor(
    statusCode: number,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
  }
}

/** Login attempts refused for a while; the person is told how long in whole minutes, clients in seconds. */
export class TooManyAttemptsError extends RetryLaterError {
  /**
   * @param firstRefusal whether this is the first attempt its lock refuses (the activity log keeps one
   * row per lock, not one per refused attempt: a flood from a locked address writes nothing more).
   * @param text what the person is told, with `{minutes}` (by default: too many login attempts).
   */
  constructor(
    waitMs: number,
    readonly firstRefusal = true,
    text: string = messages.api.tooManyAttempts,
  ) {
    super(
      429,
      format(text, { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) }),
      Math.max(1, Math.ceil(waitMs / 1000)),
    );
  }
}

/** The person is known but may not do this (a role, a temporary password, a disabled account). */
export class ForbiddenError extends AppError {
  constructor(message: string = messages.api.adminOnly) {
    super(403, message);
  }
}

/** A write refused by a unique index, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
