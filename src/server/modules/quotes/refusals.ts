import type { Language } from "../../../contract/common.js";
import type { ValidationIssue } from "../../../contract/envelope.js";
import type { ErrorCode } from "../../../contract/errors.js";
import { AppError } from "../../kernel/errors.js";
import { serverI18n } from "../../kernel/server-i18n.js";

/**
 * A booking refusal as the customer reads it: the owner's own message when
 * the owner wrote one, otherwise our default in the customer's language. The HTTP status is the
 * code's (ERROR_HTTP_STATUS): 422 for a trip that cannot be booked, 409 for a fleet or price that
 * changed under the customer. `field` names the input at fault in the envelope's issues, so the
 * widget can show the message on it.
 */
export function refusal(
  code: ErrorCode,
  language: Language,
  ownerMessage: string,
  defaultMessage: (i18n: ReturnType<typeof serverI18n>) => string,
  field?: string,
): AppError {
  const message = ownerMessage.trim() || defaultMessage(serverI18n(language));
  const issues: ValidationIssue[] | undefined = field ? [{ path: field, code, message }] : undefined;
  return new AppError(code, message, issues);
}
