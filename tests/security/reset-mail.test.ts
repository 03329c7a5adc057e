import { afterAll, beforeAll, beforeEach, describe, expect } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("mailOutbox").execute();
  await t.database.db.deleteFrom("ownerTokens").execute();
});

/** Forgot-password for `email` from `addresses` addresses (each under its own limit), all settled. */
async function flood(email: string, addresses: number, perAddress = 1) {
  for (let a = 0; a < addresses; a++) {
    for (let i = 0; i < perAddress; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email },
        headers: { "x-forwarded-for": `203.0.${a >> 8}.${a & 255}` },
      });
      expect(response.statusCode).toBe(200);
    }
  }
  await t.services.auth.settle();
}

const resetMails = async (to: string) =>
  (
    await t.database.db
      .selectFrom("mailOutbox")
      .select("id")
      .where("template", "=", "password-reset")
      .where("toAddress", "=", to)
      .execute()
  ).length;

describe("password-reset mail cannot flood an owner", () => {
  attack("queue 40 reset e-mails to one owner from 40 addresses in a minute", async () => {
    await flood(t.demo.email, 40);
    // One outstanding link per account: the first request sends it, the others nothing.
    expect(await resetMails(t.demo.email)).toBe(1);
  });

  attack("wait out the outstanding link and ask again, all hour long", async () => {
    for (let round = 0; round < 6; round++) {
      await flood(t.demo.email, 3);
      // Each link as if older than the pace allows: the account's hourly cap still holds.
      await t.database.db
        .updateTable("ownerTokens")
        .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
        .execute();
    }
    expect(await resetMails(t.demo.email)).toBe(3);
  });

  attack("flood the owner's mailbox through resets of an address that is theirs", async () => {
    // The recipient's own limit holds whatever the accounts' state: three a minute apart, then none.
    await t.database.db
      .insertInto("mailOutbox")
      .values(
        [1, 2, 3].map(() => ({
          template: "password-reset",
          toAddress: t.demo.email,
          subject: "earlier reset",
          text: "",
          html: "",
        })),
      )
      .execute();
    await flood(t.demo.email, 5);
    expect(await resetMails(t.demo.email)).toBe(3);
    // And nothing was issued that no mail carries.
    expect(await t.database.db.selectFrom("ownerTokens").select("id").execute()).toEqual([]);
  });
});
