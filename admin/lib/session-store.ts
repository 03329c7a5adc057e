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

/**
 * "Remember me" keeps the session in localStorage (it outlives the browser); unticked, it lives
 * in sessionStorage and ends with the tab, so a shared computer does not keep it.
 */
type Kind = "local" | "session";

function storage(kind: Kind): Storage | undefined {
  try {
    return kind === "local" ? localStorage : sessionStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return storage("session")?.getItem(key) ?? storage("local")?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Where the current session is kept: local when a remembered token is there. */
function currentKind(): Kind {
  try {
    return storage("local")?.getItem(KEYS.accessToken) ? "local" : "session";
  } catch {
    return "session";
  }
}

function clear(key: string): void {
  try {
    storage("local")?.removeItem(key);
    storage("session")?.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

function write(kind: Kind, key: string, value: string | null): void {
  clear(key);
  try {
    if (value !== null) storage(kind)?.setItem(key, value);
  } catch {
    // Storage unavailable: the session lives in memory only.
  }
}

export interface SessionState extends Session {
  /** `remember` decides where it is kept; left out, it stays where the current session is. */
  signIn(
    session: { accessToken: string; email: string; name: string; phone: string },
    remember?: boolean,
  ): void;
  signOut(): void;
}

/** The owner's session, kept in browser storage so a reload stays signed in. */
export const sessionStore = createStore<SessionState>((set) => ({
  accessToken: read(KEYS.accessToken),
  email: read(KEYS.email) ?? "",
  name: read(KEYS.name) ?? "",
  phone: read(KEYS.phone) ?? "",
  signIn(session, remember) {
    const kind: Kind = remember === undefined ? currentKind() : remember ? "local" : "session";
    for (const [field, key] of Object.entries(KEYS)) write(kind, key, session[field as keyof typeof KEYS]);
    set(session);
  },
  signOut() {
    for (const key of Object.values(KEYS)) clear(key);
    set({ accessToken: null, email: "", name: "", phone: "" });
  },
}));
