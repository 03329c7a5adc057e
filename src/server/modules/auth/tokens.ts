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

/**
 * Verifies signature, algorithm (explicit list: no "none", no confusion), issuer and expiry;
 * a token without an expiry or a session id is refused (a token must be able to end).
 */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ["exp", "sub", "jti"],
    });
    return payload.sub && payload.jti
      ? { ok: true, ownerId: payload.sub, sessionId: payload.jti }
      : { ok: false, reason: "invalid" };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
