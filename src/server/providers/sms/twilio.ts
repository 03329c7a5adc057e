import type { SmsConfig } from "../../kernel/config.js";
import type { SmsMessage, SmsSender } from "./sms-sender.js";

/** A request to Twilio that hangs longer than this fails and is retried by the outbox. */
export const TWILIO_TIMEOUT_MS = 15_000;

/** Twilio's error body ({ code, message, more_info, status }), or what was answered instead. */
async function failureOf(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof parsed.message === "string") {
      return `Twilio answered ${response.status}: ${parsed.message} (code ${String(parsed.code ?? "none")})`;
    }
  } catch {
    // Not JSON (a proxy's page): its status says enough.
  }
  return `Twilio answered ${response.status}`;
}

/**
 * Twilio's Messages API (docs/decisions/0113-sms-through-twilio.md): one form-encoded POST to
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with To, Body and From (a number) or
 * MessagingServiceSid (MG…), HTTP Basic with the Account SID and auth token. 201 means accepted
 * (queued at Twilio); anything else rejects, and the outbox retries. The number never reaches
 * an error message (the outbox keeps errors; logs must not hold numbers).
 */
export function createTwilioSender(config: SmsConfig): SmsSender {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    config.apiBase,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  const sender = config.from.startsWith("MG") ? "MessagingServiceSid" : "From";
  return {
    provider: "twilio",
    async send(message: SmsMessage) {
      const body = new URLSearchParams({ To: message.to, [sender]: config.from, Body: message.text });
      const response = await fetch(url, {
        method: "POST",
        headers: {
          authorization,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body,
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
      if (response.status !== 201 && response.status !== 200) throw new Error(await failureOf(response));
      await response.body?.cancel();
    },
  };
}

/** The SMS channel: Twilio with its credentials, or none (off, and the admin says so). */
export function createSmsSender(config: SmsConfig | undefined): SmsSender | undefined {
  return config ? createTwilioSender(config) : undefined;
}
