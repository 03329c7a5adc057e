import { readWallClock } from "../lib/wall-clock.js";
import { AppError } from "./errors.js";

/**
 * The instant of a pick-up time typed as a wall clock in the module's zone, by the one rule of
 * docs/decisions/0042-real-dates-and-times.md: a time the clocks skip that night (02:30 when Paris
 * jumps from 02:00 to 03:00) is refused with NONEXISTENT_LOCAL_TIME on its field, never moved
 * silently; a repeated time is its first occurrence. The contract has already refused text that
 * is not a real day and time; `message` gives the refusal in the reader's language, asked only
 * when refusing (translating costs the common case for nothing).
 */
export function pickUpInstant(
  wallClock: string,
  timeZone: string,
  field: string,
  message: () => string,
): Date {
  const reading = readWallClock(wallClock, timeZone);
  if (!reading) {
    throw new AppError("VALIDATION_ERROR", "The request is not valid", [
      { path: field, code: "invalid_date", message: "Expected a real date and time YYYY-MM-DDTHH:mm" },
    ]);
  }
  if (reading.kind === "skipped") {
    const text = message();
    throw new AppError("NONEXISTENT_LOCAL_TIME", text, [
      { path: field, code: "skipped_time", message: text },
    ]);
  }
  return reading.instant;
}
