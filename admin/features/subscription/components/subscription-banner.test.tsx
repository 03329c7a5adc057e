// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import type { SubscriptionStatus } from "../../../../src/contract/payments.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { sessionStore } from "../../../lib/session-store.js";
import { forgetSubscriptionCheck } from "../status-check.js";
import { SubscriptionBanner } from "./subscription-banner.js";

const NOW = new Date("2030-03-10T12:00:00.000Z");
const now = () => NOW;
const running = (endDate: string | null, expired = false): SubscriptionStatus => ({
  required: true,
  plan: "monthly",
  status: expired ? "canceled" : "active",
  endDate,
  expired,
});

beforeEach(() => {
  forgetSubscriptionCheck();
  sessionStore
    .getState()
    .signIn({ accessToken: "token", email: "o@example.com", name: "Riviera", phone: "" });
});
afterEach(() => sessionStore.getState().signOut());

async function show(
  checkSubscription: () => Promise<SubscriptionStatus>,
  getRenewalLink: () => Promise<string> = async () => "https://billing.example/renew",
) {
  const go = vi.fn();
  const view = renderAdmin(
    <SubscriptionBanner client={{ checkSubscription, getRenewalLink }} go={go} now={now} />,
  );
  await flush();
  return { go, view };
}

const banner = () => document.querySelector(".subscription-banner");

describe("subscription banner", () => {
  it("shows nothing while the end date is more than a day away", async () => {
    await show(async () => running("2030-03-11T13:00:00.000Z"));
    expect(banner()).toBeNull();
  });

  it("shows nothing when no subscription is required (self-hosted)", async () => {
    await show(async () => ({ required: false, plan: null, status: null, endDate: null, expired: false }));
    expect(banner()).toBeNull();
  });

  it("within 24 hours of the end date: the date and a renewal link that leaves for the renewal page", async () => {
    const { go } = await show(async () => running("2030-03-11T11:00:00.000Z"));
    expect(banner()?.getAttribute("role")).toBe("status");
    expect(banner()?.textContent).toMatch(/Your subscription ends on .*2030/);
    expect(banner()?.textContent).toContain("March 11, 2030");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Renew my subscription" }));
    });
    await flush();
    expect(go).toHaveBeenCalledExactlyOnceWith("https://billing.example/renew");
  });

  it("after the end date: says bookings are stopped until renewal", async () => {
    await show(async () => running("2030-03-01T12:00:00.000Z", true));
    expect(banner()?.textContent).toContain("Your subscription ended on March 1, 2030");
    expect(banner()?.textContent).toContain("Your module takes no more bookings until you renew it.");
  });

  it("reports a failed renewal link and stays", async () => {
    const { go } = await show(
      async () => running("2030-03-11T11:00:00.000Z"),
      async () => {
        throw new ApiError("NETWORK_ERROR", 0, "down");
      },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Renew my subscription" }));
    });
    await flush();
    expect(go).not.toHaveBeenCalled();
    expect(shownNotices()).toEqual(["error Error: An error occurred."]);
  });

  it("says when the status cannot be checked", async () => {
    await show(async () => {
      throw new ApiError("NETWORK_ERROR", 0, "down");
    });
    expect(banner()?.textContent).toBe("Unable to check your subscription status");
  });

  it("checks once per session, again after a new sign-in", async () => {
    const check = vi.fn(async () => running("2030-03-11T11:00:00.000Z"));
    const { view } = await show(check);
    view.unmount();
    await show(check);
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => {
      sessionStore
        .getState()
        .signIn({ accessToken: "other", email: "o@example.com", name: "Riviera", phone: "" });
    });
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
  });
});
