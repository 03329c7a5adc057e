/**
 * Phone numbers for SMS: E.164 ("+" then 8 to 15 digits, no leading zero). Customers type them
 * as they like ("06 12 34 56 78", "+33 (0)6…", "0033 6…"); a national number (one leading 0) is
 * read with the module's country when its calling code is known here, and refused otherwise:
 * an SMS to a guessed country would reach a stranger.
 */
const CALLING_CODES: Readonly<Record<string, string>> = {
  FR: "33",
  BE: "32",
  CH: "41",
  LU: "352",
  MC: "377",
  ES: "34",
  PT: "351",
  IT: "39",
  DE: "49",
  NL: "31",
  GB: "44",
  IE: "353",
  US: "1",
  CA: "1",
};

const E164 = /^\+[1-9]\d{7,14}$/;

/** The number in E.164, or undefined when it cannot be one (no country for a national number). */
export function toE164(typed: string, country?: string | null): string | undefined {
  const compact = typed.replace(/\(0\)/g, "").replace(/[\s.\-()/]/g, "");
  let international: string | undefined;
  if (compact.startsWith("+")) international = compact;
  else if (compact.startsWith("00")) international = `+${compact.slice(2)}`;
  else if (/^0[1-9]/.test(compact) && country && CALLING_CODES[country]) {
    international = `+${CALLING_CODES[country]}${compact.slice(1)}`;
  }
  return international && E164.test(international) ? international : undefined;
}

/** For logs and the admin: the country code and the last two digits only ("+33•••••••78"). */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return "•".repeat(phone.length);
  return `${phone.slice(0, 3)}${"•".repeat(phone.length - 5)}${phone.slice(-2)}`;
}
