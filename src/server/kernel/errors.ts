import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorEnvelope, ValidationIssue } from "../../contract/envelope.js";
import { ERROR_HTTP_STATUS, type ErrorCode } from "../../contract/errors.js";
import { isDatabaseUnavailable } from "./database-unavailable.js";

/**
 * A refusal the client can act on: a code from src/contract/errors.ts. Its HTTP status is the
 * code's, from ERROR_HTTP_STATUS, so one code never answers two statuses.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = ERROR_HTTP_STATUS[code];
  }
}

export const notFound = (code: "NOT_FOUND" | "MODULE_NOT_FOUND" = "NOT_FOUND", message = "Not found") =>
  new AppError(code, message);

/** Fastify's own error codes for bad requests, mapped to ours so input never yields a 5xx. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "VALIDATION_ERROR",
  FST_ERR_CTP_INVALID_TYPE: "VALIDATION_ERROR",
  FST_ERR_VALIDATION: "VALIDATION_ERROR",
  FST_ERR_BAD_URL: "INVALID_URL",
  FST_ERR_ASYNC_CONSTRAINT: "VALIDATION_ERROR",
};

function envelope(code: string, message: string, issues?: ValidationIssue[]): ErrorEnvelope {
  return issues ? { success: false, data: code, message, issues } : { success: false, data: code, message };
}

/** Seconds a client should wait before retrying a 503: about the time a database restart takes. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The one error handler: every failure leaves as the error envelope
 * (docs/decisions/0003-error-envelope-and-status-codes.md).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      return reply.status(error.statusCode).send(envelope(error.code, error.message, error.issues));
    }
    // An outage is an incident the client can wait out, not a bug: 503 and when to come back.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(ERROR_HTTP_STATUS.DATABASE_UNAVAILABLE)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send(envelope("DATABASE_UNAVAILABLE", "The database is unavailable, try again shortly"));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split("/").filter(Boolean)].join("."),
        code: v.keyword,
        message: v.message ?? "Invalid value",
      }));
      return reply
        .status(ERROR_HTTP_STATUS.VALIDATION_ERROR)
        .send(envelope("VALIDATION_ERROR", "The request is not valid", issues));
    }
    if (error.code === "FST_ERR_RESPONSE_SERIALIZATION") {
      request.log.error({ err: error, cause: error.cause }, "response does not match the contract");
      return reply
        .status(ERROR_HTTP_STATUS.INTERNAL_ERROR)
        .send(envelope("INTERNAL_ERROR", "An unexpected error occurred"));
    }
    // Database invariants are the last line of defence; their violations are conflicts, not crashes.
    if (error.code === "23P01") {
      return reply
        .status(ERROR_HTTP_STATUS.VEHICLE_FULL)
        .send(envelope("VEHICLE_FULL", "This vehicle is already booked at that time"));
    }
    // Text PostgreSQL cannot store (a NUL character) in any field or search the contract let through.
    if (error.code === "22021") {
      return reply
        .status(ERROR_HTTP_STATUS.VALIDATION_ERROR)
        .send(envelope("VALIDATION_ERROR", "Text cannot contain the NUL character"));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(ERROR_HTTP_STATUS[known]).send(envelope(known, error.message));
    if (error.statusCode === 429) {
      return reply
        .status(ERROR_HTTP_STATUS.TOO_MANY_REQUESTS)
        .send(envelope("TOO_MANY_REQUESTS", "Too many requests, try again later"));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(envelope("VALIDATION_ERROR", error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(ERROR_HTTP_STATUS.INTERNAL_ERROR)
      .send(envelope("INTERNAL_ERROR", "An unexpected error occurred"));
  });
}

/**
 * Fastify's `frameworkErrors`: failures met while routing, before any handler (and so before the
 * error handler) runs. A path that is not valid percent-encoding (/api/booking/%E0%A4%A) answers
 * 400 INVALID_URL in our envelope rather than Fastify's own body; the router's other refusals
 * (an over-long path parameter, a failed constraint) answer 400 VALIDATION_ERROR.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode = error.code === "FST_ERR_BAD_URL" ? "INVALID_URL" : "VALIDATION_ERROR";
  const message =
    code === "INVALID_URL" ? "The address is not valid percent-encoding" : "The request is not valid";
  reply.status(ERROR_HTTP_STATUS[code]).send(envelope(code, message));
}

export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}
