import { messages } from '../../shared/messages';

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
