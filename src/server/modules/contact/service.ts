import type { Kysely } from "kysely";
import type { Schema } from "../../db/schema.js";
import { enqueueMail, type OwnerMailLimitsService, renderContactMessage } from "../mail/index.js";
import type { SettingsService } from "../settings/index.js";

/** Extracts the bare address of "Name <address>" (MAIL_FROM's usual form). */
export function addressOf(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

/**
 * "Contact us" from the admin: the message goes to the operator's inbox through the outbox,
 * with the owner's address as Reply-To so the operator simply answers it.
 */
export function createContactService(deps: {
  db: Kysely<Schema>;
  settings: SettingsService;
  /** OPERATOR_EMAIL; unset → the MAIL_FROM address, the one mailbox every install has. */
  operatorEmail: string | undefined;
  mailFrom: string;
  mailLimits: OwnerMailLimitsService;
}) {
  const operator = deps.operatorEmail ?? addressOf(deps.mailFrom);
  return {
    async send(
      session: { ownerId: string; moduleId: string; email: string },
      message: string,
    ): Promise<void> {
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
