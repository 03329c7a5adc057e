import { createApiClient, isApiError } from "../../../src/client/index.js";
import type { ApiKeySummary, CreateApiKeyRequest, CreatedApiKey } from "../../../src/contract/api-keys.js";
import type { ActiveSession, ProfileUpdateRequest } from "../../../src/contract/auth.js";
import type { CalendarFeedAddress } from "../../../src/contract/calendar-feed.js";
import type { Language } from "../../../src/contract/common.js";
import type { ModuleConfig } from "../../../src/contract/settings.js";
import { api } from "../../lib/api.js";
import { i18n } from "../../lib/i18n.js";
import { sessionStore } from "../../lib/session-store.js";

/**
 * The account update answers 401 WRONG_CURRENT_PASSWORD for a mistyped current password.
 * The shared client ends the session on every 401, so this one call goes through a
 * client without that reflex; any other 401 (an expired token) still ends the session, which
 * sends the owner to sign-in.
 */
const profileClient = createApiClient(window.location.origin, {
  getToken: () => sessionStore.getState().accessToken,
  getLanguage: () => i18n.locale,
});

export async function updateProfile(payload: ProfileUpdateRequest) {
  try {
    return await profileClient.updateProfile(payload);
  } catch (error) {
    if (isApiError(error) && error.status === 401 && error.code !== "WRONG_CURRENT_PASSWORD") {
      sessionStore.getState().signOut();
    }
    throw error;
  }
}

/**
 * Signs out here: the session ends in this tab at once, and the server revokes its token (with
 * the token read before it is cleared; a failure there changes nothing for the owner).
 */
export async function signOutHere(): Promise<void> {
  const token = sessionStore.getState().accessToken;
  sessionStore.getState().signOut();
  if (!token) return;
  await createApiClient(window.location.origin, { getToken: () => token })
    .signOut()
    .catch(() => undefined);
}

export const listSessions = () => api.listSessions();
export const revokeSession = (id: string) => api.revokeSession(id);
/** Every session ends, this one too: the owner goes back to sign-in. */
export async function signOutEverywhere(): Promise<void> {
  await api.signOutEverywhere();
  sessionStore.getState().signOut();
}

export const sendContactMessage = (message: string) => api.sendContactMessage(message);
export const getModuleConfig = () => api.getModuleConfig();
export const storeLanguage = (language: Language) => api.setLanguage(language);
export const getCalendarFeed = () => api.getCalendarFeed();
export const regenerateCalendarFeed = () => api.regenerateCalendarFeed();
export const listApiKeys = () => api.listApiKeys();
export const createApiKey = (request: CreateApiKeyRequest) => api.createApiKey(request);
export const revokeApiKey = (id: number) => api.revokeApiKey(id);

/** The account pieces' calls, as a value the dialogs take (tests pass their own). */
export interface AccountApi {
  updateProfile: typeof updateProfile;
  sendContactMessage(message: string): Promise<unknown>;
  getModuleConfig(): Promise<ModuleConfig>;
  listSessions(): Promise<ActiveSession[]>;
  revokeSession(id: string): Promise<unknown>;
  signOutEverywhere(): Promise<void>;
  getCalendarFeed(): Promise<CalendarFeedAddress>;
  regenerateCalendarFeed(): Promise<CalendarFeedAddress>;
  listApiKeys(): Promise<ApiKeySummary[]>;
  createApiKey(request: CreateApiKeyRequest): Promise<CreatedApiKey>;
  revokeApiKey(id: number): Promise<unknown>;
}

export const accountApi: AccountApi = {
  updateProfile,
  sendContactMessage,
  getModuleConfig,
  listSessions,
  revokeSession,
  signOutEverywhere,
  getCalendarFeed,
  regenerateCalendarFeed,
  listApiKeys,
  createApiKey,
  revokeApiKey,
};
