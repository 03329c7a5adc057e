import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorEnvelope, ValidationIssue } from "../contract/envelope.js";
import type { ErrorCode } from "../contract/errors.js";

/** A refusal the client can act on: a code from src/contract/errors.ts and its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (code: ErrorCode = "NOT_FOUND", message = "Not found") =>
  new AppError(code, 404, message);

/** Fastify's own error codes for bad requests, mapped to ours so input never yields a 5xx. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "INVALID_JSON", status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "INVALID_JSON", status: 400 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", status: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "UNSUPPORTED_MEDIA_TYPE", status: 415 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "VALIDATION_ERROR", status: 400 },
  FST_ERR_CTP_INVALID_TYPE: { code: "VALIDATION_ERROR", status: 400 },
  FST_ERR_VALIDATION: { code: "VALIDATION_ERROR", status: 400 },
  FST_ERR_BAD_URL: { code: "NOT_FOUND", status: 404 },
  FST_ERR_ASYNC_CONSTRAINT: { code: "VALIDATION_ERROR", status: 400 },
};

function envelope(code: string, message: string, issues?: ValidationIssue[]): ErrorEnvelope {
  return issues ? { success: false, data: code, message, issues } : { success: false, data: code, message };
}

/** The one error handler (DESIGN section 3): every failure leaves as the error envelope. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(error.code, error.message, error.issues));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split("/").filter(Boolean)].join("."),
        code: v.keyword,
        message: v.message ?? "Invalid value",
      }));
      return reply.status(400).send(envelope("VALIDATION_ERROR", "The request is not valid", issues));
    }
    if (error.code === "FST_ERR_RESPONSE_SERIALIZATION") {
      request.log.error({ err: error, cause: error.cause }, "response does not match the contract");
      return reply.status(500).send(envelope("INTERNAL_ERROR", "An unexpected error occurred"));
    }
    // Database invariants are the last line of defence; their violations are conflicts, not crashes.
    if (error.code === "23P01") {
      return reply.status(409).send(envelope("VEHICLE_FULL", "This vehicle is already booked at that time"));
    }
    // Text PostgreSQL cannot store (a NUL character) in any field or search the contract let through.
    if (error.code === "22021") {
      return reply.status(400).send(envelope("VALIDATION_ERROR", "Text cannot contain the NUL character"));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(envelope(known.code, error.message));
    if (error.statusCode === 429) {
      return reply.status(429).send(envelope("TOO_MANY_REQUESTS", "Too many requests, try again later"));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(envelope("VALIDATION_ERROR", error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(envelope("INTERNAL_ERROR", "An unexpected error occurred"));
  });
}

export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}
