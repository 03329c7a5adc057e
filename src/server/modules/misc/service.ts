import type { Language } from "../../../contract/common.js";
import { AppError } from "../../kernel/errors.js";
import { optionIcons } from "../../lib/icons.js";

/**
 * Where the owner's language is kept (the owners module's language repository, handed in by the
 * composition root): declared here so that misc does not depend on the owners module.
 */
export interface OwnerLanguages {
  ownerLanguage(ownerId: string): Promise<Language | undefined>;
  /** False when the owner is gone. */
  setOwnerLanguage(ownerId: string, language: Language): Promise<boolean>;
}

const signedOut = () => new AppError("UNAUTHORIZED", "Sign in to continue");

/** The owner's language (their e-mails are written in it) and the option icon set. */
export function createMiscService(repository: OwnerLanguages) {
  return {
    async getLanguage(ownerId: string): Promise<Language> {
      const language = await repository.ownerLanguage(ownerId);
      if (!language) throw signedOut();
      return language;
    },
    async setLanguage(ownerId: string, language: Language): Promise<Language> {
      if (!(await repository.setOwnerLanguage(ownerId, language))) throw signedOut();
      return language;
    },
    icons: () => optionIcons(),
  };
}

export type MiscService = ReturnType<typeof createMiscService>;
