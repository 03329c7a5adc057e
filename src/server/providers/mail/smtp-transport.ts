import nodemailer from "nodemailer";
import { type MailMessage, type MailTransport, nodemailerFields } from "./transport.js";

/**
 * SMTP through nodemailer. Options ride on the URL the way nodemailer reads them, e.g.
 * `smtps://user:pass@smtp.example.com` or `smtp://127.0.0.1:2525/?ignoreTLS=true`.
 * Timeouts are short so a dead server fails the attempt (and the outbox retries) instead of
 * holding the worker for minutes.
 */
export function createSmtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      const info = await transporter.sendMail(nodemailerFields(options.from, message));
      // Accepted by the server for none of the recipients: not delivered, so not "sent".
      if (info.accepted.length === 0) {
        throw new Error(`SMTP server accepted no recipient (rejected: ${info.rejected.join(", ")})`);
      }
    },
    close: () => transporter.close(),
  };
}
