import { afterAll, beforeAll, beforeEach, describe, expect } from "vitest";
import { demoResetToken, forgetDemoPassword } from "../fixtures/forgotten-password.js";
import { createTestApp, demoAuthHeader, TEST_DEMO_PASSWORD, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("mailOutbox").execute();
  await t.database.db.deleteFrom("ownerTokens").execute();
});

const reset = (token: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/change-password", payload: { token, password } });

describe("a reset or change must change the password", () => {
  attack("reset the password to the one the account already has", async () => {
    const token = await demoResetToken(t);
    const refused = await reset(token, TEST_DEMO_PASSWORD);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, data: "SAME_PASSWORD" });
    // The link stays usable for a different password, and the old one still signs in until then.
    const check = await t.app.inject({ method: "GET", url: `/api/auth/reset-password/${token}` });
    expect(check.statusCode).toBe(200);
    await forgetDemoPassword(t);
    expect((await reset(token, TEST_DEMO_PASSWORD)).statusCode).toBe(200);
  });

  attack("change the password to the current one in the account dialog", async () => {
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/admin/profile",
      headers: await demoAuthHeader(t),
      payload: {
        companyName: "Riviera Chauffeurs",
        currentPassword: TEST_DEMO_PASSWORD,
        newPassword: TEST_DEMO_PASSWORD,
      },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, data: "SAME_PASSWORD" });
  });
});
