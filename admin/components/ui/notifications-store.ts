import { createStore } from "zustand/vanilla";

/** Notices last 5000 ms (docs/product.md#limits-and-constants). */
export const NOTICE_DURATION_MS = 5000;

export interface Notice {
  id: number;
  kind: "success" | "error" | "warning";
  title: string;
  text: string;
}

interface NoticesState {
  notices: Notice[];
  push(notice: Omit<Notice, "id">): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const noticesStore = createStore<NoticesState>((set, get) => ({
  notices: [],
  push(notice) {
    const id = nextId++;
    // A success settles what failed before it (a save that worked on the second try): the
    // earlier error and warning notices would now say the opposite of what happened.
    const kept =
      notice.kind === "success" ? get().notices.filter((shown) => shown.kind === "success") : get().notices;
    set({ notices: [...kept, { ...notice, id }] });
    setTimeout(() => get().dismiss(id), NOTICE_DURATION_MS);
  },
  dismiss(id) {
    set({ notices: get().notices.filter((notice) => notice.id !== id) });
  },
}));

export const notify = (notice: Omit<Notice, "id">) => noticesStore.getState().push(notice);
