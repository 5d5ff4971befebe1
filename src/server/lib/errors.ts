/** An error the client is meant to see, in the contract's `{error: {code, message, details}}` form. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what = "Resource") => new AppError(404, "not_found", `${what} not found`);
export const unauthorized = () => new AppError(401, "unauthorized", "Please log in first");
export const forbidden = (message = "You are not allowed to do this") => new AppError(403, "forbidden", message);
export const conflict = (code: string, message: string, details?: unknown) => new AppError(409, code, message, details);
export const insufficientCc = (details?: unknown) =>
  new AppError(402, "insufficient_cc", "Your CC balance does not cover this", details);

/** A 422 naming one or more bad fields, for rules a JSON schema cannot express. */
export const validationError = (fields: { field: string; message: string }[], message = "Some fields are invalid") =>
  new AppError(422, "validation_error", message, fields);

/** Seconds a client is asked to wait before retrying a 503 (the `Retry-After` header). */
export const RETRY_AFTER_SECONDS = 2;

/**
 * A 503: a dependency the request needs (the database, Redis) cannot be reached, or the
 * instance is shutting down. The error handler adds `Retry-After` to every 503.
 */
export const serviceUnavailable = (message = "The service is briefly unavailable; try again shortly") =>
  new AppError(503, "service_unavailable", message);
