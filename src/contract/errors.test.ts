import { describe, expect, it } from "vitest";
import { codesByStatus, ERROR_CODES, ERROR_HTTP_STATUS } from "./errors.js";

describe("ERROR_HTTP_STATUS", () => {
  it("gives every code one error status, and nothing else", () => {
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const status of Object.values(ERROR_HTTP_STATUS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it("keeps an expired e-mailed link apart from an expired session", () => {
    expect(ERROR_HTTP_STATUS.TOKEN_EXPIRED).toBe(410);
    expect(ERROR_HTTP_STATUS.SESSION_EXPIRED).toBe(401);
  });

  it("groups a route's codes by status, each code once", () => {
    const groups = codesByStatus(["NOT_FOUND", "VEHICLE_FULL", "PRICE_CHANGED", "NOT_FOUND", "MIN_DISTANCE"]);
    expect(Object.fromEntries(groups)).toEqual({
      404: ["NOT_FOUND"],
      409: ["VEHICLE_FULL", "PRICE_CHANGED"],
      422: ["MIN_DISTANCE"],
    });
  });
});
