import { describe, expect, it } from "vitest";
import { cancellationTerms, refundOf } from "./cancellation-policy.js";

const pickUp = new Date("2027-03-10T14:00:00Z");
const hoursBefore = (hours: number) => new Date(pickUp.getTime() - hours * 3_600_000);

describe("cancellation terms", () => {
  it("is free until the window, then charges the owner's fee, capped at the price", () => {
    const percent = { freeHours: 24, late: "PERCENTAGE" as const, fee: 30 };
    expect(cancellationTerms(percent, 10_000, pickUp, hoursBefore(25))).toMatchObject({
      allowed: true,
      fee: 0,
    });
    expect(cancellationTerms(percent, 10_000, pickUp, hoursBefore(24))).toMatchObject({
      allowed: true,
      fee: 3_000,
    });
    const fixed = { freeHours: 2, late: "FIXED" as const, fee: 50_000 };
    expect(cancellationTerms(fixed, 10_000, pickUp, hoursBefore(1))).toMatchObject({
      allowed: true,
      fee: 10_000,
    });
    expect(cancellationTerms(fixed, 10_000, pickUp, hoursBefore(1)).freeUntil).toEqual(hoursBefore(2));
  });

  it("refuses late cancellations when the owner allows none, and any once the ride started", () => {
    const refused = { freeHours: 48, late: "REFUSED" as const, fee: 0 };
    expect(cancellationTerms(refused, 10_000, pickUp, hoursBefore(47))).toMatchObject({
      allowed: false,
      reason: "LATE",
    });
    expect(cancellationTerms(refused, 10_000, pickUp, pickUp)).toMatchObject({
      allowed: false,
      reason: "STARTED",
    });
  });

  it("refunds the charge less the fee, never less than nothing", () => {
    expect(refundOf(10_500, 3_000)).toBe(7_500);
    expect(refundOf(2_000, 3_000)).toBe(0);
  });
});
