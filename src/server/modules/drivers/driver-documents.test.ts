import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualBookingOf, vehicleIdByName } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import type { ManualBookingInput } from "../../../contract/admin-booking.js";

/**
 * The driver's page with documents on (issue 33, docs/decisions/0108): each ride's proof of
 * booking in large print, "mark done" once the ride's day has come (the receipt then issued and
 * e-mailed), rides done kept on the page for the day, and nothing of another driver's.
 */

let t: TestApp;
let auth: { authorization: string };
let van: number;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  auth = await demoAuthHeader(t);
  van = await vehicleIdByName(t.database, "Van");
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  const { db } = t.database;
  await db.deleteFrom("documents").execute();
  await db.deleteFrom("bookings").execute();
  await db.deleteFrom("drivers").execute();
  await db.deleteFrom("mailOutbox").execute();
  await db
    .updateTable("modules")
    .set({ defaultLanguage: "fr", phone: "+33 4 93 00 00 00", documentsEnabled: false, documentCounter: 0 })
    .execute();
  const details = await admin("PUT", "/business-details", {
    legalName: "Riviera Chauffeurs",
    legalForm: "SAS",
    legalAddress: "12 promenade des Anglais, 06000 Nice",
    siret: "73282932000074",
    vtcRegisterNumber: "EVTC006190042",
    vatNumber: "",
    vatExempt: true,
    invoiceFooter: "",
    documentsEnabled: true,
  });
  expect(details.statusCode, details.body).toBe(200);
});

const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function addDriver(name: string, email: string): Promise<{ id: number; page: string }> {
  const added = await admin("POST", "/drivers", { name, phone: "+33 6 12 34 56 78", email });
  expect(added.statusCode, added.body).toBe(200);
  const id = added.json().data.id as number;
  const link = await admin("GET", `/drivers/${id}/link`);
  return { id, page: new URL(link.json().data.url).pathname };
}

async function assignedRide(driverId: number, overrides: Partial<ManualBookingInput> = {}) {
  const created = await admin(
    "POST",
    "/bookings",
    manualBookingOf(van, { pickUpTime: `${inDays(3)}T14:00`, ...overrides }),
  );
  expect(created.statusCode, created.body).toBe(200);
  const { id, number } = created.json().data as { id: number; number: number };
  expect((await admin("PUT", `/bookings/${id}/assignment`, { driverId, vehiclePlate: "" })).statusCode).toBe(
    200,
  );
  return { id, number };
}

/** The ride's pick-up a minute ago: its day has come, in any zone but for a minute at midnight. */
const startedNow = (id: number) =>
  t.database.db
    .updateTable("bookings")
    .set({ pickUpTime: new Date(Date.now() - 60_000) })
    .where("id", "=", id)
    .execute();

const get = (url: string) => t.app.inject({ method: "GET", url });
const markDone = (page: string, id: number) =>
  t.app.inject({
    method: "POST",
    url: `${page}/rides/${id}/done`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });

describe("the driver's page with documents", () => {
  it("shows the proof of booking in large print, only to the ride's driver", async () => {
    const lucas = await addDriver("Lucas Martin", "lucas@drivers.test");
    const nora = await addDriver("Nora Petit", "nora@drivers.test");
    const ride = await assignedRide(lucas.id);

    const page = await get(lucas.page);
    expect(page.body).toContain(`href="${lucas.page}/rides/${ride.id}/proof"`);
    expect(page.body).toContain("Montrer le justificatif de réservation");

    const proof = await get(`${lucas.page}/rides/${ride.id}/proof`);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers["cache-control"]).toBe("private, no-store");
    expect(proof.body).toContain('<body class="proof">');
    for (const mention of ["Justificatif de réservation préalable", "732829320", "EVTC006190042", "Louise"]) {
      expect(proof.body).toContain(mention);
    }
    expect(proof.body).toContain(`href="${lucas.page}"`);
    // Another driver's link, a made-up ride, a made-up token: the not-found page.
    expect((await get(`${nora.page}/rides/${ride.id}/proof`)).statusCode).toBe(404);
    expect((await get(`${lucas.page}/rides/999999/proof`)).statusCode).toBe(404);
    expect((await get(`/driver/${"x".repeat(43)}/rides/${ride.id}/proof`)).statusCode).toBe(404);
  });

  it("marks a ride of today done: receipt issued and e-mailed, the ride kept as done", async () => {
    const lucas = await addDriver("Lucas Martin", "lucas@drivers.test");
    const ride = await assignedRide(lucas.id);
    // Three days ahead: no form yet, and a post is refused with the page's notice.
    expect((await get(lucas.page)).body).not.toContain(`action="${lucas.page}/rides/${ride.id}/done"`);
    const early = await markDone(lucas.page, ride.id);
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe(`${lucas.page}?ride=${ride.id}&result=not-today`);
    expect((await admin("GET", `/bookings/${ride.id}`)).json().data.status).toBe("CONFIRMED");

    await startedNow(ride.id);
    expect((await get(lucas.page)).body).toContain(`action="${lucas.page}/rides/${ride.id}/done"`);
    const done = await markDone(lucas.page, ride.id);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${lucas.page}?ride=${ride.id}&result=done`);
    expect((await admin("GET", `/bookings/${ride.id}`)).json().data.status).toBe("COMPLETED");
    const documents = (await admin("GET", `/bookings/${ride.id}/documents`)).json().data.documents;
    expect(documents.map((d: { kind: string; number: number | null }) => [d.kind, d.number])).toEqual([
      ["PROOF", null],
      ["RECEIPT", 1],
    ]);
    const receipt = await t.database.db
      .selectFrom("mailOutbox")
      .selectAll()
      .where("template", "=", "document-receipt")
      .executeTakeFirstOrThrow();
    expect(receipt.toAddress).toBe("louise@example.com");
    expect(JSON.stringify(receipt.attachments)).toContain("application/pdf");

    const after = await get(done.headers.location as string);
    expect(after.body).toContain(`La course n° ${ride.number} est marquée terminée.`);
    expect(after.body).toContain('<span class="badge done">Terminée</span>');
    expect(after.body).not.toContain(`action="${lucas.page}/rides/${ride.id}/done"`);
    expect(after.body).toContain(`${lucas.page}/rides/${ride.id}/proof`);
    // A second post (a reload, the owner first): told, nothing issued twice.
    const again = await markDone(lucas.page, ride.id);
    expect(again.headers.location).toBe(`${lucas.page}?ride=${ride.id}&result=already-done`);
    const receipts = await t.database.db
      .selectFrom("documents")
      .where("kind", "=", "RECEIPT")
      .selectAll()
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it("refuses another driver's ride and a made-up notice changes nothing", async () => {
    const lucas = await addDriver("Lucas Martin", "lucas@drivers.test");
    const nora = await addDriver("Nora Petit", "nora@drivers.test");
    const ride = await assignedRide(lucas.id);
    await startedNow(ride.id);
    expect((await markDone(nora.page, ride.id)).statusCode).toBe(404);
    expect((await admin("GET", `/bookings/${ride.id}`)).json().data.status).toBe("CONFIRMED");
    // A notice about a ride not on the page, or a result we never give, shows no notice.
    const crafted = await get(`${nora.page}?ride=${ride.id}&result=done`);
    expect(crafted.statusCode).toBe(200);
    expect(crafted.body).not.toContain("marquée terminée");
    expect((await get(`${lucas.page}?ride=${ride.id}&result=<script>`)).statusCode).toBe(200);
  });
});
