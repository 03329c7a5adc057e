import { afterAll, beforeAll, describe, expect } from "vitest";
import { checkoutOf, DAY, demoFieldIds, postJson } from "../fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

const OWNER_PER_HOUR = 3;
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0", MAIL_OWNER_PER_HOUR: String(OWNER_PER_HOUR) });
  auth = await demoAuthHeader(t);
});
afterAll(() => t.close());

/** A customer's booking through the widget: its mails are the customer's doing. */
async function customerBooking(hour: number): Promise<number> {
  const fields = await demoFieldIds(t.app);
  const response = await postJson(
    t.app,
    "/api/booking/demomodule/checkout",
    checkoutOf(fields, { pickUpTime: `${DAY}T${String(hour).padStart(2, "0")}:00` }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const row = await t.database.db
    .selectFrom("bookings")
    .select("id")
    .where("number", "=", response.json().data.number)
    .executeTakeFirstOrThrow();
  return row.id;
}

const statusOf = async (id: number) =>
  (await t.database.db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirstOrThrow())
    .status;
const mailCount = async () => (await t.database.db.selectFrom("mailOutbox").select("id").execute()).length;
const decide = (id: number, decision: "confirm" | "cancel") =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/bookings/${id}/${decision}`,
    headers: auth,
    payload: { message: "" },
  });

describe("every mail an owner can trigger counts in one hourly cap; customers' mail does not", () => {
  attack("send mail past the owner's hourly cap through confirm, cancel and the e-mailed links", async () => {
    // A busy day of customer bookings: their mails (to the customer and the owner) carry no sender.
    const bookings: number[] = [];
    for (const hour of [8, 10, 12, 14, 16, 18]) bookings.push(await customerBooking(hour));
    const senders = await t.database.db.selectFrom("mailOutbox").select("senderOwnerId").execute();
    expect(senders.length).toBeGreaterThanOrEqual(bookings.length * 2);
    expect(senders.every((row) => row.senderOwnerId === null)).toBe(true);

    // The owner's decisions still go through, each mail counted for the owner.
    expect((await decide(bookings[0] as number, "confirm")).statusCode).toBe(200);
    expect((await decide(bookings[1] as number, "cancel")).statusCode).toBe(200);
    expect((await decide(bookings[2] as number, "confirm")).statusCode).toBe(200);
    const counted = await t.database.db
      .selectFrom("mailOutbox")
      .innerJoin("modules", "modules.ownerId", "mailOutbox.senderOwnerId")
      .select("mailOutbox.template")
      .where("modules.id", "=", "demomodule")
      .execute();
    expect(counted.map((row) => row.template).sort()).toEqual([
      "booking-canceled",
      "booking-confirmed",
      "booking-confirmed",
    ]);

    // Past the cap: 429 with its code, the booking still waiting, no mail queued.
    const before = await mailCount();
    const refused = await decide(bookings[3] as number, "confirm");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data).toBe("MAIL_LIMIT_REACHED");
    expect(await statusOf(bookings[3] as number)).toBe("VALIDATED");

    // The e-mailed link is the same action: refused alike, on its page.
    const notice = await t.database.db
      .selectFrom("mailOutbox")
      .select("text")
      .where("template", "=", "booking-new")
      .where("text", "like", `%id=${bookings[4]}&%`)
      .executeTakeFirstOrThrow();
    const link = /\/booking\/confirm\?id=\d+&token=[^\s)"]+/.exec(notice.text)?.[0];
    expect(link).toBeDefined();
    const page = await t.app.inject({ method: "POST", url: link as string, payload: {} });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain("e-mail");
    expect(await statusOf(bookings[4] as number)).toBe("VALIDATED");

    // Sharing is an owner's mail too.
    const share = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${bookings[5]}/share`,
      headers: auth,
      payload: { email: "colleague@example.com", message: "" },
    });
    expect(share.statusCode).toBe(429);
    expect(await mailCount()).toBe(before);

    // Customers keep booking meanwhile: the owner's cap is not theirs.
    await customerBooking(20);
  });
});
