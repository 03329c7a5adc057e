import { describe, expect, it } from "vitest";
import {
  benchCalendar,
  type EarlierBooking,
  heldSpan,
  instantOf,
  type PlannedBooking,
  planSlots,
  wallClock,
} from "./bench/slots.mjs";

// The bench's calendar must not depend on the day it runs (issue 28): whatever the start date,
// no two planned bookings hold more units of a vehicle than it owns, and none touches an earlier
// booking of its vehicle.
const vehicles = [
  { id: "berline", numberOwned: 2 },
  { id: "van", numberOwned: 1 },
];
const DURATION = 40;
const DAY = 24 * 3600_000;

/** The most units of `vehicleId` held at once by these bookings (a sweep over their spans). */
function mostHeldAtOnce(bookings: EarlierBooking[], vehicleId: string, timeZone: string): number {
  const events = bookings
    .filter((booking) => booking.vehicleId === vehicleId)
    .flatMap((booking) => {
      const span = heldSpan(booking, timeZone);
      return [
        { at: span.from, step: 1 },
        { at: span.to, step: -1 },
      ];
    })
    // An end and a start at the same instant do not overlap: ends first.
    .sort((a, b) => a.at - b.at || a.step - b.step);
  let held = 0;
  let most = 0;
  for (const event of events) {
    held += event.step;
    most = Math.max(most, held);
  }
  return most;
}

function assertNoCollision(bookings: EarlierBooking[], timeZone: string) {
  const overbooked = vehicles.filter(
    (vehicle) => mostHeldAtOnce(bookings, vehicle.id, timeZone) > vehicle.numberOwned,
  );
  expect(overbooked.map((vehicle) => vehicle.id)).toEqual([]);
}

const withDuration = (planned: PlannedBooking[]): EarlierBooking[] =>
  planned.map((booking) => ({ ...booking, durationMinutes: DURATION }));

/**
 * Start instants over four years: every 61st day at a different hour (every weekday and month comes
 * round), and hours around DST changes of the zones below.
 */
function startDates(): Date[] {
  const first = Date.UTC(2026, 0, 1, 0, 17);
  const dates: Date[] = [];
  for (let i = 0; i < 4 * 365; i += 61) dates.push(new Date(first + i * DAY + ((i * 7) % 24) * 3600_000));
  for (const change of ["2027-03-28T01:00Z", "2027-10-31T01:00Z", "2027-04-04T16:00Z", "2027-11-07T06:00Z"]) {
    for (let hours = -26; hours <= 26; hours += 13)
      dates.push(new Date(Date.parse(change) + hours * 3600_000));
  }
  return dates;
}

describe("the bench's checkout calendar (tests/bench/slots.mjs)", () => {
  it("finds a collision when there is one (the check below can fail)", () => {
    const twice = { vehicleId: "van", pickUpTime: "2027-05-01T10:00", durationMinutes: DURATION };
    expect(mostHeldAtOnce([twice, { ...twice, pickUpTime: "2027-05-01T12:30" }], "van", "Europe/Paris")).toBe(
      2,
    );
    expect(mostHeldAtOnce([twice, { ...twice, pickUpTime: "2027-05-01T18:00" }], "van", "Europe/Paris")).toBe(
      1,
    );
  });

  for (const timeZone of ["Europe/Paris", "America/New_York", "Australia/Sydney"]) {
    it(`never lets two bookings share a unit, nor the one-van case, whatever the start date (${timeZone})`, () => {
      for (const now of startDates()) {
        const { oneVan, spread } = benchCalendar({
          now,
          timeZone,
          vehicles,
          oneVanId: "van",
          spreadCount: 2000,
          durationMinutes: DURATION,
        });
        expect(spread).toHaveLength(2000);
        assertNoCollision([oneVan, ...withDuration(spread)], timeZone);
        // Bookable: after the demo's two-hour lead time, within its 365-day horizon, and every
        // wall-clock time one that exists in the zone.
        const unbookable = [oneVan, ...spread].filter((booking) => {
          const at = instantOf(booking.pickUpTime, timeZone).getTime();
          return (
            at - now.getTime() <= 2 * 3600_000 ||
            at - now.getTime() >= 365 * DAY ||
            wallClock(new Date(at), timeZone) !== booking.pickUpTime
          );
        });
        expect(unbookable).toEqual([]);
      }
    }, 120_000);
  }

  it("skips the slots of a vehicle an earlier booking holds, and only that vehicle's", () => {
    const now = new Date("2027-06-10T09:00Z");
    const earlier: EarlierBooking[] = [
      { vehicleId: "van", pickUpTime: "2027-06-12T13:00", durationMinutes: 300 },
      { vehicleId: "berline", pickUpTime: "2027-06-13T07:30", durationMinutes: 20 },
    ];
    const planned = planSlots({
      now,
      timeZone: "Europe/Paris",
      vehicles,
      count: 60,
      durationMinutes: DURATION,
      earlier,
    });
    assertNoCollision([...earlier, ...withDuration(planned)], "Europe/Paris");
    const at = (pickUpTime: string, vehicleId: string) =>
      planned.filter((booking) => booking.pickUpTime === pickUpTime && booking.vehicleId === vehicleId)
        .length;
    expect(at("2027-06-12T14:00", "van")).toBe(0);
    expect(at("2027-06-12T20:00", "van")).toBe(0);
    expect(at("2027-06-12T14:00", "berline")).toBe(2);
    expect(at("2027-06-13T08:00", "berline")).toBe(0);
    expect(at("2027-06-13T08:00", "van")).toBe(1);
    expect(planned).toHaveLength(60);
  });
});
