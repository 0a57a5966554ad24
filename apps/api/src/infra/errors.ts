/**
 * Typed errors that services throw; the one error handler in app.ts maps them to the `{ code, result }`
 * envelope with the HTTP status equal to the code.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable machine code beside the message, for answers a client must tell apart (`error` in the envelope). */
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message = "You need to be logged in to see this page", errorCode?: string) {
    super(401, message, errorCode);
  }
}

export class Forbidden extends AppError {
  constructor(message = "You are not allowed to access this resource", errorCode?: string) {
    super(403, message, errorCode);
  }
}

export class NotFound extends AppError {
  constructor(message: string, errorCode?: string) {
    super(404, message, errorCode);
  }
}

export class Conflict extends AppError {
  constructor(message: string, errorCode?: string) {
    super(409, message, errorCode);
  }
}

export class TooManyRequests extends AppError {
  constructor(message = "Too many requests. Please wait before trying again.") {
    super(429, message);
  }
}

/** The server has too much of one kind of work in hand; the answer's Retry-After says when to ask again. */
export class Busy extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}
