import { createStore } from "zustand/vanilla";
import { forgetSession, readSession, type Session, saveSession } from "./session-storage.js";

export type { Session };

export interface SessionState extends Session {
  /** `remember` decides where it is kept; left out, it stays where the current session is. */
  signIn(
    session: { accessToken: string; email: string; name: string; phone: string },
    remember?: boolean,
  ): void;
  signOut(): void;
}

/** The owner's session, kept in browser storage (./session-storage.ts) so a reload stays signed in. */
export const sessionStore = createStore<SessionState>((set) => ({
  ...readSession(),
  signIn(session, remember) {
    saveSession(session, remember);
    set(session);
  },
  signOut() {
    forgetSession();
    set({ accessToken: null, email: "", name: "", phone: "" });
  },
}));
