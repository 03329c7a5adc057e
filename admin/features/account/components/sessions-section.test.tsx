// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { sessionStore } from "../../../lib/session-store.js";
import { AccountButton } from "./layout-actions.js";

const SESSION = { accessToken: "token", email: "owner@example.com", name: "Riviera", phone: "" };
const NOW = "2026-11-25T10:00:00.000Z";

beforeEach(() => sessionStore.getState().signIn(SESSION));
afterEach(() => sessionStore.getState().signOut());

describe("signed-in devices in My account", () => {
  it("lists the sessions and revokes another one", async () => {
    const sessions = [
      { id: "a", device: "Firefox on Windows", createdAt: NOW, lastSeenAt: NOW, current: true },
      { id: "b", device: "Safari on iOS", createdAt: NOW, lastSeenAt: NOW, current: false },
    ];
    const revokeSession = vi.fn(async () => {
      sessions.pop();
    });
    const client = {
      updateProfile: vi.fn(),
      listSessions: vi.fn(async () => [...sessions]),
      revokeSession,
      signOutEverywhere: vi.fn(async () => {}),
    };
    renderAdmin(<AccountButton client={client} />);
    fireEvent.click(screen.getByRole("button", { name: "My account" }));
    await flush();
    expect(screen.getByText("Firefox on Windows")).toBeTruthy();
    expect(screen.getByText("This device")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sign out this device" }));
    });
    await flush();
    expect(revokeSession).toHaveBeenCalledWith("b");
    expect(screen.queryByText("Safari on iOS")).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    });
    expect(client.signOutEverywhere).toHaveBeenCalled();
  });
});

describe("session storage", () => {
  it("keeps an unremembered session for the tab only, a remembered one in localStorage", () => {
    sessionStore.getState().signIn({ ...SESSION, accessToken: "tab" }, false);
    expect(sessionStorage.getItem("cb.accessToken")).toBe("tab");
    expect(localStorage.getItem("cb.accessToken")).toBeNull();
    sessionStore.getState().signIn({ ...SESSION, accessToken: "kept" }, true);
    expect(localStorage.getItem("cb.accessToken")).toBe("kept");
    expect(sessionStorage.getItem("cb.accessToken")).toBeNull();
    sessionStore.getState().signOut();
    expect(localStorage.getItem("cb.accessToken")).toBeNull();
  });
});
