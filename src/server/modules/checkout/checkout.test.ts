import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkoutOf,
  DAY,
  demoFieldIds,
  niceToCannes,
  postJson,
  vehicleIdByName,
} from "../../../../tests/fixtures/trips.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { checkoutResponse } from "../../../contract/public-booking.js";

let t: TestApp;
let fields: Record<string, number>;
let van: number;

beforeAll(async () => {
  t = await createTestApp();
  fields = await demoFieldIds(t.app);
  van = await vehicleIdByName(t.database, "Van");
});
afterAll(() => t.close());

beforeEach(async () => {
  const { db } = t.database;
  await db.deleteFrom("bookings").execute();
  await db.deleteFrom("mailOutbox").execute();
  await db.updateTable("discountCodes").set({ used: 0, maxUsage: 0 }).execute();
  await db
    .updateTable("modules")
    .set({
      checkboxDriverPayments: true,
      checkboxOnlinePayments: false,
      redirectionUrl: "",
      bookingCounter: 0,
    })
    .execute();
});

const checkout = (body: object, moduleId = "demomodule") =>
  postJson(t.app, `/api/booking/${moduleId}/checkout`, body);

const outbox = () =>
  t.database.db
    .selectFrom("mailOutbox")
    .select(["template", "toAddress", "subject", "text", "html", "replyTo"])
    .orderBy("id")
    .execute();

