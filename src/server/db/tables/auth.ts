import type { Generated } from "kysely";
import type { Timestamp } from "./core.js";

/** One-time tokens and sign-in throttling (migration 0004). */
export interface AuthTables {
  ownerTokens: OwnerTokensTable;
  signInThrottle: SignInThrottleTable;
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
