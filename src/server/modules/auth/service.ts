import type { Kysely, Transaction } from "kysely";
import {
  type ChangePasswordRequest,
  NEW_ACCOUNT_NAME,
  type OwnerProfile,
  type ProfileUpdateRequest,
  type SignInRequest,
  type SignInResponse,
  type WelcomeCompletionRequest,
} from "../../../contract/auth.js";
import type { Language } from "../../../contract/common.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import { createDeviceCookies } from "./device-cookies.js";
import { type OneTimeTokens, TOKEN_LIFETIME_MINUTES } from "./one-time-tokens.js";
import type { OwnerAccounts } from "./owner-accounts.js";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password.js";
import type { Sessions } from "./sessions.js";
import { type SignInThrottle, THROTTLE } from "./sign-in-throttle.js";
import { issueAccessToken, SESSION_TTL_SECONDS, verifyAccessToken } from "./tokens.js";

export interface Session {
  ownerId: string;
  moduleId: string;
  email: string;
  /**
   * The server-side session the access token names (revoked on sign-out); empty for a request
   * made with an API key, which no session route accepts (decision 0120).
   */
  sessionId: string;
}

/** Writes the reset e-mail in the caller's transaction (the mail outbox). */
export type PasswordResetMailer = (
  executor: Executor,
  message: { to: string; language: Language; resetUrl: string; expiresInMinutes: number },
) => Promise<void>;

/** Tells the owner that sign-in to their account is paused (once per lock). */
export type SignInLockedMailer = (
  executor: Executor,
  message: { to: string; language: Language; minutes: number },
) => Promise<void>;

export interface AuthServiceDeps {
  db: Kysely<Schema>;
  repository: OwnerAccounts;
  tokens: OneTimeTokens;
  throttle: SignInThrottle;
  sessions: Sessions;
  jwtSecret: Uint8Array;
  publicUrl: string;
  sendPasswordReset: PasswordResetMailer;
  sendSignInLocked: SignInLockedMailer;
  /**
   * Sets the module's company name and the direct-link name that follows it, in the caller's
   * transaction (the settings service's setCompanyName: one place decides module names).
   */
  setModuleCompanyName(
    executor: Transaction<Schema>,
    moduleId: string,
    companyName: string,
  ): Promise<unknown>;
}

/** PostgreSQL's unique violation: a concurrent owner took the same direct-link name first. */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

const invalidCredentials = () =>
  new AppError("INVALID_CREDENTIALS", "The e-mail address or password is incorrect");

/** The shape of every one-time token we hand out (newTokenValue: base64url). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;

/** A browser where the owner signed in before (device-cookies.ts, decision 0079). */
type DeviceCookies = ReturnType<typeof createDeviceCookies>;

/** Opens a server-side session for the owner and hands out its access token. */
async function signedIn(
  deps: AuthServiceDeps,
  owner: { id: string; email: string; name: string; phone: string },
  remember: boolean,
  device: string,
) {
  const lifetimeSeconds = remember ? SESSION_TTL_SECONDS.rememberMe : SESSION_TTL_SECONDS.normal;
  const sessionId = await deps.sessions.open(owner.id, lifetimeSeconds, device);
  return {
    accessToken: await issueAccessToken(deps.jwtSecret, { ownerId: owner.id, sessionId, lifetimeSeconds }),
    email: owner.email,
    name: owner.name,
    phone: owner.phone,
  };
}

/**
 * Same answer and the same work whether the e-mail exists or not; throttled per account and
 * address, except that a device cookie of this account (`deviceCookie`, a browser where the
 * owner signed in before) is held only by its own address's delay: no lock that attackers
 * elsewhere set off can keep the owner out (decision 0079).
 */
