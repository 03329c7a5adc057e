import { afterAll, beforeAll, beforeEach, describe, expect } from "vitest";
import { checkoutOf, demoFieldIds, niceToCannes } from "../fixtures/trips.js";
import { createTestApp, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

// The estimate and the checkout tell whether a code applies as the discount check does, so they
// share its limits (docs/decisions/0077-discount-guessing-and-estimate-answers.md).
let t: TestApp;
let fields: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true", PUBLIC_RATE_LIMIT: "0", DISCOUNT_CHECK_RATE_LIMIT: "10" });
  fields = await demoFieldIds(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.updateTable("discountCodes").set({ maxUsage: 0, used: 0, endDate: null }).execute();
});

/** Each attack from its own addresses: the guard's windows last a minute. */
let block = 0;
const addressOf = (i: number) => `198.${18 + block}.${Math.floor(i / 200)}.${i % 200}`;
beforeEach(() => {
  block++;
});

const estimate = (code: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/module/demomodule/estimate-price",
    payload: niceToCannes({ discountCode: code }),
    headers: { "x-forwarded-for": ip },
  });
const check = (code: string, ip: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/booking/demomodule/discount/${code}`,
    headers: { "x-forwarded-for": ip },
  });

describe("discount codes cannot be guessed through the estimate or the checkout", () => {
  attack("tell a used-up, expired or other-vehicle code from an unknown one by the estimate", async () => {
    const discountOf = async (code: string, ip: string) => {
      const response = await estimate(code, ip);
      expect(response.statusCode, response.body).toBe(200);
      const { discount, price } = response.json().data;
      return { ...discount, code: discount.code.toLowerCase(), price };
    };
    const unknown = await discountOf("nosuchcode", addressOf(1));
    await t.database.db.updateTable("discountCodes").set({ maxUsage: 2, used: 2 }).execute();
    const usedUp = await discountOf("welcome10", addressOf(2));
    await t.database.db.updateTable("discountCodes").set({ maxUsage: 0, endDate: "2020-12-31" }).execute();
    const expired = await discountOf("welcome10", addressOf(3));
    // Only applied or not: the same answer, whatever the code's state, the code as typed.
    expect(usedUp).toEqual({ ...unknown, code: "welcome10" });
    expect(expired).toEqual({ ...unknown, code: "welcome10" });
    expect(unknown.status).toBe("invalid");
    expect((await estimate("welcome10", addressOf(3))).json().data.discount.code).toBe("welcome10");
  });

  attack("guess codes through the estimate past the discount check's limit", async () => {
    const ip = addressOf(10);
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) answers.push((await estimate(`GUESS${i}`, ip)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers.slice(10)).toEqual(Array(5).fill(429));
    // The same limit as the discount check's: that address cannot go on there either.
    expect((await check("GUESS99", ip)).statusCode).toBe(429);
    // Nor through the checkout, which refuses a bad code with its own answer.
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/booking/demomodule/checkout",
      payload: checkoutOf(fields, { discountCode: "GUESS100" }),
      headers: { "x-forwarded-for": ip },
    });
    expect(checkout.statusCode).toBe(429);
  });

  attack("guess codes through the checkout, switching between it and the discount check", async () => {
    const ip = addressOf(20);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response =
        i % 2
          ? await check(`MIX${i}`, ip)
          : await t.app.inject({
              method: "POST",
              url: "/api/booking/demomodule/checkout",
              payload: checkoutOf(fields, { discountCode: `MIX${i}` }),
              headers: { "x-forwarded-for": ip },
            });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  attack("guess codes from many addresses through the estimate", async () => {
    let refused = 0;
    for (let i = 0; i < 300; i++) {
      // Each of 30 addresses tries 10 codes: under its own limit, 300 together.
      if ((await estimate(`SPREAD${i}`, addressOf(100 + Math.floor(i / 10)))).statusCode === 429) refused++;
    }
    // Past the module's 100 failures a minute, each further address has 3 tries, not 10.
    expect(refused).toBeGreaterThanOrEqual(300 - 100 - 20 * 3);
  });
});

describe("guessers cannot block a module's real customers", () => {
  attack("block every customer's discount checks with 100 failed checks from 10 addresses", async () => {
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < 10; i++) await check(`BLOCK${a}x${i}`, addressOf(a));
    }
    // The attackers are backed off…
    expect((await check("BLOCK-MORE", addressOf(0))).statusCode).toBe(429);
    expect((await estimate("BLOCK-MORE", addressOf(1))).statusCode).toBe(429);
    // …while a customer from another address still checks and gets the real code.
    const customer = await check("WELCOME10", addressOf(50));
    expect(customer.statusCode).toBe(200);
    expect(customer.json().data.discount).toBe(true);
    const priced = await estimate("WELCOME10", addressOf(51));
    expect(priced.statusCode).toBe(200);
    expect(priced.json().data.discount.status).toBe("valid");
    // A customer's typo still gets its answer too, and the right code after it.
    expect((await check("WELCOME01", addressOf(52))).statusCode).toBe(200);
    expect((await estimate("WELCOME01", addressOf(52))).statusCode).toBe(200);
  });
});
