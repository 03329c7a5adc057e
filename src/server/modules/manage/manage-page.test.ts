import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkoutOf, demoFieldIds, niceToCannes, postJson } from "../../../../tests/fixtures/trips.js";
import { inDays, setBookingPolicy } from "../../../../tests/kits/manage/booking.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import type { BookingPolicy } from "../../../contract/booking-policy.js";

/**
 * The customer's side after booking, driver payments (decisions 0109–0111): the manage link in
 * their e-mails, the page it opens, cancellation under the owner's policy, automatic confirmation.
 */

let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;
/** Every JSON log line the app wrote. */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_RATE_LIMIT: "0", LOG_LEVEL: "info" },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.deleteFrom("mailOutbox").execute();
  await setPolicy({});
});

async function setPolicy(changes: Partial<BookingPolicy>) {
  expect(await setBookingPolicy(t, auth, changes)).toMatchObject(changes);
}

async function book(pickUpTime = inDays(5)) {
  const response = await postJson(
    t.app,
    "/api/booking/demomodule/checkout",
    checkoutOf(fields, { ...niceToCannes({ pickUpTime }), lang: "en" }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { number: number; status: string };
}

const booking = () =>
  t.database.db.selectFrom("bookings").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
const mails = () => t.database.db.selectFrom("mailOutbox").selectAll().orderBy("id").execute();

/** The manage page's path, as the customer's e-mail gives it. */
async function managePathFromMail(): Promise<string> {
  const customer = (await mails()).filter((m) => m.toAddress === "camille.durand@example.com").at(-1);
  const url = /http:\/\/127\.0\.0\.1:3000(\/manage\/[A-Za-z0-9_-]{43})/.exec(customer?.text ?? "");
  expect(url, customer?.text).not.toBeNull();
  return url?.[1] as string;
}

const cancel = (path: string) =>
  t.app.inject({
    method: "POST",
    url: `${path}/cancel`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });

describe("automatic confirmation", () => {
  it("off (the default): the booking waits, the customer gets the request's receipt with the link", async () => {
    expect((await book()).status).toBe("VALIDATED");
    expect((await booking()).status).toBe("VALIDATED");
    expect((await mails()).map((m) => m.template).sort()).toEqual(["booking-new", "booking-received"]);
    const path = await managePathFromMail();
    const received = (await mails()).find((m) => m.template === "booking-received");
    expect(received?.text).toContain("Free cancellation until");
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toContain("no-store");
    expect(page.body).toContain("Waiting for confirmation");
  });

  it("on: confirmed at once, the customer gets the confirmation and its calendar event, the owner a notice", async () => {
    await setPolicy({ autoConfirm: true });
    expect((await book()).status).toBe("CONFIRMED");
    expect((await booking()).status).toBe("CONFIRMED");
    const sent = await mails();
    expect(sent.map((m) => m.template).sort()).toEqual(["booking-confirmed", "booking-new-confirmed"]);
    const confirmed = sent.find((m) => m.template === "booking-confirmed");
    expect(confirmed?.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/\.ics$/)]);
    const notice = sent.find((m) => m.template === "booking-new-confirmed");
    expect(notice?.text).not.toContain("/booking/confirm");
    const path = await managePathFromMail();
    const ics = await t.app.inject({ method: "GET", url: `${path}/booking.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body).toContain("BEGIN:VEVENT");
  });
});

describe("cancellation through the manage link", () => {
  it("inside the free window: canceled for free, vehicle released, customer and owner told", async () => {
    await book(inDays(5));
    const path = await managePathFromMail();
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.body).toContain("Cancelling now is free.");
    const answer = await cancel(path);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(path);
    const row = await booking();
    expect(row).toMatchObject({ status: "CANCELED", cancellationFee: 0, refundAmount: null });
    expect(row.customerCanceledAt).not.toBeNull();
    const holds = await t.database.db
      .selectFrom("vehicleOccupancy")
      .selectAll()
      .where("bookingId", "=", row.id)
      .execute();
    expect(holds.every((hold) => !hold.active)).toBe(true);
    const templates = (await mails()).map((m) => m.template);
    expect(templates).toContain("booking-canceled-by-customer");
    expect(templates).toContain("booking-customer-canceled");
    // Again (a reload, a second tab): nothing more happens.
    expect((await cancel(path)).statusCode).toBe(303);
    expect((await mails()).filter((m) => m.template === "booking-customer-canceled")).toHaveLength(1);
    const after = await t.app.inject({ method: "GET", url: path });
    expect(after.body).toContain("You canceled this booking.");
    expect(after.body).not.toContain("Cancel my booking");
  });

  it("outside the window with a fee: the fee is recorded as owed for a driver payment", async () => {
    await setPolicy({ cancellationFreeHours: 720, cancellationLate: "PERCENTAGE", cancellationFee: 25 });
    await book(inDays(5));
    const path = await managePathFromMail();
    expect((await cancel(path)).statusCode).toBe(303);
    const row = await booking();
    expect(row.status).toBe("CANCELED");
    expect(row.cancellationFee).toBe(Math.round(row.price * 0.25));
    const owner = (await mails()).find((m) => m.template === "booking-customer-canceled");
    expect(owner?.text).toContain("doit des frais d’annulation");
  });

  it("outside the window without self-cancellation: refused, the page says to contact the company", async () => {
    await setPolicy({ cancellationFreeHours: 720, cancellationLate: "REFUSED" });
    await book(inDays(5));
    const path = await managePathFromMail();
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.body).toContain("can no longer be canceled online");
    expect(page.body).not.toContain("Cancel my booking");
    expect((await cancel(path)).statusCode).toBe(303);
    expect((await booking()).status).toBe("VALIDATED");
  });
});

describe("the manage link's secrecy", () => {
  it("a regenerated link locks the old one out; unknown tokens are a plain 404", async () => {
    await book();
    const path = await managePathFromMail();
    const row = await booking();
    const regenerated = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${row.id}/manage-link/regenerate`,
      headers: auth,
    });
    expect(regenerated.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await cancel(path)).statusCode).toBe(404);
    expect((await booking()).status).toBe("VALIDATED");
    const fresh = new URL(regenerated.json().data.url).pathname;
    expect((await t.app.inject({ method: "GET", url: fresh })).statusCode).toBe(200);
  });

  it("the token never reaches the logs", async () => {
    await book();
    const path = await managePathFromMail();
    const token = path.replace("/manage/", "");
    await t.app.inject({ method: "GET", url: path });
    await t.app.inject({ method: "GET", url: `${path}/booking.ics` });
    await cancel(path);
    expect(logLines.some((line) => line.includes("/manage/[redacted]"))).toBe(true);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });

  it("guessing is limited per client address: the 31st try within a minute is refused", async () => {
    const guesses = [];
    for (let i = 0; i < 31; i++) {
      const guess = `/manage/${String(i).padStart(43, "x")}`;
      guesses.push(
        (await t.app.inject({ method: "GET", url: guess, remoteAddress: "203.0.113.9" })).statusCode,
      );
    }
    expect(guesses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(guesses[30]).toBe(429);
  });
});
