import { createStore } from "zustand/vanilla";

/**
 * The notice areas of the modal dialogs now open, innermost last. A modal dialog makes the rest
 * of the page inert (hidden from screen readers and under its backdrop), so the notifications
 * move into the innermost open dialog while one is open: a "Wrong current password" warning
 * stays visible and announced above the dialog that caused it.
 */
interface DialogStackState {
  hosts: HTMLElement[];
  add(host: HTMLElement): void;
  remove(host: HTMLElement): void;
}

export const dialogStack = createStore<DialogStackState>((set, get) => ({
  hosts: [],
  add(host) {
    set({ hosts: [...get().hosts.filter((item) => item !== host), host] });
  },
  remove(host) {
    set({ hosts: get().hosts.filter((item) => item !== host) });
  },
}));
