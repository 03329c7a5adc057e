import { createApiClient } from "../../src/client/index.js";
import { i18n } from "./i18n.js";
import { sessionLost } from "./session-lost.js";
import { sessionStore } from "./session-store.js";

/**
 * The admin's one API client: same origin, the session's token, the interface language. On any
 * 401 the session is cleared and the router goes to sign-in (./session-lost.ts).
 */
export const api = createApiClient(window.location.origin, {
  getToken: () => sessionStore.getState().accessToken,
  getLanguage: () => i18n.locale,
  onUnauthorized: () => {
    if (!sessionStore.getState().accessToken) return;
    sessionStore.getState().signOut();
    sessionLost();
  },
});