describe("POST /api/booking/{id}/checkout with driver payment", () => {
  it("books the trip at the server's price and answers the booking number", async () => {
    await t.database.db
      .updateTable("modules")
      .set({ redirectionUrl: "https://riviera.example/merci" })
      .execute();
    const response = await checkout(checkoutOf(fields, { expectedPrice: 81.4 }));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(checkoutResponse.safeParse(data).success).toBe(true);
    expect(data).toEqual({
      number: 1,
      status: "VALIDATED",
      paymentMode: "DRIVER",
      paymentUrl: null,
      redirectUrl: "https://riviera.example/merci",
      price: 81.4,
      currency: "EUR",
      // Paid to the driver: all of it, no tip (docs/decisions/0093, 0094).
      gratuity: 0,
      onlineAmount: 0,
      driverAmount: 81.4,
    });

    const booking = await t.database.db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      number: 1,
      status: "VALIDATED",
      paymentMode: "DRIVER",
      payment: null,
      vehicleName: "Berline",
      startingAddress: "Place Masséna, Nice",
      arrivalAddress: "La Croisette, Cannes",
      price: 8140,
      undiscountedPrice: 8140,
      currency: "EUR",
      distanceKm: 33,
      durationMinutes: 40,
      customerFirstName: "Camille",
      customerLastName: "Durand",
      customerEmail: "camille.durand@example.com",
      customerCountry: "FR",
      language: "fr",
    });
    expect(new Date(booking.pickUpTime).toISOString()).toBe(`${DAY}T09:00:00.000Z`); // 10:00 in Paris (UTC+1)
    const occupancy = await t.database.db.selectFrom("vehicleOccupancy").selectAll().execute();
    expect(occupancy).toHaveLength(1);
    expect(occupancy[0]).toMatchObject({ bookingId: booking.id, leg: 0, unit: 1, active: true });
  });

  it("remembers the customer for the owner's suggestions", async () => {
    await checkout(checkoutOf(fields));
    const customer = await t.database.db
      .selectFrom("customers")
      .selectAll()
      .where("email", "=", "camille.durand@example.com")
      .executeTakeFirst();
    expect(customer).toMatchObject({ firstName: "Camille", lastName: "Durand", phone: "+33 6 11 22 33 44" });
  });

  it("queues the customer's receipt and the owner's notice with confirm and cancel links", async () => {
    await checkout(checkoutOf(fields, { lang: "en" }));
    const [customerMail, ownerMail] = await outbox();
    expect(customerMail).toMatchObject({
      template: "booking-received",
      toAddress: "camille.durand@example.com",
      subject: "Your booking request no. 1 to Riviera Chauffeurs",
    });
    expect(customerMail?.text).toContain("Outbound trip: €81.40");
    expect(customerMail?.text).toContain("Total: €81.40");
    expect(customerMail?.text).toMatch(/Pick-up: Wednesday, March 10, 2027 at 10:00[\u202f ]AM\n/);
    expect(ownerMail).toMatchObject({
      template: "booking-new",
      toAddress: "demo@chauffeur.example",
      replyTo: "camille.durand@example.com",
      subject: "Nouvelle réservation n° 1 pour le mercredi 10 mars 2027 à 10:00", // the owner’s language, no customer text
    });
    expect(ownerMail?.text).toMatch(/http:\/\/127\.0\.0\.1:3000\/booking\/confirm\?id=\d+&token=[\w-]{40,}/);
    expect(ownerMail?.text).toMatch(/http:\/\/127\.0\.0\.1:3000\/booking\/canceled\?id=\d+&token=[\w-]{40,}/);
    expect(ownerMail?.text).toContain("Prise en charge\u202f: mercredi 10 mars 2027 à 10:00");
  });

  it("numbers bookings one after the other per module", async () => {
    const first = (await checkout(checkoutOf(fields))).json().data;
    const second = (await checkout(checkoutOf(fields, { pickUpTime: `${DAY}T15:00` }))).json().data;
    expect([first.number, second.number]).toEqual([1, 2]);
  });

  it("books a round trip on both legs and a discount with its usage counted", async () => {
    const response = await checkout(
      checkoutOf(fields, {
        route: "ROUND_TRIP",
        returnPickUpTime: `${DAY}T18:00`,
        discountCode: "WELCOME10",
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.price).toBe(146.52); // (81.40 × 2) − 10 %
    const booking = await t.database.db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      discountCode: "WELCOME10",
      discountPercentage: 10,
      discountAmount: 1628,
      undiscountedPrice: 16280,
    });
    expect(await t.database.db.selectFrom("vehicleOccupancy").select("leg").orderBy("leg").execute()).toEqual(
      [{ leg: 0 }, { leg: 1 }],
    );
    const code = await t.database.db.selectFrom("discountCodes").select("used").executeTakeFirstOrThrow();
    expect(code.used).toBe(1);
  });

  it("takes the discount code typed in the form's own discount field", async () => {
    const body = checkoutOf(fields);
    body.fields.push({ id: fields.discountCode as number, value: " welcome 10 " });
    const response = await checkout(body);
    expect(response.json().data.price).toBe(73.26);
  });

  it("stores the owner's custom fields and the built-in extras by their label", async () => {
    const custom = await t.database.db
      .insertInto("bookingFields")
      .values({
        moduleId: "demomodule",
        name1: "Child's age",
        name2: "Meeting sign",
        required1: true,
        position: 20,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const body = checkoutOf(fields);
    body.fields.push(
      { id: custom.id, value: "4", value2: "DURAND" },
      { id: fields.travelNumber as number, value: "AF 7700" },
      { id: fields.notes as number, value: "Two suitcases." },
    );
    expect((await checkout(body)).statusCode).toBe(200);
    const booking = await t.database.db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(booking.fields).toEqual([
      { name: "Child's age", value: "4" },
      { name: "Meeting sign", value: "DURAND" },
    ]);
    expect(booking).toMatchObject({ travelNumber: "AF 7700", notes: "Two suitcases." });
    const missing = checkoutOf(fields);
    const refused = await checkout(missing);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ data: "REQUIRED_FIELD_MISSING" });
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: `fields.${custom.id}.value` })]);
    await t.database.db.deleteFrom("bookingFields").where("id", "=", custom.id).execute();
  });
});

