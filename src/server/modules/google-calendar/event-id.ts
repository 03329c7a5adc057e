/** Google's event ids: base32hex lowercase (a–v, 0–9), 5 to 1024 characters. */
const ALPHABET = "0123456789abcdefghijklmnopqrstuv";

function base32hex(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/**
 * The event of one leg of a booking always has the same id, so pushing twice writes one event
 * (an insert of an existing id answers 409 and becomes an update) and a removal needs no stored
 * mapping. The module is part of it: two servers' bookings with the same id on one calendar
 * cannot collide.
 */
export function calendarEventId(moduleId: string, bookingId: number, leg: 0 | 1): string {
  return `cb${base32hex(Buffer.from(`${moduleId}:${bookingId}:${leg}`, "utf8"))}`;
}
