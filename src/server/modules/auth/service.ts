import type { SignInRequest, SignInResponse } from "../../../contract/auth.js";
import { AppError } from "../../errors.js";
import { decoyPasswordHash, verifyPassword } from "./password.js";
import type { AuthRepository } from "./repository.js";
import { issueAccessToken, verifyAccessToken } from "./tokens.js";

export interface Session {
  ownerId: string;
  moduleId: string;
  email: string;
}

export function createAuthService(repository: AuthRepository, jwtSecret: Uint8Array) {
  return {
    /** Same answer and the same work whether the e-mail exists or not. */
    async signIn(request: Required<SignInRequest>): Promise<SignInResponse> {
      const owner = await repository.findOwnerByEmail(request.email);
      const valid = await verifyPassword(
        request.password,
        owner?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!owner || !valid) {
        throw new AppError("INVALID_CREDENTIALS", 401, "The e-mail address or password is incorrect");
      }
      return {
        accessToken: await issueAccessToken(jwtSecret, owner.id, request.rememberMe),
        email: owner.email,
        name: owner.name,
        phone: owner.phone,
      };
    },

    async sessionFromToken(token: string): Promise<Session> {
      const check = await verifyAccessToken(jwtSecret, token);
      if (!check.ok) {
        throw check.reason === "expired"
          ? new AppError("TOKEN_EXPIRED", 401, "The session has expired, sign in again")
          : new AppError("UNAUTHORIZED", 401, "Sign in to continue");
      }
      const session = await repository.findSession(check.ownerId);
      if (!session) throw new AppError("UNAUTHORIZED", 401, "Sign in to continue");
      return session;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
