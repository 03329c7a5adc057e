import { parse } from "csv-parse/sync";
import type { Updateable } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkoutOf,
  DAY,
  demoFieldIds,
  manualBookingOf,
  PLACES,
  postJson,
  vehicleIdByName,
} from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { adminBooking, bookingList, type ManualBookingInput } from "../../../contract/admin-booking.js";
import type { ModulesTable } from "../../db/tables/core.js";
import { bumpCatalogueVersion } from "../settings/index.js";
import { csvDelimiter, neutraliseFormula } from "./csv-export.js";

let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;
let van: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
  van = await vehicleIdByName(t.database, "Van");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.deleteFrom("mailOutbox").execute();
  await t.database.db.updateTable("modules").set({ bookingCounter: 0 }).execute();
});

const admin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function customerBooking(overrides: Parameters<typeof checkoutOf>[1] = {}): Promise<number> {
  const response = await postJson(t.app, "/api/booking/demomodule/checkout", checkoutOf(fields, overrides));
  expect(response.statusCode, response.body).toBe(200);
  const row = await t.database.db
    .selectFrom("bookings")
    .select("id")
    .where("number", "=", response.json().data.number)
    .executeTakeFirstOrThrow();
  return row.id;
}

const manual = (overrides: Partial<ManualBookingInput> = {}) => manualBookingOf(van, overrides);

describe("GET /api/admin/bookings", () => {
  it("lists newest orders first, 20 a page, with the total pages and the length unit", async () => {
    for (let day = 1; day <= 21; day++)
      await customerBooking({ pickUpTime: `2027-04-${String(day).padStart(2, "0")}T10:00` });
    const first = await admin("GET", "/bookings");
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(bookingList.safeParse(data).success).toBe(true);
    expect(data.pagination).toEqual({ page: 1, pageSize: 20, total: 21, totalPages: 2 });
    expect(data.lengthUnit).toBe("KM");
    expect(data.bookings[0].number).toBe(21);
    const second = (await admin("GET", "/bookings?page=2")).json().data;
    expect(second.bookings.map((b: { number: number }) => b.number)).toEqual([1]);
    expect((await admin("GET", "/bookings?page=0")).statusCode).toBe(400);
  });

  it("filters by status, pick-up dates and text (name, e-mail, number)", async () => {
    const a = await customerBooking({ pickUpTime: "2027-05-01T10:00" });
    await customerBooking({ pickUpTime: "2027-05-03T10:00" });
    await admin("POST", `/bookings/${a}/confirm`);
    await admin("POST", "/bookings", manual({ pickUpTime: "2027-05-02T14:00" }));
    const numbers = async (query: string) =>
      (await admin("GET", `/bookings?${query}`))
        .json()
        .data.bookings.map((b: { number: number }) => b.number)
        .sort();
    expect(await numbers("status=CONFIRMED")).toEqual([1, 3]);
    expect(await numbers("from=2027-05-02&to=2027-05-02")).toEqual([3]);
    expect(await numbers("q=louise")).toEqual([3]);
    expect(await numbers("q=DURAND")).toEqual([1, 2]);
    expect(await numbers("q=2")).toEqual([2]);
    expect(await numbers("q=%25")).toEqual([]);
  });

  it("needs the owner's token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/bookings" })).statusCode).toBe(401);
  });
});

