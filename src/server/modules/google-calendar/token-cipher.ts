import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * AES-256-GCM with a fresh 96-bit IV per value: what the database (or a backup) holds is
 * useless without GOOGLE_TOKEN_ENCRYPTION_KEY, and a value altered in place fails to decrypt
 * instead of decrypting to something else. "v1" leaves room for a key rotation later.
 */
export function createTokenCipher(key: Buffer) {
  if (key.length !== 32) throw new Error("The token encryption key must be 32 bytes");
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },

    /** The plain value, or undefined for anything not encrypted with this key (forged, altered, other key). */
    decrypt(sealed: string): string | undefined {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || data === undefined) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;
