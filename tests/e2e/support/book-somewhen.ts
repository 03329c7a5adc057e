import type { APIRequestContext } from "@playwright/test";
import { bookRide, type RideCustomer } from "./book-ride.js";

/**
 * A booking at a time no other test chose: a random hour 2 to 60 days ahead (the demo module's
 * vehicles are shared by every e2e test, and a taken slot answers VEHICLE_FULL). Tries a few
 * times before giving up with the last refusal.
 */
export async function bookSomewhen(request: APIRequestContext, customer: RideCustomer): Promise<number> {
  let failure: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    const day = new Date(Date.now() + (2 + Math.floor(Math.random() * 58)) * 24 * 3600 * 1000);
    const hour = String(7 + Math.floor(Math.random() * 12)).padStart(2, "0");
    try {
      return await bookRide(request, `${day.toISOString().slice(0, 10)}T${hour}:00`, customer);
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
