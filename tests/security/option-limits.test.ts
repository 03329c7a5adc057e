import { afterAll, beforeAll, beforeEach, describe, expect } from "vitest";
import { checkoutOf, demoFieldIds, niceToCannes, postJson } from "../fixtures/trips.js";
import { createTestApp, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

let t: TestApp;
let fields: Record<string, number>;
/** The demo's "Child seat": at most 2 per ride, 10 € each. */
let childSeat: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  fields = await demoFieldIds(t.app);
  const row = await t.database.db
    .selectFrom("customOptions")
    .select("id")
    .where("name", "=", "Child seat")
    .executeTakeFirstOrThrow();
  childSeat = row.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
});

describe("an option's maximum holds however the options are written", () => {
  const repeated = () => [
    { id: childSeat, quantity: 2 },
    { id: childSeat, quantity: 2 },
  ];

  attack("price 4 child seats (maximum 2) by naming the option twice", async () => {
    const response = await postJson(
      t.app,
      "/api/module/demomodule/estimate-price",
      niceToCannes({ options: repeated() }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ data: "VALIDATION_ERROR", issues: [{ path: "body.options" }] });
  });

  attack("book 4 child seats (maximum 2) by naming the option twice", async () => {
    const response = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      checkoutOf(fields, { options: repeated() }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ data: "VALIDATION_ERROR", issues: [{ path: "body.options" }] });
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  });

  attack("book 2 child seats written as 1 + 1 (the sum within the maximum is still refused)", async () => {
    const response = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      checkoutOf(fields, {
        options: [
          { id: childSeat, quantity: 1 },
          { id: childSeat, quantity: 1 },
        ],
      }),
    );
    // Refused rather than merged: no honest client writes an option twice.
    expect(response.statusCode, response.body).toBe(400);
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  });
});
