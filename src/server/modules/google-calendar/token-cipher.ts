import { createSealedText } from "../../lib/sealed-text.js";

/**
 * Google's refresh tokens and the connect states, sealed with GOOGLE_TOKEN_ENCRYPTION_KEY
 * (src/server/lib/sealed-text.ts): the database (or a backup) alone does not give them.
 */
export function createTokenCipher(key: Buffer) {
  if (key.length !== 32) throw new Error("The token encryption key must be 32 bytes");
  const sealed = createSealedText(key);
  return { encrypt: sealed.seal, decrypt: sealed.open };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;
