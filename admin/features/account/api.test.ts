// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isApiError } from "../../../src/client/index.js";
import { sessionStore } from "../../lib/session-store.js";
import { updateProfile } from "./api.js";

const SESSION = { accessToken: "token", email: "owner@example.com", name: "Owner", phone: "" };
const PAYLOAD = { companyName: "Owner", phone: "", currentPassword: "typo" };

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    ),
  );
}

beforeEach(() => sessionStore.getState().signIn(SESSION));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe("updateProfile", () => {
  it("keeps the session when the current password is wrong (401 WRONG_CURRENT_PASSWORD)", async () => {
    answer(401, { success: false, data: "WRONG_CURRENT_PASSWORD", message: "The current password is wrong" });
    const failure = await updateProfile(PAYLOAD).catch((error: unknown) => error);
    expect(isApiError(failure, "WRONG_CURRENT_PASSWORD")).toBe(true);
    expect(sessionStore.getState().accessToken).toBe("token");
  });

  it("ends the session on any other 401 (an expired token)", async () => {
    answer(401, { success: false, data: "UNAUTHORIZED", message: "Sign in again" });
    const failure = await updateProfile(PAYLOAD).catch((error: unknown) => error);
    expect(isApiError(failure, "UNAUTHORIZED")).toBe(true);
    expect(sessionStore.getState().accessToken).toBeNull();
  });
});
