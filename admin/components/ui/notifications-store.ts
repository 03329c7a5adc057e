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
    set({ notices: [...get().notices, { ...notice, id }] });
    setTimeout(() => get().dismiss(id), NOTICE_DURATION_MS);
  },
  dismiss(id) {
    set({ notices: get().notices.filter((notice) => notice.id !== id) });
  },
}));

export const notify = (notice: Omit<Notice, "id">) => noticesStore.getState().push(notice);
