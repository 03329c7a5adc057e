import type { Kysely } from "kysely";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import { enqueueMail, type OwnerMailLimitsService, renderContactMessage } from "../mail/index.js";
import type { SettingsService } from "../settings/index.js";

/**
 * "Contact us" from the admin: the message goes to the operator's inbox through the outbox,
 * with the owner's address as Reply-To so the operator simply answers it. Without an operator
 * address nobody would read it (MAIL_FROM is a no-reply sender, `.invalid` by default): the
 * service answers 503 CONTACT_UNAVAILABLE and queues nothing, so the admin can say so.
 */
export function createContactService(deps: {
  db: Kysely<Schema>;
  settings: SettingsService;
  /** OPERATOR_EMAIL; unset → "Contact us" is not offered on this server. */
  operatorEmail: string | undefined;
  mailLimits: OwnerMailLimitsService;
}) {
  const operator = deps.operatorEmail;
  return {
    /** Whether a message would reach someone: the admin asks before offering the form. */
    available: operator !== undefined,
    async send(
      session: { ownerId: string; moduleId: string; email: string },
      message: string,
    ): Promise<void> {
      if (operator === undefined) {
        throw new AppError(
          "CONTACT_UNAVAILABLE",
          "This server has no contact address: messages to the operator cannot be sent",
        );
      }
      await deps.mailLimits.assertAllowed(session.ownerId, "contact-message", operator);
      const module = await deps.settings.getModule(session.moduleId);
      // The operator's language is not configured; the source language (English) is used for them.
      const rendered = renderContactMessage(
        {
          companyName: module.companyName,
          ownerEmail: session.email,
          moduleId: module.id,
          message,
        },
        "en",
      );
      await enqueueMail(deps.db, {
        template: "contact-message",
        to: operator,
        replyTo: session.email,
        senderOwnerId: session.ownerId,
        ...rendered,
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
