// The public face of the auth module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { authenticate, ownerOf } from "./authenticate.js";
export { createOneTimeTokens, hashToken, newTokenValue, type OneTimeTokens } from "./one-time-tokens.js";
export { hashPassword } from "./password.js";
export { profileRoutes } from "./profile-routes.js";
export { authRoutes } from "./routes.js";
export { createAuthService, type PasswordResetMailer, type SignInLockedMailer } from "./service.js";
export { sessionRoutes } from "./session-routes.js";
export { createSessions } from "./sessions.js";
export { createSignInThrottle, THROTTLE } from "./sign-in-throttle.js";
