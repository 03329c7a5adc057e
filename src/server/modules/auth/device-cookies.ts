import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** The cookie that marks a browser where the owner has signed in before (decision 0079). */
export const DEVICE_COOKIE = "cb.device";
/** A device stays known this long after its last successful sign-in. */
export const DEVICE_COOKIE_DAYS = 180;

const emailTag = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);

/**
 * Device cookies (OWASP's answer to lockout as a denial of service): after a successful sign-in
 * or password reset the browser gets `tag.expiry.mac`, naming the account by a hash of its
 * e-mail and signed with a key derived from JWT_SECRET. A sign-in that presents one for the
 * e-mail it names is from a device the owner used: the account's and the address's locks, which
 * attackers elsewhere can set off, do not apply to it (docs/decisions/0079-owner-lockout-and-reset-mail.md).
 */
export function createDeviceCookies(secret: Uint8Array, now: () => number = Date.now) {
  const key = createHmac("sha256", secret).update("device-cookie").digest();
  const mac = (text: string) => createHmac("sha256", key).update(text).digest().subarray(0, 16);
  return {
    /** The cookie's value for this account, valid DEVICE_COOKIE_DAYS. */
    issue(email: string): string {
      const text = `${emailTag(email)}.${Math.floor(now() / 1000) + DEVICE_COOKIE_DAYS * 86_400}`;
      return `${text}.${mac(text).toString("base64url")}`;
    },
    /** Whether `value` is a live device cookie of this account. */
    recognises(value: string | undefined, email: string): boolean {
      const [tag, expiry, signature] = value?.split(".") ?? [];
      if (!tag || !expiry || !signature || tag !== emailTag(email)) return false;
      if (!/^\d{1,12}$/.test(expiry) || Number(expiry) * 1000 <= now()) return false;
      const expected = mac(`${tag}.${expiry}`);
      const given = Buffer.from(signature, "base64url");
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The device cookie's value in a Cookie header, if any. */
export function deviceCookieOf(header: string | undefined): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return value.join("=");
  }
  return undefined;
}

/** The Set-Cookie header: only for the auth routes, never sent cross-site, never read by scripts. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}
