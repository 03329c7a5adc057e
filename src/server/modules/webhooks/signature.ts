import { createHmac, randomBytes } from "node:crypto";

/** The prefix Standard Webhooks gives symmetric secrets, so an owner recognises one. */
const SECRET_PREFIX = "whsec_";

/** A new endpoint secret: `whsec_` and 32 random bytes in base64 (Standard Webhooks: 24 to 64). */
export function newEndpointSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString("base64");
}

/** The HMAC key of a secret: the bytes its base64 part stands for. */
function keyOf(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
}

/**
 * The `webhook-signature` header (Standard Webhooks, decision 0118): `v1,` and the base64
 * HMAC-SHA-256, under the endpoint's secret, of `${eventId}.${timestamp}.${body}`, the body
 * being the exact bytes sent.
 */
export function signatureHeader(secret: string, eventId: string, timestamp: number, body: string): string {
  const mac = createHmac("sha256", keyOf(secret)).update(`${eventId}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** A new event id: `evt_` and 24 characters of base32 (120 random bits). */
export function newEventId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const bytes = randomBytes(24);
  let id = "evt_";
  for (const byte of bytes) id += alphabet[byte % 32];
  return id;
}
