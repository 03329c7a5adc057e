// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { sessionStore } from "../../../lib/session-store.js";
import { SubscriptionSuccessPage } from "./subscription-success-page.js";

afterEach(() => sessionStore.getState().signOut());

const SESSION = { accessToken: "new-token", email: "new@example.com", name: "__new_account__", phone: "" };

function show(url: string, signUp: (token: string) => Promise<typeof SESSION>) {
  renderAdmin(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/subscription/success" element={<SubscriptionSuccessPage client={{ signUp }} />} />
        <Route
          path="/subscription/success-lifetime"
          element={<SubscriptionSuccessPage client={{ signUp }} />}
        />
        <Route path="/admin/dashboard" element={<p>Dashboard page</p>} />
        <Route path="/auth/sign-in" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("subscription success pages", () => {
  it("signs the new owner in with the token and opens the dashboard", async () => {
    const signUp = vi.fn(async () => SESSION);
    show("/subscription/success?token=abc123", signUp);
    expect(screen.getByText("Preparing your account…").getAttribute("role")).toBe("status");
    await flush();
    expect(signUp).toHaveBeenCalledExactlyOnceWith("abc123");
    expect(sessionStore.getState()).toMatchObject(SESSION);
    // A sign-up session is not a remembered one: it is kept for the tab.
    expect(sessionStorage.getItem("cb.accessToken")).toBe("new-token");
    expect(screen.getByText("Dashboard page")).toBeTruthy();
  });

  it("does the same after a lifetime purchase", async () => {
    show("/subscription/success-lifetime?token=life", async () => SESSION);
    await flush();
    expect(sessionStore.getState().accessToken).toBe("new-token");
    expect(screen.getByText("Dashboard page")).toBeTruthy();
  });

  it("sends an expired token to sign-in with a notice, signed out", async () => {
    show("/subscription/success?token=old", async () => {
      throw new ApiError("TOKEN_EXPIRED", 410, "expired");
    });
    await flush();
    expect(sessionStore.getState().accessToken).toBeNull();
    expect(screen.getByText("Sign-in page")).toBeTruthy();
    expect(shownNotices()).toEqual([
      "warning This link has expired: Use “Forgot your password?” on the sign-in page to get into your account.",
    ]);
  });

  it("treats a missing token as expired without calling the server", async () => {
    const signUp = vi.fn(async () => SESSION);
    show("/subscription/success", signUp);
    await flush();
    expect(signUp).not.toHaveBeenCalled();
    expect(screen.getByText("Sign-in page")).toBeTruthy();
  });
});