async function signInWithPassword(
  deps: AuthServiceDeps,
  deviceCookies: DeviceCookies,
  request: Required<SignInRequest>,
  ip: string,
  device: string,
  deviceCookie: string | undefined,
): Promise<SignInResponse> {
  const { repository, throttle } = deps;
  const knownDevice = deviceCookies.recognises(deviceCookie, request.email);
  await throttle.assertAllowed(request.email, ip, { knownDevice });
  const owner = await repository.findOwnerByEmail(request.email);
  const valid = await verifyPassword(request.password, owner?.passwordHash ?? (await decoyPasswordHash()));
  if (!owner || !valid) {
    const { accountLocked } = await throttle.recordFailure(request.email, ip);
    if (accountLocked && owner) {
      await deps.sendSignInLocked(deps.db, {
        to: owner.email,
        language: owner.language,
        minutes: THROTTLE.lockoutMinutes,
      });
    }
    throw invalidCredentials();
  }
  await throttle.recordSuccess(request.email, ip);
  return signedIn(deps, owner, request.rememberMe, device);
}

/** The session an access token names, while its server-side session is still open. */
async function sessionOfToken(deps: AuthServiceDeps, token: string): Promise<Session> {
  const check = await verifyAccessToken(deps.jwtSecret, token);
  if (!check.ok) {
    throw check.reason === "expired"
      ? new AppError("SESSION_EXPIRED", "The session has expired, sign in again")
      : new AppError("UNAUTHORIZED", "Sign in to continue");
  }
  // A revoked or ended session reads as expired: the admin sends the owner to sign-in.
  if (!(await deps.sessions.touch(check.sessionId, check.ownerId))) {
    throw new AppError("SESSION_EXPIRED", "The session has ended, sign in again");
  }
  const session = await deps.repository.findSession(check.ownerId);
  if (!session) throw new AppError("UNAUTHORIZED", "Sign in to continue");
  return { ...session, sessionId: check.sessionId };
}

/**
 * The reset request's work, after the answer has gone: a known owner gets a single-use link in
 * the outbox; an unknown e-mail does the same lookup, token and transaction work.
 */
async function sendResetLink(deps: AuthServiceDeps, email: string): Promise<void> {
  const { tokens } = deps;
  const owner = await deps.repository.findOwnerByEmail(email);
  if (!owner) {
    await deps.db.transaction().execute(async (trx) => {
      await tokens.mayIssue(null, "password-reset", trx);
      await tokens.rehearse("password-reset", trx);
    });
    return;
  }
  await deps.db
    .transaction()
    .execute(async (trx) => {
      // One outstanding link per account, a few an hour: a flood of requests sends nothing more.
      if (!(await tokens.mayIssue(owner.id, "password-reset", trx))) return;
      const token = await tokens.issue(owner.id, "password-reset", trx);
      await deps.sendPasswordReset(trx, {
        to: owner.email,
        language: owner.language,
        resetUrl: `${deps.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`,
        expiresInMinutes: TOKEN_LIFETIME_MINUTES["password-reset"],
      });
    })
    .catch((error: unknown) => {
      // The recipient had its reset mail for the hour: nothing issued, nothing sent (the
      // answer, the same for everyone, has already gone).
      if (!(error instanceof AppError && error.code === "MAIL_LIMIT_REACHED")) throw error;
    });
}

/**
 * A reset to the password the account already has is refused (the link stays usable): whoever
 * asked for a reset believes the old password is lost or known to someone else.
 */
async function refuseSamePassword(deps: AuthServiceDeps, ownerId: string, password: string): Promise<void> {
  const owner = await deps.repository.findOwnerById(ownerId);
  if (owner && (await verifyPassword(password, owner.passwordHash))) {
    throw new AppError("SAME_PASSWORD", "Choose a password different from the current one");
  }
}

