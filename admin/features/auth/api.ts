/**
 * The API client (ky and every endpoint's contract schemas) stays out of the auth pages' chunks: it
 * is fetched by the first call, or earlier by preloadApiClient. (Sign-in calls the API from its own
 * script: admin/sign-in/enhance.ts.)
 */
const client = () => import("../../lib/api.js").then((module) => module.api);

/** Fetches the client in the background once the page has painted, so a submit does not wait. */
export const preloadApiClient = () => void client().catch(() => {});

export const forgotPassword = async (email: string) => (await client()).forgotPassword(email);
export const checkResetToken = async (token: string) => (await client()).checkResetToken(token);
export const changePassword = async (password: string, token: string) =>
  (await client()).changePassword({ password, token });
