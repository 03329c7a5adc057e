import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../../lib/private-files.js";
import { type MailMessage, type MailTransport, nodemailerFields } from "./transport.js";

/**
 * The embedded default: each message is built by nodemailer exactly as it would go over SMTP
 * (an RFC 822 message with its MIME parts) and written as an .eml file that any mail client
 * opens, then logged so a developer sees at once that a mail "left".
 */
export function createEmlFileTransport(options: {
  dir: string;
  from: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "file",
    async send(message: MailMessage) {
      const info = await builder.sendMail(nodemailerFields(options.from, message));
      // Owner-only: a message carries live confirm/cancel links and customers' details.
      ensurePrivateDir(options.dir);
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(options.dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, info.message, { mode: PRIVATE_FILE_MODE, flag: "wx" });
      options.log.info({ file, to: message.to, subject: message.subject }, "mail written to file");
    },
    close: () => builder.close(),
  };
}