/** Sets the new password; answers the owner's e-mail (the reset's browser becomes a known device). */
async function resetPassword(
  deps: AuthServiceDeps,
  request: ChangePasswordRequest,
): Promise<{ email: string } | null> {
  const { tokens, repository } = deps;
  // The cheap checks first: a token that is not one we issue (base64url), or no live token by
  // that hash, is refused before any password hashing, so anonymous requests cost no scrypt.
  const expired = () =>
    new AppError("TOKEN_EXPIRED", "This password reset link has expired or was already used");
  const pending = TOKEN_SHAPE.test(request.token)
    ? await tokens.peek(request.token, "password-reset")
    : undefined;
  if (!pending) throw expired();
  await refuseSamePassword(deps, pending.ownerId, request.password);
  const passwordHash = await hashPassword(request.password);
  const tokenOwner = await deps.db.transaction().execute(async (trx) => {
    const used = await tokens.consume(request.token, "password-reset", trx);
    // Used up meanwhile by a concurrent request: the same refusal.
    if (!used) throw expired();
    await repository.updateOwner(used.ownerId, { passwordHash }, trx);
    // Whoever held the old password may hold a session too: a reset ends them all.
    await deps.sessions.revokeAll(used.ownerId, { executor: trx });
    return used.ownerId;
  });
  // The guesses counted against the old password: the owner can sign in with the new one.
  const owner = await repository.findOwnerById(tokenOwner);
  if (!owner) return null;
  await deps.throttle.liftAccount(owner.email);
  return { email: owner.email };
}

/** The owner's name and phone, and a new password when given (the current one is checked first). */
async function updateOwnerProfile(
  deps: AuthServiceDeps,
  session: Session,
  request: ProfileUpdateRequest,
): Promise<OwnerProfile> {
  const { repository } = deps;
  const { ownerId } = session;
  const owner = await repository.findOwnerById(ownerId);
  if (!owner) throw new AppError("UNAUTHORIZED", "Sign in to continue");
  if (!(await verifyPassword(request.currentPassword, owner.passwordHash))) {
    throw new AppError("WRONG_CURRENT_PASSWORD", "The current password is wrong");
  }
  if (request.newPassword && request.newPassword === request.currentPassword) {
    throw new AppError("SAME_PASSWORD", "Choose a password different from the current one");
  }
  if (!request.newPassword) {
    return repository.updateOwner(ownerId, { name: request.companyName, phone: request.phone ?? "" });
  }
  const passwordHash = await hashPassword(request.newPassword);
  // A new password ends every other session; the one that typed the current password stays.
  return deps.db.transaction().execute(async (trx) => {
    const profile = await repository.updateOwner(
      ownerId,
      { name: request.companyName, phone: request.phone ?? "", passwordHash },
      trx,
    );
    await deps.sessions.revokeAll(ownerId, { keep: session.sessionId, executor: trx });
    return profile;
  });
}

/**
 * The welcome dialog's last step: only for an account that still has the placeholder name.
 * The company name becomes the account's and the module's, and the direct link follows it.
 */
