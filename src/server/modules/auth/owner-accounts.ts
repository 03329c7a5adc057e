import type { Language } from "../../../contract/common.js";
import type { Executor } from "../../db/executor.js";

/** The owner row as sign-in, sessions and the profile read it. */
export interface OwnerAccount {
  id: string;
  email: string;
  passwordHash: string;
  name: string;
  phone: string;
  language: Language;
}

/**
 * What auth needs of the owner rows, declared here so that auth does not depend on the owners
 * module (which depends on auth for password hashing); the composition root hands in the owners
 * module's accounts repository, which has this shape.
 */
export interface OwnerAccounts {
  findOwnerByEmail(email: string): Promise<OwnerAccount | undefined>;
  findOwnerById(ownerId: string): Promise<OwnerAccount | undefined>;
  /** The owner behind a token, with their module; undefined once the owner is gone. */
  findSession(ownerId: string): Promise<{ ownerId: string; email: string; moduleId: string } | undefined>;
  updateOwner(
    ownerId: string,
    changes: { name?: string; phone?: string; passwordHash?: string },
    executor?: Executor,
  ): Promise<{ email: string; name: string; phone: string }>;
}
