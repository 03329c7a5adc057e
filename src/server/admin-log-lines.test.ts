import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../tests/setup/test-app.js";

/** The JSON log records the app wrote, as a log collector reads them. */
const records: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: "info" },
    { logStream: { write: (line) => records.push(JSON.parse(line)) } },
  );
});
afterAll(() => t.close());

const linesOf = (requestId: string) => records.filter((record) => record.reqId === requestId);

describe("log lines name the module", () => {
  it("every line of an authenticated admin request carries the owner's module id", async () => {
    const headers = await demoAuthHeader(t);
    const answers = [
      await t.app.inject({ method: "GET", url: "/api/admin/bookings", headers }),
      // A refusal (404) is logged with the module too.
      await t.app.inject({ method: "GET", url: "/api/admin/bookings/999999", headers }),
    ];
    for (const answer of answers) {
      const lines = linesOf(String(answer.headers["x-request-id"]));
      expect(lines.length, JSON.stringify(records.slice(-5))).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatchObject({ moduleId: t.demo.moduleId });
      expect(lines.at(-1)).toMatchObject({
        msg: "request completed",
        req: { method: "GET" },
        res: { statusCode: answer.statusCode },
      });
    }
  });

  it("a public route's lines carry its module; an unauthenticated admin request names none", async () => {
    const estimate = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    for (const line of linesOf(String(estimate.headers["x-request-id"]))) {
      expect(line).toMatchObject({ moduleId: "demomodule" });
    }
    const refused = await t.app.inject({ method: "GET", url: "/api/admin/bookings" });
    expect(refused.statusCode).toBe(401);
    const lines = linesOf(String(refused.headers["x-request-id"]));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toHaveProperty("moduleId");
  });
});
