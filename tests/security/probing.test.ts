import { afterAll, beforeAll, describe, expect } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe("L6 forgot-password does not tell which accounts exist", () => {
  attack(
    "tell a known e-mail from an unknown one by the answer or its time",
    async () => {
      const ask = async (email: string, i: number) => {
        const started = performance.now();
        const response = await t.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email },
          // Each from its own address: the route's own rate limit is not what is measured.
          headers: { "x-forwarded-for": `10.0.${i >> 8}.${i & 255}` },
        });
        const ms = performance.now() - started;
        // Spaced out as a prober would be; the work after each answer does not weigh on the next.
        await new Promise((resolve) => setTimeout(resolve, 60));
        return { ms, status: response.statusCode, body: response.body };
      };
      const known: number[] = [];
      const unknown: number[] = [];
      const bodies = new Set<string>();
      for (let i = 0; i < 30; i++) {
        const a = await ask(t.demo.email, 2 * i);
        const b = await ask(`nobody${i}@example.com`, 2 * i + 1);
        known.push(a.ms);
        unknown.push(b.ms);
        for (const answer of [a, b]) {
          expect(answer.status).toBe(200);
          bodies.add(answer.body);
        }
      }
      expect(bodies.size).toBe(1);
      console.log(
        `[timing] forgot-password median: known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms (30 each)`,
      );
      // A generous sanity bound only: the answer leaves before any lookup in both cases.
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(250);
    },
    120_000,
  );
});

describe("L7 discount codes cannot be guessed", () => {
  const check = (code: string, ip: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/booking/demomodule/discount/${code}`,
      headers: { "x-forwarded-for": ip },
    });

  attack("try many codes from one address", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) answers.push((await check(`GUESS${i}`, "203.0.113.50")).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers.slice(10).every((status) => status === 429)).toBe(true);
  });

  attack("tell a used-up or expired code from an unknown one", async () => {
    await t.database.db.updateTable("discountCodes").set({ maxUsage: 2, used: 2 }).execute();
    const usedUp = (await check("WELCOME10", "203.0.113.60")).body;
    await t.database.db.updateTable("discountCodes").set({ maxUsage: 0, endDate: "2020-12-31" }).execute();
    const expired = (await check("WELCOME10", "203.0.113.61")).body;
    const unknown = (await check("NOSUCHCODE", "203.0.113.62")).body;
    expect(usedUp).toBe(unknown);
    expect(expired).toBe(unknown);
  });

  attack("guess codes from many addresses at once, each below its own limit", async () => {
    // Each address stays under its 10 a minute; together they pass the module's 100 failures.
    for (let sent = 0; sent < 104; sent++) {
      const address = `198.18.${Math.floor(sent / 8)}.${sent % 8}`;
      expect((await check(`SPREAD${sent}`, address)).statusCode).toBe(200);
    }
    // Past it, each further address has 3 tries a minute instead of 10: many addresses together
    // no longer guess at ten times one's pace (decision 0077).
    const fresh = [];
    for (let i = 0; i < 5; i++) fresh.push((await check(`FRESH${i}`, "198.19.0.1")).statusCode);
    expect(fresh).toEqual([200, 200, 200, 429, 429]);
  });
});
