import { hkdfSync } from "node:crypto";
import { createSealedText } from "../../lib/sealed-text.js";

/**
 * Seals the endpoints' signing secrets for the database (src/server/lib/sealed-text.ts), under a
 * key derived (HKDF-SHA-256) from the server's JWT_SECRET with a label of its own. Changing
 * JWT_SECRET makes them unreadable: the deliveries then fail with that reason until the owner
 * rotates the secret (decision 0118).
 */
export function createSecretSeal(serverSecret: Uint8Array) {
  return createSealedText(
    new Uint8Array(hkdfSync("sha256", serverSecret, "", "webhook-endpoint-secrets", 32)),
  );
}

export type SecretSeal = ReturnType<typeof createSecretSeal>;
