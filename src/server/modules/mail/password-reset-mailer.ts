import type { PasswordResetMailer } from "../auth/index.js";
import { enqueueMail } from "./outbox.js";
import { renderPasswordReset } from "./templates/password-reset.js";

/** The auth service's password-reset sender: renders in the owner's language and queues it. */
export function createPasswordResetMailer(): PasswordResetMailer {
  return async (executor, message) => {
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
