import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, RETRY_AFTER_SECONDS, serviceUnavailable } from "../lib/errors.js";
import { isDatabaseUnavailable, pgErrorCode } from "../lib/pg-errors.js";

/**
 * PostgreSQL data errors caused by a value the client sent (a number beyond a column's range,
 * text that is not valid in the column's type, a NUL byte, an oversized value): the request is
 * bad, not the server, so they answer 422 like any other invalid input.
 */
const PG_INPUT_ERRORS: Record<string, string> = {
  "22003": "A number is out of range",
  "22P02": "A value has the wrong form",
  "22021": "Text contains a character that cannot be stored",
  "22P05": "Text contains a character that cannot be stored",
  "22001": "A text is too long",
  "22007": "A date or time has the wrong form",
  "22008": "A date or time is out of range",
  "54000": "A value is too large",
};

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const missing = issue.params?.missingProperty ?? issue.params?.requiredProperties;
  const extra = issue.params?.additionalProperty;
  const pathPart = (issue.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
  const leaf = [pathPart, missing ?? extra].filter(Boolean).join(".");
  return leaf || (context ?? "body");
}

/** Maps every error to the contract's `{error: {code, message, details}}` body; never leaks a 500's cause. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // A lost or refused connection: the request may well succeed in a moment (503, not 500).
      // Logged by code only: Drizzle's message holds the statement's parameters.
      const cause = (error as { cause?: { code?: unknown } }).cause;
      request.log.warn({ sqlState: pgErrorCode(error), code: cause?.code ?? error.code }, "database unavailable");
      error = serviceUnavailable("The database cannot be reached right now; try again shortly");
    }
    if (error instanceof AppError) {
      // A client can retry a 503 (a dependency away, the instance stopping): say when.
      if (error.statusCode === 503 && !reply.hasHeader("retry-after")) reply.header("retry-after", RETRY_AFTER_SECONDS);
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, details: error.details ?? null } });
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const details = (fe.validation as ValidationIssue[]).map((issue) => ({
        field: fieldName(issue, fe.validationContext),
        message: issue.message ?? "is invalid",
        in: fe.validationContext ?? "body",
      }));
      return reply.status(422).send({
        error: { code: "validation_error", message: "Some fields are invalid", details },
      });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      const code =
        fe.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "payload_too_large"
          : status === 415
            ? "unsupported_media_type"
            : "bad_request";
      const mapped =
        fe.code === "FST_ERR_CTP_INVALID_JSON_BODY" || fe.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ? 422 : status;
      return reply.status(mapped).send({
        error: { code: mapped === 422 ? "validation_error" : code, message: fe.message, details: null },
      });
    }
    const sqlState = pgErrorCode(error);
    if (sqlState && PG_INPUT_ERRORS[sqlState]) {
      // The statement and its parameters are not logged: they may hold hashes and addresses.
      request.log.warn({ sqlState }, "database refused a value from the request");
      return reply.status(422).send({
        error: { code: "validation_error", message: PG_INPUT_ERRORS[sqlState], details: null },
      });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ error: { code: "internal_error", message: "Something went wrong on our side", details: null } });
  });
}
