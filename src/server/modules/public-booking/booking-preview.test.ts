import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { publicModule } from "../../../contract/module.js";
import { createPreviewTokens, PREVIEW_TTL_SECONDS } from "./preview-tokens.js";

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
});
afterAll(() => t.close());

/** Asks the admin for a preview link and returns its token. */
async function previewToken(): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/api/admin/preview-link", headers: auth });
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json<{ data: { url: string } }>().data.url);
  return url.searchParams.get("token") ?? "";
}

const previewOf = (token: string) =>
  t.app.inject({ method: "GET", url: `/api/booking-preview?token=${encodeURIComponent(token)}` });

describe("POST /api/admin/preview-link", () => {
  it("answers the booking page's preview address on this server", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/admin/preview-link", headers: auth });
    const url = new URL(response.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/booking`);
    expect(url.searchParams.get("id")).toBe("preview");
    expect(url.searchParams.get("token")?.split(".")).toHaveLength(3);
  });

  it("needs the owner signed in", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/admin/preview-link" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, data: "UNAUTHORIZED" });
  });
});

describe("GET /api/booking-preview", () => {
  it("answers the owner's module as the admin preview does, CORS-open and never cached", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/booking-preview?token=${await previewToken()}`,
      headers: { origin: "https://owner-site.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["cache-control"]).toBe("no-store");
    const admin = await t.app.inject({ method: "GET", url: "/api/admin/bookings/preview", headers: auth });
    expect(response.json().data).toEqual(admin.json().data);
    expect(publicModule.safeParse(response.json().data).success).toBe(true);
    expect(response.json().data.id).toBe(t.demo.moduleId);
  });

  it("answers the module even when it is not ready to take bookings", async () => {
    await t.database.db.updateTable("vehicles").set({ active: false }).execute();
    try {
      const response = await previewOf(await previewToken());
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: t.demo.moduleId, ready: false });
    } finally {
      await t.database.db.updateTable("vehicles").set({ active: true }).execute();
    }
  });

  it("refuses an expired token with 401", async () => {
    const tokens = createPreviewTokens(t.config.jwtSecret);
    const expired = await tokens.issue(
      t.demo.moduleId,
      Math.floor(Date.now() / 1000) - PREVIEW_TTL_SECONDS - 60,
    );
    const response = await previewOf(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, data: "UNAUTHORIZED" });
  });

  it("refuses a token signed with another secret, or altered, with 401", async () => {
    const forged = await createPreviewTokens(new TextEncoder().encode("not-the-server-secret")).issue(
      t.demo.moduleId,
    );
    const genuine = await previewToken();
    const [header, , signature] = genuine.split(".");
    const otherModule = Buffer.from(
      JSON.stringify({ sub: "othermodule", aud: "preview", iss: "chauffeur-booking", exp: 9999999999 }),
    ).toString("base64url");
    for (const token of [forged, `${header}.${otherModule}.${signature}`, "not-a-token"]) {
      const response = await previewOf(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, data: "UNAUTHORIZED" });
    }
  });

  it("refuses the owner's access token: it is not a preview token", async () => {
    const accessToken = auth.authorization.slice("Bearer ".length);
    const response = await previewOf(accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, data: "UNAUTHORIZED" });
  });

  it("refuses a token of the server's secret without the preview audience", async () => {
    const noAudience = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(t.demo.moduleId)
      .setIssuer("chauffeur-booking")
      .setExpirationTime("5 minutes")
      .sign(t.config.jwtSecret);
    expect((await previewOf(noAudience)).statusCode).toBe(401);
  });

  it("answers 400 without a token, changing nothing", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/booking-preview" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: "VALIDATION_ERROR" });
  });
});

describe("a preview token used as an access token", () => {
  it("opens no admin route", async () => {
    const token = await previewToken();
    for (const url of ["/api/admin/bookings/preview", "/api/admin/bookings"]) {
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, data: "UNAUTHORIZED" });
    }
  });
});

describe("the /booking?id=preview page", () => {
  it("hosts the widget in preview mode, out of search engines, with a valid token", async () => {
    const token = await previewToken();
    const response = await t.app.inject({ method: "GET", url: `/booking?id=preview&token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`module="${t.demo.moduleId}"`);
    expect(response.body).toContain(`preview-token="${token}"`);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it("keeps the ordinary booking page indexable and without a preview token", async () => {
    const response = await t.app.inject({ method: "GET", url: `/booking?id=${t.demo.moduleId}` });
    expect(response.body).not.toContain("preview-token");
    expect(response.body).not.toContain("noindex");
  });

  it("says where preview links come from without a token, or with a bad or expired one", async () => {
    const expired = await createPreviewTokens(t.config.jwtSecret).issue(
      t.demo.moduleId,
      Math.floor(Date.now() / 1000) - PREVIEW_TTL_SECONDS - 60,
    );
    const accessToken = auth.authorization.slice("Bearer ".length);
    for (const query of ["", "&token=forged", `&token=${expired}`, `&token=${accessToken}`]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/booking?id=preview${query}`,
        headers: { "accept-language": "en" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Preview unavailable");
      expect(response.body).toContain("Open the preview from your admin");
      expect(response.body).not.toContain("<chauffeur-booking");
    }
  });

  it("speaks French by default and Spanish when asked", async () => {
    const french = await t.app.inject({ method: "GET", url: "/booking?id=preview" });
    expect(french.body).toContain("Aperçu indisponible");
    const spanish = await t.app.inject({ method: "GET", url: "/booking?id=preview&lang=es" });
    expect(spanish.body).toContain("Vista previa no disponible");
  });
});
