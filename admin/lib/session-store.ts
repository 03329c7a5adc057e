import { createStore } from "zustand/vanilla";

/** Browser storage keys: access token, email, name, phone (prefixed, ours). */
const KEYS = {
  accessToken: "cb.accessToken",
  email: "cb.email",
  name: "cb.name",
  phone: "cb.phone",
} as const;

export interface Session {
  accessToken: string | null;
  email: string;
  name: string;
  phone: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session lives in memory only.
  }
}

export interface SessionState extends Session {
  signIn(session: { accessToken: string; email: string; name: string; phone: string }): void;
  signOut(): void;
}

/** The owner's session, kept in localStorage so a reload stays signed in. */
export const sessionStore = createStore<SessionState>((set) => ({
  accessToken: read(KEYS.accessToken),
  email: read(KEYS.email) ?? "",
  name: read(KEYS.name) ?? "",
  phone: read(KEYS.phone) ?? "",
  signIn(session) {
    for (const [field, key] of Object.entries(KEYS)) write(key, session[field as keyof typeof KEYS]);
    set(session);
  },
  signOut() {
    for (const key of Object.values(KEYS)) write(key, null);
    set({ accessToken: null, email: "", name: "", phone: "" });
  },
}));
