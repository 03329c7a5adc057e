import { randomBytes } from "node:crypto";
import { AppError } from "../../errors.js";
import { hashPassword } from "../auth/password.js";
import type { OwnersRepository } from "./repository.js";

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A 12-character module identifier: about 62 bits, unguessable enough for a public id. */
export function newModuleId(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

/** "Riviera Chauffeurs" → "riviera-chauffeurs": the direct-link path segment. */
export function moduleNameFrom(companyName: string): string | null {
  const slug = companyName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64);
  return slug.length >= 2 ? slug : null;
}

export function randomPassword(): string {
  return randomBytes(12).toString("base64url");
}

export function createOwnersService(repository: OwnersRepository) {
  return {
    async createOwner(input: { email: string; password: string; companyName?: string; moduleId?: string }) {
      if (await repository.emailExists(input.email)) {
        throw new AppError("VALIDATION_ERROR", 409, "An account with this e-mail address already exists");
      }
      const companyName = input.companyName ?? "";
      return repository.createOwnerWithModule({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        name: companyName,
        moduleId: input.moduleId ?? newModuleId(),
        moduleName: moduleNameFrom(companyName),
        companyName,
      });
    },
  };
}

export type OwnersService = ReturnType<typeof createOwnersService>;
