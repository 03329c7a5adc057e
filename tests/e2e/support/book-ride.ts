import { type APIRequestContext, expect } from "@playwright/test";
import { niceToCannesPlaces } from "./signed-places.js";

export interface RideCustomer {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A booking as the widget makes it: the public checkout of the demo module, Nice → Cannes (the
 * places found by address search, booked as "Nice, France" → "Cannes, France"), payment to the driver,
 * in the customer's language when given. Answers the booking number.
 */
export async function bookRide(
  request: APIRequestContext,
  pickUpTime: string,
  customer: RideCustomer,
  lang?: "fr" | "en" | "es",
): Promise<number> {
  const module = (await (await request.get("/api/booking/demomodule")).json()).data;
  const id = (kind: string) => module.fields.find((f: { kind: string }) => f.kind === kind).id;
  const response = await request.post("/api/booking/demomodule/checkout", {
    data: {
      ...(await niceToCannesPlaces(request)),
      distanceKm: 33,
      durationMinutes: 40,
      pickUpTime,
      paymentMode: "DRIVER",
      consent: true,
      ...(lang ? { lang } : {}),
      fields: [
        { id: id("firstName"), value: customer.firstName },
        { id: id("lastName"), value: customer.lastName },
        { id: id("email"), value: customer.email },
        { id: id("phone"), value: "+33 6 98 76 54 32" },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.number;
}
