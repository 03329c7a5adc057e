import { describe, expect, it } from "vitest";
import { createFallbackWarner, FALLBACK_WARNING_INTERVAL_MS } from "./fallback-warning.js";

function recordingLog() {
  const warnings: { object: unknown; message: string }[] = [];
  return {
    warnings,
    log: { warn: (object: unknown, message: string) => warnings.push({ object, message }) },
  };
}

describe("fallback warning (a routing failure answered with the offline estimate)", () => {
  it("names the module, the provider and the error", () => {
    const { warnings, log } = recordingLog();
    const error = new Error("OSRM could not be reached");
    createFallbackWarner({ log })({ moduleId: "m1", provider: "osm", error });
    expect(warnings).toEqual([
      {
        object: { module: "m1", provider: "osm", err: error },
        message: "routing provider failed: the offline estimate was used instead",
      },
    ]);
  });

  it("warns at most once a minute per module and provider", () => {
    const { warnings, log } = recordingLog();
    let now = 1_000_000;
    const warn = createFallbackWarner({ log, now: () => now });
    const error = new Error("down");
    warn({ moduleId: "m1", provider: "osm", error });
    now += 1_000;
    warn({ moduleId: "m1", provider: "osm", error });
    now += FALLBACK_WARNING_INTERVAL_MS - 2_000;
    warn({ moduleId: "m1", provider: "osm", error });
    expect(warnings).toHaveLength(1);
    // Another module or another provider has its own minute.
    warn({ moduleId: "m2", provider: "osm", error });
    warn({ moduleId: "m1", provider: "google", error });
    expect(warnings).toHaveLength(3);
    // Once the minute is over, the same failure is reported again.
    now += 1_000;
    warn({ moduleId: "m1", provider: "osm", error });
    expect(warnings).toHaveLength(4);
  });

  it("is silent without a logger", () => {
    expect(() =>
      createFallbackWarner({ log: undefined })({ moduleId: "m1", provider: "osm", error: new Error("x") }),
    ).not.toThrow();
  });
});
