import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { type ApiClient, ApiError, createApiClient } from "../../../client/index.js";

let t: TestApp;
let client: ApiClient;

/** The typed client of the admin, its requests answered by the app in process (no socket). */
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_EMAIL: "operator@chauffeur.test" });
  const token = (await demoAuthHeader(t)).authorization.replace("Bearer ", "");
  const inProcessFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await t.app.inject({
      method: request.method as "GET",
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const status = response.statusCode;
    const payload = status === 204 || status === 304 ? null : new Uint8Array(response.rawPayload);
    return new Response(payload, { status, headers: response.headers as Record<string, string> });
  };
  client = createApiClient("http://127.0.0.1:3000", { getToken: () => token, fetch: inProcessFetch });
});
afterAll(() => t.close());

describe("the API client's settings and misc calls", () => {
  it("reads and saves settings through the contract", async () => {
    const settings = await client.getSettings();
    expect(settings.identifier).toBe("demomodule");
    const { identifier, img, imageUrl, directUrl, vehicle, payment, cardPaymentsAvailable, ...editable } =
      settings;
    const saved = await client.saveSettings({ ...editable, title: "Via the client" });
    expect(saved.title).toBe("Via the client");
  });

  it("carries the server's code on a refusal", async () => {
    const { identifier, img, imageUrl, directUrl, vehicle, payment, cardPaymentsAvailable, ...editable } =
      await client.getSettings();
    const error = await client
      .saveSettings({ ...editable, checkboxDriverPayments: false, checkboxOnlinePayments: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("PAYMENT_METHOD_NOT_SELECTED");
  });

  it("reads and saves the booking policy, and carries a refused fee's issue", async () => {
    expect(await client.getBookingPolicy()).toEqual({
      autoConfirm: false,
      autoAcceptChanges: false,
      chargeChangesOnline: false,
      cancellationFreeHours: 24,
      cancellationLate: "REFUSED",
      cancellationFee: 0,
    });
    const policy = {
      autoConfirm: true,
      autoAcceptChanges: true,
      chargeChangesOnline: true,
      cancellationFreeHours: 12,
      cancellationLate: "FIXED" as const,
      cancellationFee: 9.9,
    };
    expect(await client.saveBookingPolicy(policy)).toEqual(policy);
    const error = await client
      .saveBookingPolicy({ ...policy, cancellationLate: "PERCENTAGE", cancellationFee: 120 })
      .catch((caught: unknown) => caught);
    expect((error as ApiError).code).toBe("VALIDATION_ERROR");
    expect((error as ApiError).issues.map((issue) => issue.path)).toContain("body.cancellationFee");
    await client.saveBookingPolicy({
      ...policy,
      autoConfirm: false,
      cancellationLate: "REFUSED",
      cancellationFee: 0,
    });
  });

  it("uploads and deletes the image as multipart", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    const uploaded = await client.uploadImage(new Blob([png], { type: "image/png" }), "logo.png");
    expect(uploaded.contentType).toBe("image/png");
    const big = await client
      .uploadImage(new Blob([new Uint8Array(1_100_000)]), "big.png")
      .catch((caught: unknown) => caught);
    expect((big as ApiError).code).toBe("PAYLOAD_TOO_LARGE");
    expect(await client.deleteImage()).toEqual({ deleted: true });
  });

  it("covers module, currency, language, icons, customers and contact", async () => {
    expect((await client.getModuleConfig()).identifier).toBe("demomodule");
    expect(await client.getCurrency()).toEqual({ code: "EUR", symbol: "€" });
    expect(await client.setLanguage("en")).toEqual({ language: "en" });
    expect(await client.setLanguage()).toEqual({ language: "en" });
    expect(Object.keys((await client.getIcons()).icons).length).toBeGreaterThanOrEqual(30);
    expect(await client.getCustomers("nobody")).toEqual({ customers: [] });
    expect(await client.sendContactMessage("Hello from the client")).toEqual({ queued: true });
    const row = await t.database.db.selectFrom("mailOutbox").selectAll().executeTakeFirstOrThrow();
    expect(row.text).toContain("Hello from the client");
  });
});
