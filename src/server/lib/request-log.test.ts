import pino from "pino";
import { describe, expect, it } from "vitest";
import { logLineModule, logTheModule, moduleIdOf, redactUrl } from "./request-log.js";

describe("the request log", () => {
  it("keeps no token of a calendar feed, an e-mailed link, a sign-up or a reset", () => {
    expect(redactUrl("/api/calendar/abcDEF123.ics")).toBe("/api/calendar/[redacted].ics");
    expect(redactUrl("/api/booking/12/confirm/tok.en-1?lang=fr")).toBe(
      "/api/booking/12/confirm/[redacted]?lang=fr",
    );
    expect(redactUrl("/api/auth/reset-password/secret")).toBe("/api/auth/reset-password/[redacted]");
    expect(redactUrl("/driver/Abc_DEF-123")).toBe("/driver/[redacted]");
    expect(redactUrl("/driver/Abc_DEF-123/proof/4?x=1")).toBe("/driver/[redacted]/proof/4?x=1");
    expect(redactUrl("/driver/driver.css")).toBe("/driver/driver.css");
    expect(redactUrl("/manage/Abc_DEF-123")).toBe("/manage/[redacted]");
    expect(redactUrl("/manage/Abc_DEF-123/cancel?lang=en")).toBe("/manage/[redacted]/cancel?lang=en");
    expect(redactUrl("/manage/manage.css")).toBe("/manage/manage.css");
    expect(redactUrl("/manage/place-search.js")).toBe("/manage/place-search.js");
    expect(redactUrl("/manage/place-search.jsx")).toBe("/manage/[redacted]");
    expect(redactUrl("/auth/reset-password?token=secret&lang=en")).toBe(
      "/auth/reset-password?token=[redacted]&lang=en",
    );
    expect(redactUrl("/payment/return?session_id=cs_123")).toBe("/payment/return?session_id=[redacted]");
    expect(redactUrl("/api/module/demomodule/estimate-price")).toBe("/api/module/demomodule/estimate-price");
  });

  it("names the module of a public route, not a booking link's booking", () => {
    expect(moduleIdOf("/api/module/:id/estimate-price", { id: "demomodule" })).toBe("demomodule");
    expect(moduleIdOf("/api/geo/:moduleId/route", { moduleId: "m1" })).toBe("m1");
    expect(moduleIdOf("/api/booking/:id/confirm/:token", { id: "12", token: "t" })).toBeUndefined();
    expect(moduleIdOf("/api/admin/bookings", {})).toBeUndefined();
  });

  it("names the module on the request's lines and its children's, and on no other request's", () => {
    const lines: Record<string, unknown>[] = [];
    const root = pino({ mixin: logLineModule }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const marked = root.child({ reqId: "r1" });
    const other = root.child({ reqId: "r2" });
    logTheModule({ log: marked } as never, "m1");
    marked.info("handler");
    marked.child({ step: "pricing" }).warn("nested");
    other.info("another request");
    root.info("server");
    expect(lines.map((line) => line.moduleId)).toEqual(["m1", "m1", undefined, undefined]);
  });
});
