import type { SignInRequest } from "../../../src/contract/auth.js";
import { api } from "../../lib/api.js";

export const signIn = (payload: SignInRequest) => api.signIn(payload);
export const forgotPassword = (email: string) => api.forgotPassword(email);
export const checkResetToken = (token: string) => api.checkResetToken(token);
export const changePassword = (password: string, token: string) => api.changePassword({ password, token });
