import type { TokenCipher } from "./token-cipher.js";

/** How long the owner has to finish Google's consent screen. */
export const CONNECT_STATE_TTL_MS = 15 * 60 * 1000;

export interface ConnectState {
  moduleId: string;
  ownerId: string;
  /** The PKCE verifier: it never leaves the server in clear (the state is encrypted). */
  codeVerifier: string;
  expiresAt: number;
}

/**
 * The OAuth `state`: encrypted and authenticated with the token key (AES-GCM), so it is both
 * signed (a forged or altered state does not decrypt) and secret (the PKCE verifier inside never
 * shows in a URL). It binds the callback to the owner who asked for the link, and expires.
 */
export function createConnectStates(cipher: TokenCipher, now: () => number = Date.now) {
  return {
    issue(input: Omit<ConnectState, "expiresAt">): string {
      return cipher.encrypt(JSON.stringify({ ...input, expiresAt: now() + CONNECT_STATE_TTL_MS }));
    },

    /** The state's content, or undefined when it is forged, altered or expired. */
    read(state: string): ConnectState | undefined {
      const plain = cipher.decrypt(state);
      if (!plain) return undefined;
      try {
        const value = JSON.parse(plain) as ConnectState;
        if (typeof value.expiresAt !== "number" || value.expiresAt < now()) return undefined;
        if (!value.moduleId || !value.ownerId || !value.codeVerifier) return undefined;
        return value;
      } catch {
        return undefined;
      }
    },
  };
}
