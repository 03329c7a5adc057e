import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * Seals the endpoints' signing secrets for the database: AES-256-GCM with a fresh 96-bit IV per
 * value, under a key derived (HKDF-SHA-256) from the server's JWT_SECRET with a label of its own.
 * The database or a backup alone does not give the secrets; a value altered in place fails to
 * open instead of opening to something else. Changing JWT_SECRET makes them unreadable: the
 * deliveries then fail with that reason until the owner rotates the secret (decision 0118).
 */
export function createSecretSeal(serverSecret: Uint8Array) {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, "", "webhook-endpoint-secrets", 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },

    /** The secret, or undefined when it was sealed under another key or altered. */
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

export type SecretSeal = ReturnType<typeof createSecretSeal>;
