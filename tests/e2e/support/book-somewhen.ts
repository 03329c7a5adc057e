import type { APIRequestContext } from "@playwright/test";
import { bookRide, type RideCustomer } from "./book-ride.js";

/** Days ahead a random booking may fall on, both ends included. */
export interface DayRange {
  from: number;
  to: number;
}

/**
 * A random quarter hour between 07:00 and 19:45 on a random day of `days`, as the checkout takes
 * it ("YYYY-MM-DD'T'HH:mm"): the demo module's vehicles are shared by every e2e test and by a
 * retry of the same test, and a taken slot answers VEHICLE_FULL.
 */
export function randomPickUpTime(days: DayRange): string {
  const offset = days.from + Math.floor(Math.random() * (days.to - days.from + 1));
  const day = new Date(Date.now() + offset * 24 * 3600 * 1000);
  const hour = String(7 + Math.floor(Math.random() * 13)).padStart(2, "0");
  const minute = String(15 * Math.floor(Math.random() * 4)).padStart(2, "0");
  return `${day.toISOString().slice(0, 10)}T${hour}:${minute}`;
}

/** "YYYY-MM-DDTHH:mm" as the French pages show it: "DD/MM/YYYY HH:mm". */
export function frenchDateTime(pickUpTime: string): string {
  const [date = "", time = ""] = pickUpTime.split("T");
  return `${date.split("-").reverse().join("/")} ${time}`;
}

/**
 * A booking at a time no other test chose (nor this test's own earlier try, on a retry), in
 * `days` (2 to 60 days ahead by default). Tries a few times before giving up with the last
 * refusal.
 */
export async function bookSomewhen(
  request: APIRequestContext,
  customer: RideCustomer,
  days: DayRange = { from: 2, to: 60 },
): Promise<number> {
  let failure: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await bookRide(request, randomPickUpTime(days), customer);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** A customer with long names, for the layout tests: the bookings list gets a wide row to measure. */
export const LONG_NAMED_CUSTOMER: RideCustomer = {
  firstName: "Maximiliana-Alexandrina",
  lastName: "Vandenberghe-Montmorency",
  email: "maximiliana.vandenberghe-montmorency@example.com",
};