describe("checkout refusals change nothing", () => {
  const refused = async (body: object, status: number, code: string) => {
    const response = await checkout(body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, data: code });
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
    expect(await outbox()).toEqual([]);
    return response.json();
  };

  it("without consent, addresses, or with an over-long input", async () => {
    await refused({ ...checkoutOf(fields), consent: false }, 400, "VALIDATION_ERROR");
    await refused({ ...checkoutOf(fields), startingPlace: "" }, 400, "VALIDATION_ERROR");
    const long = checkoutOf(fields);
    long.fields[0] = { id: fields.firstName as number, value: "x".repeat(251) };
    await refused(long, 400, "VALIDATION_ERROR");
  });

  it("lists every missing or malformed field at once", async () => {
    const body = checkoutOf(fields, {
      fields: [
        { id: fields.firstName as number, value: "Camille" },
        { id: fields.email as number, value: "not-an-email" },
        { id: fields.phone as number, value: "call me" },
      ],
    });
    const answer = await refused(body, 400, "VALIDATION_ERROR");
    expect(answer.issues.map((i: { path: string }) => i.path).sort()).toEqual(
      [
        `fields.${fields.lastName}.value`,
        `fields.${fields.email}.value`,
        `fields.${fields.phone}.value`,
      ].sort(),
    );
  });

  it("refuses values for fields that are not in the form", async () => {
    const body = checkoutOf(fields);
    body.fields.push({ id: 999_999, value: "x" });
    await refused(body, 400, "VALIDATION_ERROR");
  });

  it("PRICE_CHANGED when the price the customer saw is not the server's", async () => {
    const answer = await refused(checkoutOf(fields, { expectedPrice: 50 }), 409, "PRICE_CHANGED");
    expect(answer.message).toContain("81,40");
  });

  it("DISCOUNT_CODE_INVALID for an unknown or used-up code", async () => {
    await refused(checkoutOf(fields, { discountCode: "NOPE" }), 422, "DISCOUNT_CODE_INVALID");
    await t.database.db.updateTable("discountCodes").set({ maxUsage: 1, used: 1 }).execute();
    await refused(checkoutOf(fields, { discountCode: "WELCOME10" }), 422, "DISCOUNT_CODE_INVALID");
  });

  it("the payment mode must be one the owner offers", async () => {
    await refused(checkoutOf(fields, { paymentMode: "ONLINE" }), 422, "PAYMENT_MODE_NOT_OFFERED");
    await t.database.db.updateTable("modules").set({ checkboxOnlinePayments: true }).execute();
    await refused(checkoutOf(fields, { paymentMode: "ONLINE" }), 409, "CARD_PAYMENTS_NOT_CONFIGURED");
  });

  it("the estimate's refusals apply (capacity, buffer)", async () => {
    await refused(checkoutOf(fields, { passengers: 9, vehicleId: van }), 422, "CAPACITY_EXCEEDED");
    await refused(checkoutOf(fields, { pickUpTime: "2021-05-05T10:00" }), 422, "INSIDE_BOOKING_BUFFER");
  });

  it("an unknown module is a 404, not a form error", async () => {
    const response = await checkout(checkoutOf(fields), "nosuchmodule");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ data: "MODULE_NOT_FOUND" });
  });
});

describe("VEHICLE_FULL: no double booking", () => {
  it("the van (1 owned) takes one booking at a time; the berline (2 owned) two", async () => {
    const vanTrip = checkoutOf(fields, { vehicleId: van });
    expect((await checkout(vanTrip)).statusCode).toBe(200);
    const full = await checkout(vanTrip);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      data: "VEHICLE_FULL",
      message: "This vehicle is already booked at that time, please choose another time or vehicle.",
    });
    // Overlapping, not identical: the van is busy 10:00–10:40.
    expect(
      (await checkout(checkoutOf(fields, { vehicleId: van, pickUpTime: `${DAY}T10:30` }))).statusCode,
    ).toBe(409);
    expect(
      (await checkout(checkoutOf(fields, { vehicleId: van, pickUpTime: `${DAY}T10:40` }))).statusCode,
    ).toBe(200);

    expect((await checkout(checkoutOf(fields))).statusCode).toBe(200);
    expect((await checkout(checkoutOf(fields))).statusCode).toBe(200);
    expect((await checkout(checkoutOf(fields))).statusCode).toBe(409);
  });

  it("a round trip needs the vehicle free on both legs", async () => {
    expect(
      (await checkout(checkoutOf(fields, { vehicleId: van, pickUpTime: `${DAY}T18:00` }))).statusCode,
    ).toBe(200);
    const roundTrip = checkoutOf(fields, {
      vehicleId: van,
      route: "ROUND_TRIP",
      returnPickUpTime: `${DAY}T18:10`,
    });
    const response = await checkout(roundTrip);
    expect(response.statusCode).toBe(409);
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toHaveLength(1);
  });

  it("the estimate and the checkout agree on the price for the same input", async () => {
    const trip = niceToCannes({
      vehicleId: van,
      passengers: 2,
      route: "ROUND_TRIP",
      returnPickUpTime: `${DAY}T23:00`,
    });
    const estimate = (await postJson(t.app, "/api/module/demomodule/estimate-price", trip)).json().data;
    const booked = (await checkout({ ...checkoutOf(fields), ...trip })).json().data;
    expect(booked.price).toBe(estimate.price);
  });
});
