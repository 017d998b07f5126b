/** Errors that the error handler turns into `{ error }` responses with their status. */

/** An error carrying the HTTP status and the user-facing text to answer with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Creates an {@link HttpError} to throw from a hook or handler. */
export function httpError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message);
}
