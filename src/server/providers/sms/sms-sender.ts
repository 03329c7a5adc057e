/** One text message as the outbox hands it to the provider: an E.164 number and its text. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Where reminders' SMS go (docs/decisions/0113-sms-through-twilio.md); none without credentials. */
export interface SmsSender {
  readonly provider: "twilio";
  /** Resolves once the provider accepted the message; rejects (retried by the outbox) otherwise. */
  send(message: SmsMessage): Promise<void>;
}
