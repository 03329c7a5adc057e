import * as z from "zod/mini";
import {
  activeSessions,
  type ChangePasswordRequest,
  ownerProfile,
  type ProfileUpdateRequest,
  resetPasswordCheck,
  type SignInRequest,
  signInResponse,
  signupResponse,
  type WelcomeCompletionRequest,
} from "../../contract/auth.js";
import type { ApiTransport } from "../http.js";

const done = z.object({ done: z.literal(true) });

export const authEndpoints = ({ call }: ApiTransport) => ({
  signIn: (payload: SignInRequest) => call(signInResponse, "auth/signin", { method: "post", json: payload }),
  forgotPassword: (email: string) => call(done, "auth/forgot-password", { method: "post", json: { email } }),
  checkResetToken: (token: string) =>
    call(resetPasswordCheck, `auth/reset-password/${encodeURIComponent(token)}`),
  changePassword: (payload: ChangePasswordRequest) =>
    call(done, "auth/change-password", { method: "post", json: payload }),
  signUp: (token: string) => call(signupResponse, `auth/signup/${encodeURIComponent(token)}`),
  updateProfile: (payload: ProfileUpdateRequest) =>
    call(ownerProfile, "admin/profile", { method: "post", json: payload }),
  completeWelcome: (payload: WelcomeCompletionRequest) =>
    call(ownerProfile, "admin/new-profile", { method: "post", json: payload }),
  signOut: () => call(done, "admin/sign-out", { method: "post" }),
  signOutEverywhere: () => call(done, "admin/sign-out-everywhere", { method: "post" }),
  listSessions: () => call(activeSessions, "admin/sessions"),
  revokeSession: (id: string) => call(done, "admin/sessions/revoke", { method: "post", json: { id } }),
});
