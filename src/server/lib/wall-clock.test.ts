import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { describe, expect, it } from "vitest";
import { instantToWallClock, isValidTimeZone, wallClockToInstant } from "./wall-clock.js";

describe("wall-clock times in the module's zone", () => {
  it.each([
    ["2026-03-02T10:00", "Europe/Paris", "2026-03-02T09:00:00.000Z"],
    ["2026-07-02T10:00", "Europe/Paris", "2026-07-02T08:00:00.000Z"],
    ["2026-07-02T10:00", "America/New_York", "2026-07-02T14:00:00.000Z"],
    ["2026-07-02T10:00", "Asia/Tokyo", "2026-07-02T01:00:00.000Z"],
    // 02:30 does not exist on 29 March 2026 in Paris: it moves forward by the hour skipped.
    ["2026-03-29T02:30", "Europe/Paris", "2026-03-29T01:30:00.000Z"],
    ["2026-03-29T03:30", "Europe/Paris", "2026-03-29T01:30:00.000Z"],
  ])("%s in %s is %s", (wallClock, zone, iso) => {
    expect(wallClockToInstant(wallClock, zone).toISOString()).toBe(iso);
  });

  it("takes one of the two instants of an hour repeated in autumn", () => {
    const instant = wallClockToInstant("2026-10-25T02:30", "Europe/Paris").toISOString();
    expect(["2026-10-25T00:30:00.000Z", "2026-10-25T01:30:00.000Z"]).toContain(instant);
  });

  it("formats an instant back as wall-clock time", () => {
    expect(instantToWallClock(new Date("2026-03-02T09:00:00Z"), "Europe/Paris")).toBe("2026-03-02T10:00");
  });

  it("recognises IANA zones", () => {
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});

dayjs.extend(utc);
dayjs.extend(timezone);

describe("instantToWallClock across zones and years", () => {
  it("agrees with dayjs's conversion for every hour of a year in several zones", () => {
    for (const zone of ["Europe/Paris", "America/New_York", "Asia/Tokyo", "Australia/Sydney", "UTC"]) {
      for (let hour = 0; hour < 24 * 366; hour += 7) {
        const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 17 * 60_000);
        expect(instantToWallClock(instant, zone)).toBe(dayjs(instant).tz(zone).format("YYYY-MM-DDTHH:mm"));
      }
    }
  });
});