async function completeOwnerWelcome(
  deps: AuthServiceDeps,
  current: Session,
  request: WelcomeCompletionRequest,
): Promise<OwnerProfile> {
  const { repository } = deps;
  const { ownerId } = current;
  const owner = await repository.findOwnerById(ownerId);
  const session = await repository.findSession(ownerId);
  if (!owner || !session) throw new AppError("UNAUTHORIZED", "Sign in to continue");
  if (owner.name !== NEW_ACCOUNT_NAME) {
    throw new AppError("WELCOME_ALREADY_COMPLETED", "This account is already set up");
  }
  const passwordHash = await hashPassword(request.newPassword);
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        await deps.setModuleCompanyName(trx, session.moduleId, request.companyName);
        await deps.sessions.revokeAll(ownerId, { keep: current.sessionId, executor: trx });
        return repository.updateOwner(ownerId, { name: request.companyName, passwordHash }, trx);
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * The owner's account: sign-in, sessions, password reset, profile. Each method is a named
 * function above, given the dependencies; this binds them once.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { repository, tokens, sessions } = deps;
  const deviceCookies = createDeviceCookies(deps.jwtSecret);
  const pendingResets = new Set<Promise<void>>();

  return {
    /** See signInWithPassword: the same answer and work for every e-mail, throttled (decision 0079). */
    signIn: (
      request: Required<SignInRequest>,
      ip: string,
      device = "",
      deviceCookie?: string,
    ): Promise<SignInResponse> => signInWithPassword(deps, deviceCookies, request, ip, device, deviceCookie),

    sessionFromToken: (token: string): Promise<Session> => sessionOfToken(deps, token),

    /** The owner an API key acts as (the key was checked by the api-keys module). */
    async sessionOfKeyOwner(ownerId: string): Promise<Session> {
      const session = await deps.repository.findSession(ownerId);
      if (!session) throw new AppError("UNAUTHORIZED", "Unknown or revoked API key");
      return { ...session, sessionId: "" };
    },

    async signOut(session: Session): Promise<void> {
      await sessions.revoke(session.ownerId, session.sessionId);
    },

    async signOutEverywhere(session: Session): Promise<void> {
      await sessions.revokeAll(session.ownerId);
    },

    async listSessions(session: Session) {
      const active = await sessions.listActive(session.ownerId);
      return active.map((row) => ({
        id: row.id,
        device: row.userAgent,
        createdAt: new Date(row.createdAt).toISOString(),
        lastSeenAt: new Date(row.lastSeenAt).toISOString(),
        current: row.id === session.sessionId,
      }));
    },

    async revokeSession(session: Session, sessionId: string): Promise<void> {
      if (!(await sessions.revoke(session.ownerId, sessionId))) {
        throw new AppError("NOT_FOUND", "No such active session");
      }
    },

    /**
     * Always succeeds for the caller, so the answer does not tell which e-mails have accounts;
     * a known owner gets a single-use link, written to the outbox with the token. The route does
     * not wait for this (the answer takes the same time either way), and an unknown e-mail does
     * the same lookup, token and transaction work, so even the database load looks alike.
     */
    requestPasswordReset(email: string): Promise<void> {
      // A timer first: whatever the caller still has to do (send the answer) goes before this work.
      const work = new Promise((resolve) => setTimeout(resolve, 0))
        .then(() => sendResetLink(deps, email))
        .finally(() => pendingResets.delete(work));
      pendingResets.add(work);
      return work;
    },

    /** Waits for the reset work still running (the app's close, tests reading the outbox). */
    async settle(): Promise<void> {
      await Promise.allSettled([...pendingResets]);
    },

    async checkResetToken(token: string): Promise<void> {
      if (!(await tokens.peek(token, "password-reset"))) {
        throw new AppError("TOKEN_EXPIRED", "This password reset link has expired or was already used");
      }
    },

    /** A device cookie's value for this account (set after a successful sign-in or reset). */
    deviceCookie: (email: string) => deviceCookies.issue(email),

    /** Sets the new password; answers the owner's e-mail (the reset's browser becomes a known device). */
    changePassword: (request: ChangePasswordRequest): Promise<{ email: string } | null> =>
      resetPassword(deps, request),

    updateProfile: (session: Session, request: ProfileUpdateRequest): Promise<OwnerProfile> =>
      updateOwnerProfile(deps, session, request),

    /** The welcome dialog's last step (see completeOwnerWelcome). */
    completeWelcome: (current: Session, request: WelcomeCompletionRequest): Promise<OwnerProfile> =>
      completeOwnerWelcome(deps, current, request),

    /** Exchanges a sign-up token (handed out when an account is created for someone) for a session. */
    async signUp(token: string, device = ""): Promise<SignInResponse> {
      const used = await tokens.consume(token, "signup");
      if (!used) throw new AppError("TOKEN_EXPIRED", "This sign-up link has expired or was already used");
      const owner = await repository.findOwnerById(used.ownerId);
      if (!owner) throw new AppError("TOKEN_EXPIRED", "This sign-up link has expired or was already used");
      return signedIn(deps, owner, false, device);
    },

    /** Where and in which language to write to an owner (booking e-mails). */
    /** How to reach the owner: their e-mails go there, customers' replies too, and the phone is shown. */
    async ownerContact(
      ownerId: string,
    ): Promise<{ email: string; language: Language; phone: string } | undefined> {
      const owner = await repository.findOwnerById(ownerId);
      return owner ? { email: owner.email, language: owner.language, phone: owner.phone } : undefined;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
