import type { ValidationIssue } from "../contract/envelope.js";

/**
 * A failure answered by our API (or a network failure, code NETWORK_ERROR).
 * `code` is the server's code from the envelope, so callers switch on it, never on messages.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
