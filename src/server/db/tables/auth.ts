import type { Generated } from "kysely";
import type { Timestamp } from "./core.js";

/** One-time tokens and sign-in throttling (migration 0004); sessions (migration 0013). */
export interface AuthTables {
  ownerTokens: OwnerTokensTable;
  signInThrottle: SignInThrottleTable;
  sessions: SessionsTable;
}

export type OwnerTokenPurpose = "password-reset" | "signup";

export interface OwnerTokensTable {
  id: Generated<number>;
  ownerId: string;
  purpose: OwnerTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Timestamp;
}

export interface SignInThrottleTable {
  key: string;
  failures: Generated<number>;
  windowStartedAt: Timestamp;
  lockedUntil: Date | null;
}

export interface SessionsTable {
  id: Generated<string>;
  ownerId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Date;
  userAgent: Generated<string>;
  revokedAt: Date | null;
}
