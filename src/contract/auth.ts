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

/** Accounts created by the subscription flow carry this name until the welcome dialog is completed. */
export const NEW_ACCOUNT_NAME = "__new_account__";

export const newPassword = z
  .string()
  .check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(PASSWORD_MAX_LENGTH));

export const forgotPasswordRequest = z.object({ email: email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const tokenParams = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

export const resetPasswordCheck = z.object({ valid: z.literal(true) });

export const changePasswordRequest = z.object({
  password: newPassword,
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const companyName = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));
export const phoneNumber = z.string().check(z.trim(), z.maxLength(50));

/** Account update: blank newPassword keeps the old one; currentPassword always required. */
export const profileUpdateRequest = z.object({
  companyName: companyName,
  phone: z._default(phoneNumber, ""),
  newPassword: z.optional(z.union([z.literal(""), newPassword])),
  currentPassword: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

/** Welcome completion for a new account: company name and a first real password. */
export const welcomeCompletionRequest = z.object({ companyName: companyName, newPassword: newPassword });
export type WelcomeCompletionRequest = z.infer<typeof welcomeCompletionRequest>;

export const ownerProfile = z.object({ email: z.string(), name: z.string(), phone: z.string() });
export type OwnerProfile = z.infer<typeof ownerProfile>;

export const signupResponse = z.object({
  accessToken: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
});

/** One signed-in browser of the owner (the account dialog's list). */
export const activeSession = z.object({
  id: z.string(),
  /** "Firefox on Windows", or "" when the browser did not say. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;
export const activeSessions = z.array(activeSession);

export const revokeSessionRequest = z.object({ id: z.uuid() });
