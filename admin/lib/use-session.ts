import { useStore } from "zustand";
import { type SessionState, sessionStore } from "./session-store.js";

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}
