import { randomBytes } from "node:crypto";
import { AppError } from "../../kernel/errors.js";
import { hashPassword } from "../auth/index.js";
import { moduleNameFrom } from "../settings/index.js";
import type { OwnersRepository } from "./repository.js";

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** How often a creation is retried after losing a race for a direct-link name or an e-mail. */
const CREATE_ATTEMPTS = 5;

/** A 12-character module identifier: about 62 bits, unguessable enough for a public id. */
export function newModuleId(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

// Kept here too: the owner-creation callers (seed, CLI, tests) name it from this module.
export { moduleNameFrom };

export function randomPassword(): string {
  return randomBytes(12).toString("base64url");
}

/** PostgreSQL's unique violation (same code on PGlite). */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

const emailTaken = () =>
  new AppError("ACCOUNT_ALREADY_EXISTS", "An account with this e-mail address already exists");

export function createOwnersService(repository: OwnersRepository) {
  return {
    /**
     * A new owner with their module. Two companies of the same name get distinct direct-link
     * names (riviera-chauffeurs, riviera-chauffeurs-2…), never a database error.
     */
    async createOwner(input: { email: string; password: string; companyName?: string; moduleId?: string }) {
      const companyName = input.companyName ?? "";
      const passwordHash = await hashPassword(input.password);
      for (let attempt = 1; ; attempt++) {
        if (await repository.emailExists(input.email)) throw emailTaken();
        try {
          return await repository.createOwnerWithModule({
            email: input.email,
            passwordHash,
            name: companyName,
            moduleId: input.moduleId ?? newModuleId(),
            moduleNameBase: moduleNameFrom(companyName),
            companyName,
          });
        } catch (error) {
          // Another creation took the name (or the e-mail) between our read and our insert.
          if (!isUniqueViolation(error) || attempt >= CREATE_ATTEMPTS) throw error;
        }
      }
    },
  };
}

export type OwnersService = ReturnType<typeof createOwnersService>;
