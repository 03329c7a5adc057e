import * as z from "zod/mini";

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to exhaust the server. */
export const PASSWORD_MAX_LENGTH = 256;

export const email = z.email().check(z.maxLength(254));

export const signInRequest = z.object({
  email: email,
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
  rememberMe: z._default(z.boolean(), false),
});
export type SignInRequest = z.input<typeof signInRequest>;

export const signInResponse = z.object({
  accessToken: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponse>;
