import type { Language } from "../../../contract/common.js";
import { AppError } from "../../errors.js";
import { optionIcons } from "../../lib/icons.js";
import type { OwnerLanguageRepository } from "../owners/index.js";

const signedOut = () => new AppError("UNAUTHORIZED", "Sign in to continue");

/** The owner's language (their e-mails are written in it) and the option icon set. */
export function createMiscService(repository: OwnerLanguageRepository) {
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
