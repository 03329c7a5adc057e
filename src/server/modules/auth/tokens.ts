import { errors, jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
const ISSUER = "chauffeur-booking";
/** Seconds: a day for a tab session, 30 days when "remember me" is ticked (both revocable). */
export const SESSION_TTL_SECONDS = { normal: 24 * 60 * 60, rememberMe: 30 * 24 * 60 * 60 } as const;

export async function issueAccessToken(
  secret: Uint8Array,
  claims: { ownerId: string; sessionId: string; lifetimeSeconds: number },
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.ownerId)
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + claims.lifetimeSeconds)
    .sign(secret);
}

export type TokenCheck =
  | { ok: true; ownerId: string; sessionId: string }
  | { ok: false; reason: "expired" | "invalid" };

/** Owner and session ids are database UUIDs; a token naming anything else names nobody. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies signature, algorithm (explicit list: no "none", no confusion), issuer and expiry;
 * a token without an expiry or a session id is refused (a token must be able to end), and so is
 * one whose subject or session id is not a UUID: it is answered 401 like any bad token, before any
 * query could fail on it. A token with an audience is another kind (the booking page's preview
 * token): never an access token.
 */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ["exp", "sub", "jti"],
    });
    return payload.aud === undefined &&
      typeof payload.sub === "string" &&
      typeof payload.jti === "string" &&
      UUID.test(payload.sub) &&
      UUID.test(payload.jti)
      ? { ok: true, ownerId: payload.sub, sessionId: payload.jti }
      : { ok: false, reason: "invalid" };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
