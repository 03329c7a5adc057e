// The calendar of the booking benchmarks: which pick-up each benchmarked checkout asks for, derived
// from the run's own date, never from a fixed date (docs/decisions/0072-bench-budgets-as-ratios.md).
// The one-van case books the day after the run starts; the spread checkouts start the day after
// that, on fixed wall-clock hours of the module's zone, and skip any slot that would share its
// vehicle with an earlier booking. tests/bench-slots.test.ts proves it for many start dates.

/** Wall-clock hours of a day the spread checkouts use: six hours apart, none near a DST change. */
export const SLOT_HOURS = [8, 14, 20];
/**
 * What each bench booking is taken to hold its vehicle for, around its ride: more than the
 * server holds (the ride alone, [pick-up, pick-up + duration)), so a change of that rule within
 * these two hours cannot make two bench bookings collide.
 */
export const GUARD_MINUTES = 120;
/** The one-van case: the day after the run starts, at this hour. */
export const ONE_VAN_HOUR = 10;

const MINUTE = 60_000;

/** One formatter per zone: building one costs far more than using it. */
const formatters = new Map();

function formatterOf(timeZone) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "YYYY-MM-DDTHH:mm" in `timeZone` of an instant. */
export function wallClock(instant, timeZone) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const asUtc = (wall) => Date.parse(`${wall}:00Z`);

/** Instants already found, by zone and wall-clock time: a calendar names each slot several times. */
const instants = new Map();

/** The instant a wall-clock time of `timeZone` names. */
export function instantOf(wall, timeZone) {
  const key = `${timeZone} ${wall}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const guess = asUtc(wall);
    instant = guess;
    // Twice: the zone's offset at the first guess may differ from the offset at the answer.
    for (let i = 0; i < 2; i++) instant = guess - (asUtc(wallClock(new Date(instant), timeZone)) - instant);
    instants.set(key, instant);
  }
  return new Date(instant);
}

/** The wall-clock day `days` after the day of `instant` in `timeZone`, at `hour`:00. */
export function dayAt(instant, timeZone, days, hour) {
  const [year, month, day] = wallClock(instant, timeZone).slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

/** The span a booking is taken to hold its vehicle for, in milliseconds since the epoch. */
export function heldSpan(booking, timeZone) {
  const start = instantOf(booking.pickUpTime, timeZone).getTime();
  return {
    from: start - GUARD_MINUTES * MINUTE,
    to: start + (booking.durationMinutes + GUARD_MINUTES) * MINUTE,
  };
}

const overlaps = (a, b) => a.from < b.to && b.from < a.to;

/**
 * Pick-ups for `count` customers: `vehicles` is `[{ id, numberOwned }]`; each slot gives every
 * vehicle as many customers as it has units, unless an `earlier` booking (`{ vehicleId,
 * pickUpTime, durationMinutes }`) holds that vehicle then, in which case the vehicle skips the
 * slot. Slots are SLOT_HOURS of each day from `firstDay` days after `now`'s day.
 * Answers `[{ vehicleId, pickUpTime }]`, in time order.
 */
export function planSlots({ now, timeZone, vehicles, count, durationMinutes, earlier = [], firstDay = 2 }) {
  if (!vehicles.some((vehicle) => vehicle.numberOwned >= 1)) throw new Error("no vehicle unit to plan on");
  const held = earlier.map((booking) => ({
    vehicleId: booking.vehicleId,
    span: heldSpan(booking, timeZone),
  }));
  const planned = [];
  for (let day = firstDay; planned.length < count; day++) {
    for (const hour of SLOT_HOURS) {
      const pickUpTime = dayAt(now, timeZone, day, hour);
      const span = heldSpan({ pickUpTime, durationMinutes }, timeZone);
      for (const vehicle of vehicles) {
        const taken = held.some(
          (booking) => booking.vehicleId === vehicle.id && overlaps(span, booking.span),
        );
        if (taken) continue;
        for (let unit = 0; unit < vehicle.numberOwned && planned.length < count; unit++) {
          planned.push({ vehicleId: vehicle.id, pickUpTime });
        }
      }
    }
  }
  return planned;
}

/**
 * The whole calendar of one booking benchmark: the one-van case (every customer wants `oneVan`
 * the day after `now`) and the spread checkouts around it. `vehicles` as planSlots takes them.
 */
export function benchCalendar({ now, timeZone, vehicles, oneVanId, spreadCount, durationMinutes }) {
  const oneVan = { vehicleId: oneVanId, pickUpTime: dayAt(now, timeZone, 1, ONE_VAN_HOUR), durationMinutes };
  const spread = planSlots({
    now,
    timeZone,
    vehicles,
    count: spreadCount,
    durationMinutes,
    earlier: [oneVan],
  });
  return { oneVan, spread };
}
