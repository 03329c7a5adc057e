/**
 * Where the owner's session lives in the browser, without any library: the React admin's store
 * (./session-store.ts) and the sign-in page's script (../sign-in/enhance.ts) both go through
 * these functions, so a session saved by one is exactly the session the other reads.
 */

/** Browser storage keys: access token, email, name, phone (prefixed, ours). */
export const SESSION_KEYS = {
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
    return storage("local")?.getItem(SESSION_KEYS.accessToken) ? "local" : "session";
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

/** The session kept by an earlier page or visit (no token: signed out). */
export function readSession(): Session {
  return {
    accessToken: read(SESSION_KEYS.accessToken),
    email: read(SESSION_KEYS.email) ?? "",
    name: read(SESSION_KEYS.name) ?? "",
    phone: read(SESSION_KEYS.phone) ?? "",
  };
}

/** `remember` decides where it is kept; left out, it stays where the current session is. */
export function saveSession(session: Session, remember?: boolean): void {
  const kind: Kind = remember === undefined ? currentKind() : remember ? "local" : "session";
  for (const [field, key] of Object.entries(SESSION_KEYS)) write(kind, key, session[field as keyof Session]);
}

export function forgetSession(): void {
  for (const key of Object.values(SESSION_KEYS)) clear(key);
}
