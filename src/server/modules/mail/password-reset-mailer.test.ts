import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { waitFor } from "../../../../tests/setup/wait-for.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("password reset e-mail", () => {
  it("is queued in the outbox in the owner's language, with a single-use link", async () => {
    await t.database.db
      .updateTable("owners")
      .set({ language: "es" })
      .where("email", "=", t.demo.email)
      .execute();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: t.demo.email },
    });
    expect(response.statusCode).toBe(200);
    // The answer does not wait for the mail: it is queued just after.
    const rows = await waitFor(async () => {
      const queued = await t.database.db.selectFrom("mailOutbox").selectAll().execute();
      return queued.length > 0 ? queued : undefined;
    });
    expect(rows).toHaveLength(1);
    const mail = rows[0]!;
    expect(mail).toMatchObject({
      template: "password-reset",
      toAddress: t.demo.email,
      replyTo: null,
      subject: "Restablezca su contraseña de Chauffeur Booking",
      sentAt: null,
    });
    const link = /http:\/\/127\.0\.0\.1:3000\/auth\/reset-password\?token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);
    const token = decodeURIComponent(new URL(link!).searchParams.get("token")!);
    const check = await t.app.inject({
      method: "GET",
      url: `/api/auth/reset-password/${encodeURIComponent(token)}`,
    });
    expect(check.statusCode).toBe(200);
  });

  it("is not queued for an unknown address (the answer is the same)", async () => {
    await t.database.db.deleteFrom("mailOutbox").execute();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "nobody@example.com" },
    });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.database.db.selectFrom("mailOutbox").selectAll().execute()).toHaveLength(0);
  });
});