describe("one booking: details, confirm, cancel, share, delete", () => {
  it("GET /bookings/{id} gives the booking of the contract (adminBooking)", async () => {
    const id = await customerBooking({ discountCode: "WELCOME10" });
    const response = await admin("GET", `/bookings/${id}`);
    const data = response.json().data;
    expect(adminBooking.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      number: 1,
      status: "VALIDATED",
      paymentMode: "DRIVER",
      vehicle: "Berline",
      route: "ONE_WAY",
      pickUpTime: `${DAY}T10:00`,
      pickUpAt: `${DAY}T09:00:00.000Z`,
      startingCoords: `${PLACES.nice.lat},${PLACES.nice.lng}`,
      placesSource: "SIGNED",
      price: 73.26,
      undiscountedPrice: 81.4,
      discount: { code: "WELCOME10", percentageDiscount: 10, fixedDiscount: 0, discountPrice: 73.26 },
      customer: { firstName: "Camille", lastName: "Durand", email: "camille.durand@example.com" },
    });
    expect((await admin("GET", "/bookings/999999")).statusCode).toBe(404);
  });

  it("confirm with a plain-text message e-mails the customer; a repeat is refused", async () => {
    const id = await customerBooking();
    const confirmed = await admin("POST", `/bookings/${id}/confirm`, "Merci, à demain !", {
      "content-type": "text/plain",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe("CONFIRMED");
    const mail = await t.database.db
      .selectFrom("mailOutbox")
      .select(["template", "text"])
      .where("template", "=", "booking-confirmed")
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain("Merci, à demain !");
    const again = await admin("POST", `/bookings/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe("BOOKING_ALREADY_CONFIRMED");
  });

  it("cancel with JSON or with a plain-text single space frees the vehicle and reads well", async () => {
    const id = await customerBooking({ vehicleId: van });
    const canceled = await admin("POST", `/bookings/${id}/cancel`, " ", { "content-type": "text/plain" });
    expect(canceled.json().data.status).toBe("CANCELED");
    const mail = await t.database.db
      .selectFrom("mailOutbox")
      .select("text")
      .where("template", "=", "booking-canceled")
      .executeTakeFirstOrThrow();
    expect(mail.text).not.toMatch(/Message de/);
    expect(mail.text).toContain("Contactez Riviera Chauffeurs pour toute question.");
    // The van is free again for the same time.
    await customerBooking({ vehicleId: van });
  });

  it("share e-mails the details and the message to a colleague", async () => {
    const id = await customerBooking();
    const shared = await admin("POST", `/bookings/${id}/share`, {
      email: "driver@example.com",
      message: "Pour toi, Marc.",
    });
    expect(shared.statusCode).toBe(200);
    const mail = await t.database.db
      .selectFrom("mailOutbox")
      .selectAll()
      .where("template", "=", "booking-shared")
      .executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe("driver@example.com");
    expect(mail.text).toContain("Pour toi, Marc.");
    expect(mail.text).toContain("Place Masséna, Nice");
    expect((await admin("POST", `/bookings/${id}/share`, { email: "not-an-email" })).statusCode).toBe(400);
  });

  it("delete hides the booking, frees the vehicle, sends nothing", async () => {
    const id = await customerBooking({ vehicleId: van });
    const deleted = await admin("DELETE", `/bookings/${id}`);
    expect(deleted.json().data).toEqual({ deleted: true });
    expect((await admin("GET", `/bookings/${id}`)).statusCode).toBe(404);
    expect((await admin("GET", "/bookings")).json().data.pagination.total).toBe(0);
    expect(
      await t.database.db
        .selectFrom("mailOutbox")
        .select("id")
        .where("template", "!=", "booking-received")
        .where("template", "!=", "booking-new")
        .execute(),
    ).toEqual([]);
    await customerBooking({ vehicleId: van });
    expect((await admin("DELETE", `/bookings/${id}`)).statusCode).toBe(404);
  });
});

describe("manual bookings", () => {
  it("are created CONFIRMED at the owner's price, hold the vehicle, and remember the customer", async () => {
    const created = await admin("POST", "/bookings", manual());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      number: 1,
      status: "CONFIRMED",
      createdManually: true,
      // The owner typed the places: trusted, and recorded as theirs (a customer's are SIGNED).
      placesSource: "OWNER",
      vehicle: "Van",
      price: 95,
      distanceKm: 21.5,
      customer: { firstName: "Louise", country: "FR" },
    });
    const full = await admin("POST", "/bookings", manual({ pickUpTime: `${DAY}T14:20` }));
    expect(full.statusCode).toBe(409);
    expect(full.json().data).toBe("VEHICLE_FULL");
    const customers = (await admin("GET", "/customers?q=louise")).json().data.customers;
    expect(customers).toHaveLength(1);
  });

  it("without a country take the module's, else its language's: never silently US (decision 0090)", async () => {
    const countryOf = async (id: number) =>
      (
        await t.database.db
          .selectFrom("bookings")
          .select("customerCountry")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).customerCountry;
    // A new catalogue version too, so the checkout's cached module is read again.
    const setModule = async (changes: Updateable<ModulesTable>) => {
      await t.database.db.updateTable("modules").set(changes).where("id", "=", "demomodule").execute();
      await bumpCatalogueVersion(t.database.db, { moduleId: "demomodule" });
    };
    const original = await t.database.db
      .selectFrom("modules")
      .select(["checkboxCountry", "restrictedCountry", "defaultLanguage"])
      .where("id", "=", "demomodule")
      .executeTakeFirstOrThrow();
    try {
      await setModule({ checkboxCountry: true, restrictedCountry: "BE", defaultLanguage: "en" });
      const inBelgium = await admin("POST", "/bookings", manual({ country: "" }));
      expect(inBelgium.json().data.customer.country).toBe("BE");
      await setModule({ checkboxCountry: false });
      const english = await admin("POST", "/bookings", manual({ country: "", pickUpTime: `${DAY}T20:00` }));
      expect(english.json().data.customer.country).toBe("FR");
      // A customer's checkout whose form has no country field: the same rule.
      expect(await countryOf(await customerBooking({ lang: "en", pickUpTime: `${DAY}T22:00` }))).toBe("FR");
      expect(await countryOf(await customerBooking({ lang: "es", pickUpTime: `${DAY}T23:00` }))).toBe("ES");
    } finally {
      await setModule(original);
    }
  });

  it("are editable (vehicle held again at the new time); customer bookings are not", async () => {
    const id = (await admin("POST", "/bookings", manual())).json().data.id;
    const edited = await admin(
      "PUT",
      `/bookings/${id}`,
      manual({
        pickUpTime: `${DAY}T16:00`,
        price: 120,
        route: "ROUND_TRIP",
        returnPickUpTime: `${DAY}T20:00`,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ pickUpTime: `${DAY}T16:00`, price: 120, route: "ROUND_TRIP" });
    // 14:00 is free again; 16:00 is taken.
    expect((await admin("POST", "/bookings", manual())).statusCode).toBe(200);
    expect((await admin("POST", "/bookings", manual({ pickUpTime: `${DAY}T16:10` }))).statusCode).toBe(409);

    const customerId = await customerBooking();
    const refused = await admin("PUT", `/bookings/${customerId}`, manual());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toBe("BOOKING_NOT_EDITABLE");
  });

  it("take only real times: a rolled-over date is a 400, a time the clocks skip a 422, both on their field", async () => {
    const count = async () =>
      (await t.database.db.selectFrom("bookings").select("id").where("moduleId", "=", "demomodule").execute())
        .length;
    const before = await count();
    for (const pickUpTime of ["2027-02-30T10:00", "2027-05-02T24:00", "2027-05-02T25:61"]) {
      const response = await admin("POST", "/bookings", manual({ pickUpTime }));
      expect(response.statusCode, pickUpTime).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(
        "body.pickUpTime",
      );
    }
    // Paris goes from 02:00 to 03:00 on 28 March 2027: 02:30 does not exist that night.
    const skipped = await admin("POST", "/bookings", manual({ pickUpTime: "2027-03-28T02:30" }));
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json()).toMatchObject({
      data: "NONEXISTENT_LOCAL_TIME",
      issues: [expect.objectContaining({ path: "pickUpTime" })],
    });
    const skippedReturn = await admin(
      "POST",
      "/bookings",
      manual({ pickUpTime: "2027-03-27T22:00", route: "ROUND_TRIP", returnPickUpTime: "2027-03-28T02:10" }),
    );
    expect(skippedReturn.json().issues[0].path).toBe("returnPickUpTime");
    expect(await count()).toBe(before);
    // The owner's own bookings are not held to the customers' booking horizon.
    expect((await admin("POST", "/bookings", manual({ pickUpTime: "2030-05-02T14:00" }))).statusCode).toBe(
      200,
    );
  });

  it("validate the manual booking payload", async () => {
    const bad = async (overrides: Record<string, unknown>) =>
      (await admin("POST", "/bookings", { ...manual(), ...overrides })).statusCode;
    expect(await bad({ passengers: 0 })).toBe(400);
    expect(await bad({ baggage: -1 })).toBe(400);
    expect(await bad({ route: "ROUND_TRIP", returnPickUpTime: null })).toBe(400);
    expect(await bad({ duration: -5 })).toBe(400);
    expect(await bad({ price: -1 })).toBe(400);
    expect(await bad({ notes: "x".repeat(1001) })).toBe(400);
    expect(await bad({ email: "nope" })).toBe(400);
    expect(await bad({ postalCode: "12345678901" })).toBe(400);
    expect(await bad({ passengers: 8 })).toBe(422);
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  });
});

describe("GET /api/admin/planning", () => {
  it("gives one event per leg with the planning's fields", async () => {
    await customerBooking({ route: "ROUND_TRIP", returnPickUpTime: `${DAY}T18:00` });
    const response = await admin("GET", `/planning?from=${DAY}&to=${DAY}`);
    const { events, lengthUnit } = response.json().data;
    expect(lengthUnit).toBe("KM");
    expect(events).toEqual([
      expect.objectContaining({
        schedule: "10:00 – 10:40",
        isReturn: false,
        route: "ROUND_TRIP",
        name: "Camille Durand",
        vehicle: "Berline",
        passengers: 1,
        status: "VALIDATED",
      }),
      expect.objectContaining({ schedule: "18:00 – 18:40", isReturn: true }),
    ]);
    expect((await admin("GET", "/planning?from=2027-03-11&to=2027-03-12")).json().data.events).toEqual([]);
    expect((await admin("GET", "/planning?from=2027-01-01&to=2029-01-01")).statusCode).toBe(400);
  });
});

describe("GET /api/admin/bookings/csv", () => {
  it("streams Bookings.csv with a BOM; every field round-trips, formulas neutralised", async () => {
    const tricky = manual({
      firstName: 'Jean, "le grand"',
      lastName: '=HYPERLINK("http://evil")',
      notes: "Line one\nLine two; with, commas",
      company: "@SUM(A1)",
    });
    await admin("POST", "/bookings", tricky);
    await customerBooking();
    const response = await admin("GET", "/bookings/csv", undefined, { "accept-language": "en" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="Bookings.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records: Record<string, string>[] = parse(response.body, { bom: true, columns: true });
    expect(records).toHaveLength(2);
    const louise = records.find((r) => r["Booking number"] === "1") as Record<string, string>;
    expect(louise["First name"]).toBe('Jean, "le grand"');
    expect(louise["Last name"]).toBe('\'=HYPERLINK("http://evil")');
    expect(louise.Company).toBe("'@SUM(A1)");
    expect(louise.Notes).toBe("Line one\nLine two; with, commas");
    expect(louise.Price).toBe("95.00");
    expect(louise["Distance (km)"]).toBe("21.5");
    expect(louise.Status).toBe("Confirmed");
    expect(louise["Pick-up"]).toBe("2027-03-10 14:00");
    // A plain phone number is not a formula: written as typed, without an apostrophe.
    expect(louise.Phone).toBe("+33 6 00 11 22 33");
  });

  it("for a French reader: ';' separated with a BOM, decimal commas, statuses and payments in French, formulas still neutralised", async () => {
    await admin(
      "POST",
      "/bookings",
      manual({
        lastName: '+HYPERLINK("http://evil")',
        company: "-2+3+cmd|' /C calc'!A0",
        phone: "+33 6 00 11 22 33",
      }),
    );
    await customerBooking();
    const response = await admin("GET", "/bookings/csv", undefined, { "accept-language": "fr" });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const header = response.body.replace(/^\uFEFF/, "").split("\r\n")[0] ?? "";
    expect(header.startsWith("Numéro de réservation;Statut;Mode de paiement;Paiement;")).toBe(true);

    const records: Record<string, string>[] = parse(response.rawPayload, {
      bom: true,
      columns: true,
      delimiter: ";",
    });
    expect(records).toHaveLength(2);
    const manualOne = records.find((r) => r["Numéro de réservation"] === "1") as Record<string, string>;
    const online = records.find((r) => r["Numéro de réservation"] === "2") as Record<string, string>;
    expect(manualOne.Statut).toBe("Confirmée");
    expect(online.Statut).toBe("En attente de confirmation");
    expect(manualOne["Mode de paiement"]).toBe("Paiement au chauffeur");
    expect(manualOne.Paiement).toBe("Paiement au chauffeur");
    expect(manualOne.Prix).toBe("95,00");
    expect(manualOne["Distance (km)"]).toBe("21,5");
    expect(manualOne.Nom).toBe('\'+HYPERLINK("http://evil")');
    expect(manualOne.Société).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(manualOne.Téléphone).toBe("+33 6 00 11 22 33");
  });

  it("chooses ';' for French and Spanish, ',' for English; lets only plain phone numbers start with +", () => {
    expect(csvDelimiter("fr")).toBe(";");
    expect(csvDelimiter("es")).toBe(";");
    expect(csvDelimiter("en")).toBe(",");
    expect(neutraliseFormula("+33 (0)6 12-34.56/78")).toBe("+33 (0)6 12-34.56/78");
    expect(neutraliseFormula("+1 555 0100")).toBe("+1 555 0100");
    expect(neutraliseFormula("+33 6 12 34 56 78 A1")).toBe("'+33 6 12 34 56 78 A1");
    expect(neutraliseFormula("+SUM(1)")).toBe("'+SUM(1)");
    expect(neutraliseFormula("-1+1")).toBe("'-1+1");
    expect(neutraliseFormula("=1")).toBe("'=1");
    expect(neutraliseFormula("06 12 34 56 78")).toBe("06 12 34 56 78");
    expect(neutraliseFormula("@A1")).toBe("'@A1");
    expect(neutraliseFormula("\t=1")).toBe("'\t=1");
    expect(neutraliseFormula("\r=1")).toBe("'\r=1");
    expect(neutraliseFormula("")).toBe("");
  });

  it("writes amounts with the currency's own decimals: whole forints and yens, three for dinars", async () => {
    await admin("POST", "/bookings", manual());
    const prices = async (currency: string) => {
      await t.database.db.updateTable("bookings").set({ currency }).execute();
      const response = await admin("GET", "/bookings/csv", undefined, { "accept-language": "fr" });
      const [record] = parse(response.rawPayload, { bom: true, columns: true, delimiter: ";" }) as Record<
        string,
        string
      >[];
      return [record?.Prix, record?.["Prix avant réduction"], record?.Devise];
    };
    // 9,500 minor units: 95 euros, 9,500 forints (pricing counts HUF in whole forints, where
    // ISO 4217 has fillér), 9,500 yens, 9.5 dinars.
    expect(await prices("EUR")).toEqual(["95,00", "95,00", "EUR"]);
    expect(await prices("HUF")).toEqual(["9500", "9500", "HUF"]);
    expect(await prices("JPY")).toEqual(["9500", "9500", "JPY"]);
    expect(await prices("KWD")).toEqual(["9,500", "9,500", "KWD"]);
  });
});
