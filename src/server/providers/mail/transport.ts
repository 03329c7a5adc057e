/** One message as the outbox hands it to a transport (the sender comes from configuration). */
export interface MailMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a retried send carries the same Message-ID (receivers can dedupe). */
  messageId?: string;
  /** Files sent with the message: a ride's .ics (text), a document's PDF (base64). */
  attachments?: { filename: string; contentType: string; content: string; encoding?: "base64" }[];
}

/** Where mail goes: SMTP in production, .eml files in the embedded default (docs/operations.md#mail). */
export interface MailTransport {
  readonly kind: "smtp" | "file";
  /** Resolves once the message is accepted; rejects (to be retried later) otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** nodemailer's fields for one message. */
export function nodemailerFields(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.messageId ? { messageId: message.messageId } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
            ...(file.encoding ? { encoding: file.encoding } : {}),
          })),
        }
      : {}),
  };
}
