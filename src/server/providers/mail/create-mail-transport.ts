import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../kernel/config.js";
import { createEmlFileTransport } from "./eml-file-transport.js";
import { createSmtpTransport } from "./smtp-transport.js";
import type { MailTransport } from "./transport.js";

/** SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail. */
export function createMailTransport(
  config: Pick<AppConfig, "mail" | "dataDir">,
  log: FastifyBaseLogger,
): MailTransport {
  if (config.mail.smtpUrl) return createSmtpTransport({ url: config.mail.smtpUrl, from: config.mail.from });
  return createEmlFileTransport({ dir: join(config.dataDir, "mail"), from: config.mail.from, log });
}
