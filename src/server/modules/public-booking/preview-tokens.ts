import { errors, jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
const ISSUER = "chauffeur-booking";
/**
 * The audience that makes a token a preview token. Access tokens carry none and their check
 * refuses any token that has one, and this check requires it: neither can stand in for the other.
 */
export const PREVIEW_AUDIENCE = "preview";
/** Long enough to open the tab and look around; a link shared by mistake soon stops working. */
export const PREVIEW_TTL_SECONDS = 15 * 60;

/** The preview tokens of the owner's booking page (docs/decisions/0062-booking-page-preview.md). */
export function createPreviewTokens(secret: Uint8Array) {
  return {
    /** A token naming the module, valid for PREVIEW_TTL_SECONDS. */
    issue: (moduleId: string, nowSeconds = Math.floor(Date.now() / 1000)) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(moduleId)
        .setAudience(PREVIEW_AUDIENCE)
        .setIssuer(ISSUER)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + PREVIEW_TTL_SECONDS)
        .sign(secret),
    /** The module the token names, or why it names none (forged, altered, expired, another kind). */
    async verify(
      token: string,
    ): Promise<{ ok: true; moduleId: string } | { ok: false; reason: "expired" | "invalid" }> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: PREVIEW_AUDIENCE,
          requiredClaims: ["exp", "sub", "aud"],
        });
        return typeof payload.sub === "string"
          ? { ok: true, moduleId: payload.sub }
          : { ok: false, reason: "invalid" };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
      }
    },
  };
}

export type PreviewTokens = ReturnType<typeof createPreviewTokens>;
