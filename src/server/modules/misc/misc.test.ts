import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { iconSet } from "../../../contract/misc.js";
import { compactSvg, OPTION_ICON_KEYS } from "../../lib/icons.js";

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
});
afterAll(() => t.close());

const ownerLanguage = async () =>
  (
    await t.database.db
      .selectFrom("owners")
      .select("language")
      .where("email", "=", t.demo.email)
      .executeTakeFirstOrThrow()
  ).language;

describe("GET /api/admin/language", () => {
  it("stores the owner's language and answers it", async () => {
    for (const lang of ["en", "es", "fr"] as const) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/language?lang=${lang}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { language: lang } });
      expect(await ownerLanguage()).toBe(lang);
    }
  });

  it("reads the stored language when no lang is given", async () => {
    await t.app.inject({ method: "GET", url: "/api/admin/language?lang=es", headers: auth });
    const response = await t.app.inject({ method: "GET", url: "/api/admin/language", headers: auth });
    expect(response.json().data).toEqual({ language: "es" });
  });

  it("refuses a language outside fr, en, es and keeps the stored one", async () => {
    await t.app.inject({ method: "GET", url: "/api/admin/language?lang=en", headers: auth });
    for (const lang of ["de", "EN", "", "fr-FR"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/language?lang=${lang}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toBe("VALIDATION_ERROR");
    }
    expect(await ownerLanguage()).toBe("en");
  });

  it("changes the currency symbol's language with it", async () => {
    await t.database.db
      .updateTable("modules")
      .set({ currency: "CAD" })
      .where("id", "=", "demomodule")
      .execute();
    await t.app.inject({ method: "GET", url: "/api/admin/language?lang=en", headers: auth });
    const en = await t.app.inject({ method: "GET", url: "/api/admin/currency", headers: auth });
    expect(en.json().data).toEqual({ code: "CAD", symbol: "$" });
    await t.database.db
      .updateTable("modules")
      .set({ currency: "EUR" })
      .where("id", "=", "demomodule")
      .execute();
  });
});

describe("GET /api/admin/icons", () => {
  it("answers about 30 travel icons as inline SVG markup keyed by name", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/icons", headers: auth });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(iconSet.safeParse(body.data).success).toBe(true);
    const icons: Record<string, string> = body.data.icons;
    expect(Object.keys(icons)).toEqual([...OPTION_ICON_KEYS]);
    expect(Object.keys(icons).length).toBeGreaterThanOrEqual(30);
    for (const [key, svg] of Object.entries(icons)) {
      expect(key).toMatch(/^[a-z0-9-]+$/);
      expect(svg, key).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]+<\/svg>$/);
      expect(svg, key).not.toMatch(/<script|on\w+=|<!--/i);
    }
    expect(icons.car).toContain('viewBox="0 0 24 24"');
  });

  it("compacts an SVG file without changing its drawing", () => {
    const source =
      '<!-- @license x -->\n<svg\n  class="a"\n  viewBox="0 0 24 24"\n>\n  <path d="M1 2" />\n</svg>\n';
    expect(compactSvg(source)).toBe('<svg class="a" viewBox="0 0 24 24"><path d="M1 2"/></svg>');
  });
});

describe("authentication", () => {
  it.each(["/api/admin/language?lang=fr", "/api/admin/icons"])(
    "GET %s answers 401 without a token",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(401);
      expect(response.json().data).toBe("UNAUTHORIZED");
    },
  );
});
