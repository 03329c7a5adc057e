import { createApiClient } from "../../src/client/index.js";
import { i18n } from "./i18n.js";
import { sessionStore } from "./session-store.js";

/** Called on any 401: the session is cleared and the router goes to sign-in. */
let onSessionLost: () => void = () => {};
export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

/** The admin's one API client: same origin, the session's token, the interface language. */
export const api = createApiClient(window.location.origin, {
  getToken: () => sessionStore.getState().accessToken,
  getLanguage: () => i18n.locale,
  onUnauthorized: () => {
    if (!sessionStore.getState().accessToken) return;
    sessionStore.getState().signOut();
    onSessionLost();
  },
});
