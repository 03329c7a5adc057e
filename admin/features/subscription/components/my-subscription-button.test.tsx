// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionStatus } from "../../../../src/contract/payments.js";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { sessionStore } from "../../../lib/session-store.js";
import { forgetSubscriptionCheck } from "../status-check.js";
import { MySubscriptionButton } from "./my-subscription-button.js";

const status = (required: boolean): SubscriptionStatus => ({
  required,
  plan: required ? "monthly" : null,
  status: required ? "active" : null,
  endDate: required ? "2030-04-10T12:00:00.000Z" : null,
  expired: false,
});

beforeEach(() => {
  forgetSubscriptionCheck();
  sessionStore
    .getState()
    .signIn({ accessToken: "token", email: "o@example.com", name: "Riviera", phone: "" });
});
afterEach(() => sessionStore.getState().signOut());

describe("My subscription", () => {
  it("opens the billing portal of an owner who subscribed", async () => {
    const go = vi.fn();
    const getBillingPortalLink = vi.fn(async () => "https://billing.example/portal");
    renderAdmin(
      <MySubscriptionButton
        client={{ checkSubscription: async () => status(true), getBillingPortalLink }}
        go={go}
      />,
    );
    await flush();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "My subscription" }));
    });
    await flush();
    expect(go).toHaveBeenCalledWith("https://billing.example/portal");
  });

  it("is not shown when there is no subscription to manage (self-hosted, CLI owners)", async () => {
    renderAdmin(
      <MySubscriptionButton
        client={{ checkSubscription: async () => status(false), getBillingPortalLink: vi.fn() }}
        go={vi.fn()}
      />,
    );
    await flush();
    expect(screen.queryByRole("button", { name: "My subscription" })).toBeNull();
  });
});
