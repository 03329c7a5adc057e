import type { ReadableSpan } from "@opentelemetry/sdk-trace-node";
import { describe, expect, it } from "vitest";
import { redactSpan } from "./redact-span.js";

const spanWith = (name: string, attributes: Record<string, string | number>) =>
  ({
    name,
    attributes,
    kind: 1,
    spanContext: () => ({ traceId: "t", spanId: "s" }),
  }) as unknown as ReadableSpan;

describe("a span leaves the process without credentials", () => {
  it("redacts paths and full URLs in the name and every attribute, keeping the rest", () => {
    const secret = "S3cret";
    const span = redactSpan(
      spanWith(`GET /api/calendar/${secret}.ics`, {
        "http.url": `http://127.0.0.1:3000/api/calendar/${secret}.ics`,
        "url.full": `https://maps.googleapis.com/maps/api/geocode/json?latlng=1,2&key=${secret}`,
        "http.target": `/api/auth/reset-password/${secret}`,
        "url.query": `id=1&token=${secret}`,
        "http.status_code": 200,
      }),
    );
    expect(JSON.stringify({ name: span.name, attributes: span.attributes })).not.toContain(secret);
    expect(span.attributes["http.url"]).toBe("http://127.0.0.1:3000/api/calendar/[redacted].ics");
    expect(span.attributes["http.status_code"]).toBe(200);
    expect(span.spanContext()).toEqual({ traceId: "t", spanId: "s" });
  });
});
