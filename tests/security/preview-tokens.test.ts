import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

let t: TestApp;
let auth: { authorization: string };
/** The claims of the owner's access token (their id, their session). */
let access: { sub: string; jti: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
  const [, payload] = auth.authorization.slice("Bearer ".length).split(".");
  access = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
});
afterAll(() => t.close());

const preview = (token: string) =>
  t.app.inject({ method: "GET", url: `/api/booking-preview?token=${encodeURIComponent(token)}` });
const admin = (token: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/admin/bookings/preview",
    headers: { authorization: `Bearer ${token}` },
  });

async function expectRefused(answer: Promise<{ statusCode: number; json(): unknown }>) {
  const response = await answer;
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ success: false, data: "UNAUTHORIZED" });
}

describe("the booking page's preview tokens (docs/decisions/0062-booking-page-preview.md)", () => {
  attack("an unsigned preview token (alg none) opens no preview", async () => {
    const unsigned = new UnsecuredJWT({})
      .setSubject(t.demo.moduleId)
      .setAudience("preview")
      .setIssuer("chauffeur-booking")
      .setExpirationTime("10 minutes")
      .encode();
    await expectRefused(preview(unsigned));
  });

  attack("a preview token re-signed with a guessed secret opens no preview", async () => {
    const guessed = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(t.demo.moduleId)
      .setAudience("preview")
      .setIssuer("chauffeur-booking")
      .setExpirationTime("10 minutes")
      .sign(new TextEncoder().encode("secret"));
    await expectRefused(preview(guessed));
  });

  attack("the owner's access token opens no preview", async () => {
    await expectRefused(preview(auth.authorization.slice("Bearer ".length)));
  });

  attack("a preview token is no access token, even shaped like one", async () => {
    const link = await t.app.inject({ method: "POST", url: "/api/admin/preview-link", headers: auth });
    const token = new URL(link.json().data.url).searchParams.get("token") ?? "";
    await expectRefused(admin(token));
    // The server's own secret, the owner's id and their live session: only the audience differs
    // from the access token, and that is enough to be refused.
    const shaped = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(access.sub)
      .setJti(access.jti)
      .setAudience("preview")
      .setIssuer("chauffeur-booking")
      .setExpirationTime("10 minutes")
      .sign(t.config.jwtSecret);
    await expectRefused(admin(shaped));
  });

  attack("the preview page without a valid token shows no module", async () => {
    for (const query of ["", "&token=", "&token=x.y.z", `&token=${"a".repeat(5000)}`]) {
      const response = await t.app.inject({ method: "GET", url: `/booking?id=preview${query}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("<chauffeur-booking");
      expect(response.body).toContain('content="noindex"');
    }
  });
});
