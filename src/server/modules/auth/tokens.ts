import { errors, jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
const ISSUER = "chauffeur-booking";
export const SESSION_TTL = { normal: "1d", rememberMe: "30d" } as const;

export async function issueAccessToken(
  secret: Uint8Array,
  ownerId: string,
  rememberMe: boolean,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(ownerId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(rememberMe ? SESSION_TTL.rememberMe : SESSION_TTL.normal)
    .sign(secret);
}

export type TokenCheck = { ok: true; ownerId: string } | { ok: false; reason: "expired" | "invalid" };

/** Verifies signature, algorithm (explicit list: no "none", no confusion), issuer and expiry. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER });
    return payload.sub ? { ok: true, ownerId: payload.sub } : { ok: false, reason: "invalid" };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
