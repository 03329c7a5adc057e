import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * Text sealed for the database with a 32-byte key: AES-256-GCM with a fresh 96-bit IV per value,
 * written "v1.<iv>.<tag>.<data>" (base64url). What the database or a backup holds is useless
 * without the key, and a value altered in place fails to open instead of opening to something
 * else; "v1" leaves room for a key rotation. Google's refresh tokens and the webhooks' signing
 * secrets are kept this way, each under its own key.
 */
export function createSealedText(key: Uint8Array) {
  if (key.length !== 32) throw new Error("A sealing key must be 32 bytes");
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },

    /** The plain text, or undefined for anything not sealed with this key (forged, altered, another key). */
    open(sealed: string): string | undefined {
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
