/** Errors a service may throw; the envelope turns them into answers. Anything else becomes a logged 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** a machine-readable reason beside the message (e.g. `deadline_passed`), for clients that act on it */
    readonly code?: string,
    /** what the client needs to act on the error (e.g. the sitting to go back to), sent as the envelope's `data` */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'Bad request') {
    super(400, message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'This action is unauthorized.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, errors?: Record<string, string[]>) {
    super(409, message, errors);
  }
}

/** 410: the thing is over for good (an exam after its deadline); `code` says which. */
export class GoneError extends AppError {
  constructor(message: string, code: string) {
    super(410, message, undefined, undefined, code);
  }
}

/** 413. The rest of the body may still be on the wire: the connection is closed rather than reused. */
export class PayloadTooLargeError extends AppError {
  constructor() {
    super(413, 'Request Entity Too Large', undefined, { Connection: 'close' });
  }
}

/** 422 with per-field messages; the message is the first field message (Laravel's habit, which the client expects). */
export class ValidationError extends AppError {
  constructor(errors: Record<string, string[]>, message?: string) {
    const first = Object.values(errors)[0]?.[0];
    super(422, message ?? first ?? 'The given data was invalid.', errors);
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
