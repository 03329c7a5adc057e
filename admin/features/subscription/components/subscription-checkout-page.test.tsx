// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { SubscriptionCheckoutPage } from "./subscription-checkout-page.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function show(getSubscriptionCheckout: (plan: string) => Promise<string>, locale: "en" | "fr" = "en") {
  const go = vi.fn();
  renderAdmin(
    <MemoryRouter>
      <SubscriptionCheckoutPage plan="annual" client={{ getSubscriptionCheckout }} go={go} />
    </MemoryRouter>,
    locale,
  );
  return go;
}

describe("subscription checkout page", () => {
  it("shows a preloader, then goes to the plan's payment page after about a second", async () => {
    const checkout = vi.fn(async () => "https://checkout.example/annual");
    const go = show(checkout);
    expect(screen.getByText("Opening the payment page…").getAttribute("role")).toBe("status");
    expect(checkout).toHaveBeenCalledWith("annual");
    await flush();
    expect(go).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(go).toHaveBeenCalledExactlyOnceWith("https://checkout.example/annual");
  });

  it("explains the self-hosted mode when the server takes no subscriptions", async () => {
    const go = show(async () => {
      throw new ApiError("SUBSCRIPTIONS_NOT_CONFIGURED", 409, "no stripe");
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole("heading").textContent).toBe("Subscriptions are not available");
    expect(screen.getByText(/npm run owner:create/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to sign-in" }).getAttribute("href")).toBe("/auth/sign-in");
    expect(shownNotices()).toEqual([]);
  });

  it("says it in French too", async () => {
    show(async () => {
      throw new ApiError("SUBSCRIPTIONS_NOT_CONFIGURED", 409, "no stripe");
    }, "fr");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("heading").textContent).not.toBe("Subscriptions are not available");
    expect(screen.getByText(/npm run owner:create/)).toBeTruthy();
  });

  it("reports any other failure and stays on the admin", async () => {
    const go = show(async () => {
      throw new ApiError("NETWORK_ERROR", 0, "down");
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(go).not.toHaveBeenCalled();
    expect(shownNotices()).toEqual(["error Error: An error occurred."]);
    expect(screen.getByText("The payment page could not be opened. Please try again later.")).toBeTruthy();
  });
});
