import { sql } from "kysely";
import { AppError } from "../../kernel/errors.js";
import type { PasswordResetMailer } from "../auth/index.js";
import { enqueueMail } from "./outbox.js";
import { renderPasswordReset } from "./templates/password-reset.js";

/**
 * Reset mails one address receives an hour, whichever account they name: the account's own
 * pace (one outstanding link) is the auth module's; this one holds for the recipient
 * (docs/decisions/0079-owner-lockout-and-reset-mail.md).
 */
export const RESET_MAILS_PER_RECIPIENT_PER_HOUR = 3;

/**
 * The auth service's password-reset sender: renders in the owner's language and queues it, or
 * throws 429 MAIL_LIMIT_REACHED (nothing queued) past the recipient's hourly reset mails.
 */
export function createPasswordResetMailer(): PasswordResetMailer {
  return async (executor, message) => {
    const sent = await executor
      .selectFrom("mailOutbox")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("template", "=", "password-reset")
      .where(sql`lower(to_address)`, "=", message.to.toLowerCase())
      .where("createdAt", ">", sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirst();
    if (Number(sent?.count ?? 0) >= RESET_MAILS_PER_RECIPIENT_PER_HOUR) {
      throw new AppError("MAIL_LIMIT_REACHED", "Too many password reset e-mails to this address");
    }
    await enqueueMail(executor, {
      template: "password-reset",
      to: message.to,
      ...renderPasswordReset(
        { resetUrl: message.resetUrl, expiresInMinutes: message.expiresInMinutes },
        message.language,
      ),
    });
  };
}
