// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import { NEW_ACCOUNT_NAME, type WelcomeCompletionRequest } from "../../../../src/contract/auth.js";
import type { SubscriptionStatus } from "../../../../src/contract/payments.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { sessionStore } from "../../../lib/session-store.js";
import type { WelcomeApi } from "../api.js";
import { WelcomeDialog } from "./welcome-dialog.js";

const NEW_SESSION = { accessToken: "token", email: "new@example.com", name: NEW_ACCOUNT_NAME, phone: "" };
const HOSTED: SubscriptionStatus = {
  required: true,
  plan: "monthly",
  status: "trialing",
  endDate: "2030-01-01T00:00:00.000Z",
  expired: false,
};
const SELF_HOSTED: SubscriptionStatus = {
  required: false,
  plan: null,
  status: null,
  endDate: null,
  expired: false,
};

beforeEach(() => sessionStore.getState().signIn(NEW_SESSION));
afterEach(() => {
  sessionStore.getState().signOut();
  localStorage.clear();
});

function client(status: SubscriptionStatus, overrides: Partial<WelcomeApi> = {}): WelcomeApi {
  return {
    checkSubscription: vi.fn(async () => status),
    getBillingPortalLink: vi.fn(async () => "https://billing.example/portal"),
    completeWelcome: vi.fn(async (payload: WelcomeCompletionRequest) => ({
      email: "new@example.com",
      name: payload.companyName,
      phone: "",
    })),
    ...overrides,
  };
}

async function show(api: WelcomeApi) {
  const go = vi.fn();
  renderAdmin(<WelcomeDialog client={api} go={go} />);
  await flush();
  return go;
}

async function fillAndSave(company: string, password: string) {
  fireEvent.change(screen.getByLabelText("Company name"), { target: { value: company } });
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
  });
  await flush();
}

describe("welcome dialog", () => {
  it("is not shown for an account that is already set up", async () => {
    sessionStore.getState().signIn({ ...NEW_SESSION, name: "Riviera Cars" });
    const api = client(HOSTED);
    await show(api);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.checkSubscription).not.toHaveBeenCalled();
  });

  it("cannot be dismissed: no close button, Escape does nothing", async () => {
    await show(client(HOSTED));
    const dialog = screen.getByRole("dialog", { name: "Welcome" });
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    await act(async () => {
      fireEvent(dialog, new Event("cancel", { cancelable: true }));
      fireEvent.keyDown(dialog, { key: "Escape" });
      fireEvent.click(dialog);
    });
    expect(screen.getByRole("dialog", { name: "Welcome" })).toBeTruthy();
  });

  it("first opens the billing portal, then asks for the company name and password on return", async () => {
    const api = client(HOSTED);
    const go = await show(api);
    expect(screen.queryByLabelText("Company name")).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Update my billing details" }));
    });
    await flush();
    expect(go).toHaveBeenCalledExactlyOnceWith("https://billing.example/portal");

    // The portal returns to the dashboard: a fresh page, the dialog goes on at the second step.
    cleanup();
    await show(api);
    expect(screen.getByLabelText("Company name")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Update my billing details" })).toBeNull();
  });

  it("skips the billing step in self-hosted mode", async () => {
    const api = client(SELF_HOSTED);
    await show(api);
    expect(screen.queryByRole("button", { name: "Update my billing details" })).toBeNull();
    expect(screen.getByLabelText("Company name")).toBeTruthy();
  });

  it("requires a company name and a password of 8 or more", async () => {
    const api = client(SELF_HOSTED);
    await show(api);
    await fillAndSave("   ", "short");
    expect(screen.getByText("Enter your company name.")).toBeTruthy();
    expect(screen.getByText("The password must have at least 8 characters.")).toBeTruthy();
    expect(api.completeWelcome).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Welcome" })).toBeTruthy();
  });

  it("saves, takes the company name into the session and closes", async () => {
    const api = client(SELF_HOSTED);
    await show(api);
    await fillAndSave("Riviera Cars", "a long secret");
    expect(api.completeWelcome).toHaveBeenCalledWith({
      companyName: "Riviera Cars",
      newPassword: "a long secret",
    });
    expect(sessionStore.getState()).toMatchObject({ name: "Riviera Cars", accessToken: "token" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open with an error notice when saving fails", async () => {
    const api = client(SELF_HOSTED, {
      completeWelcome: vi.fn(async () => {
        throw new ApiError("NETWORK_ERROR", 0, "down");
      }),
    });
    await show(api);
    await fillAndSave("Riviera Cars", "a long secret");
    expect(shownNotices()).toEqual(["error Error: An error occurred."]);
    expect(sessionStore.getState().name).toBe(NEW_ACCOUNT_NAME);
    expect(screen.getByRole("dialog", { name: "Welcome" })).toBeTruthy();
  });
});
