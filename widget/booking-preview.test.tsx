// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, fakePreviewToken, TEST_API, testModule } from "../tests/kits/widget/fake-api.js";
import { callsTo, fillDetails, fillTrip, later, renderWidget } from "../tests/kits/widget/render-widget.js";
import { BookingWidget } from "./booking-widget.js";

afterEach(() => {
  vi.useRealTimers();
});

const banner = () => document.querySelector(".cb-preview-banner");

describe("the owner's preview (preview-token attribute)", () => {
  it("loads the module through the preview route, says Preview, prices with its id and never books", async () => {
    const module = testModule();
    const token = fakePreviewToken(module.id);
    const { calls } = await renderWidget({ module, previewToken: token });
    expect(calls[0]?.path).toBe(`/api/booking-preview?token=${encodeURIComponent(token)}`);
    expect(calls.some((call) => call.path === `/api/booking/${module.id}`)).toBe(false);
    expect(banner()?.textContent).toContain("Preview");
    expect(document.querySelector('button[type="submit"]')).toBeNull();
    expect(screen.getByRole("note").textContent).toContain("Bookings are not taken in the preview");

    await fillTrip();
    await later(1000);
    const estimates = callsTo(calls, "estimate-price");
    expect(estimates.length).toBeGreaterThan(0);
    for (const estimate of estimates) expect(estimate.path).toBe(`/api/module/${module.id}/estimate-price`);
    fillDetails();
    fireEvent.submit(screen.getByRole("form"));
    await later(1000);
    expect(callsTo(calls, "checkout")).toHaveLength(0);
    expect(document.querySelector(".cb-form")).not.toBeNull();
  });

  it("shows no banner and the Book button on the ordinary page", async () => {
    await renderWidget();
    expect(banner()).toBeNull();
    expect(document.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it("says the preview link expired when the token is refused", async () => {
    const api = fakeFetch([testModule()]);
    render(<BookingWidget module="" lang="en" api={TEST_API} fetch={api.fetch} previewToken="expired" />);
    expect(await screen.findByText("This preview link has expired.")).toBeTruthy();
    expect(screen.getByText(/Open the preview again from your admin/)).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(["/api/booking-preview?token=expired"]);
  });
});
