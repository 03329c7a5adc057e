import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describePayload,
  expectSafeAnswer,
  type Payload,
  payloads,
  sendPayload,
  snapshotTables,
} from "../../../../tests/fixtures/invalid-payloads.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { moduleConfigInput, moduleSettingsInput } from "../../../contract/settings.js";
import { createOwnersRepository } from "../owners/repository.js";
import { createOwnersService } from "../owners/service.js";

/**
 * Random payloads to the module's admin write routes (settings, module, contact) and random
 * requests to GET /admin/module/identifier never produce a 5xx; a refusal carries a code of
 * src/contract/errors.ts and writes nothing. See docs/decisions/0003-error-envelope-and-status-codes.md.
 */
type Headers = { authorization: string };

let t: TestApp;
let demo: Headers;
let validSettings: Record<string, unknown>;
let validModule: Record<string, unknown>;
/** Contact messages are limited per owner and hour: the runs take turns among these owners. */
let contactSenders: Headers[] = [];
/** The hourly contact limit of this app: each sender stays under it. */
const CONTACT_MESSAGES_PER_HOUR = 20;

/** Near misses of settings values: units, codes, zones, colours, coordinates out of range. */
const SETTINGS_NEAR_MISSES = [
  "0m",
  "1x",
  "9999999d",
  "ZZZ",
  "XX",
  "fr-FR",
  "Mars/Olympus",
  "#80BDFF",
  "GGGGGG",
  "EUR ",
  "not a url",
  "javascript:alert(1)",
  91,
  -181,
  23,
  10_001,
  { type: "Polygon", coordinates: [] },
  { type: "Point", coordinates: [7, 43], radius: -5 },
  {
    type: "Polygon",
    coordinates: [
      [
        [0, 0],
        [1, 1],
      ],
    ],
  },
];

const pick = (data: Record<string, unknown>, schema: { shape: object }) =>
  Object.fromEntries(Object.keys(schema.shape).map((key) => [key, data[key]]));

async function getData(url: string, headers: Headers) {
  const response = await t.app.inject({ method: "GET", url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown>;
}

async function newOwnerSession(n: number): Promise<Headers> {
  const email = `sender-${n}@example.com`;
  await createOwnersService(createOwnersRepository(t.database.db)).createOwner({
    email,
    password: "sender password",
    companyName: `Sender ${n}`,
  });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password: "sender password" },
  });
  return { authorization: `Bearer ${signIn.json().data.accessToken}` };
}

beforeAll(async () => {
  t = await createTestApp({
    MAIL_CONTACT_PER_HOUR: String(CONTACT_MESSAGES_PER_HOUR),
    OPERATOR_EMAIL: "operator@chauffeur.test",
  });
  demo = await demoAuthHeader(t);
  validSettings = pick(await getData("/api/admin/settings", demo), moduleSettingsInput);
  validModule = pick(await getData("/api/admin/module", demo), moduleConfigInput);
  contactSenders = await Promise.all([1, 2, 3, 4].map(newOwnerSession));
});
afterAll(() => t.close());

/** Every table these routes could write: the module row, the account, the mail outbox. */
const snapshot = () =>
  snapshotTables((table) => t.database.db.selectFrom(table).selectAll().execute(), [
    "owners",
    "modules",
    "moduleImages",
    "mailOutbox",
    "ownerTokens",
    "customers",
  ] as const);

async function checkPost(url: string, headers: Headers, payload: Payload) {
  const before = await snapshot();
  const answer = await sendPayload(t.app, payload, { method: "POST", url, headers });
  await expectSafeAnswer(answer, snapshot, before, describePayload(payload));
  return answer;
}

describe("random input to the module's admin write routes", () => {
  it("POST /api/admin/settings answers 2xx or 4xx with a code; a refusal writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(payloads(validSettings, SETTINGS_NEAR_MISSES), async (payload) => {
        await checkPost("/api/admin/settings", demo, payload);
      }),
      { numRuns: 100 },
    );
  });

  it("POST /api/admin/module answers 2xx or 4xx with a code; a refusal writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(payloads(validModule, SETTINGS_NEAR_MISSES), async (payload) => {
        await checkPost("/api/admin/module", demo, payload);
      }),
      { numRuns: 60 },
    );
  });

  it("/api/admin/module/identifier: any query or body gives the owner's identifier, other methods a 4xx; nothing is written", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
        fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
        payloads({ id: "demomodule" }),
        async (method, query, payload) => {
          const before = await snapshot();
          const search = new URLSearchParams(query).toString();
          const url = `/api/admin/module/identifier${search ? `?${search}` : ""}`;
          const answer = await sendPayload(t.app, payload, { method: method as "GET", url, headers: demo });
          await expectSafeAnswer(answer, snapshot, before, { method, query });
          if (method === "GET") {
            expect(answer.json()).toEqual({ success: true, data: { id: t.demo.moduleId } });
          } else {
            expect(answer.statusCode).toBeGreaterThanOrEqual(400);
          }
          expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("POST /api/admin/contact answers 2xx or 4xx with a code; a refusal sends nothing", async () => {
    let run = 0;
    const perSender = CONTACT_MESSAGES_PER_HOUR - 1;
    await fc.assert(
      fc.asyncProperty(payloads({ message: "Hello, a question about my module" }), async (payload) => {
        // Past the hourly limit every answer would be 429: each sender stays under it.
        const sender = contactSenders[Math.floor(run++ / perSender)] ?? demo;
        const answer = await checkPost("/api/admin/contact", sender, payload);
        expect(answer.statusCode, answer.body).not.toBe(429);
      }),
      { numRuns: perSender * 4 },
    );
  });
});

describe("text PostgreSQL cannot store", () => {
  it("answers 400 VALIDATION_ERROR to a NUL character in settings, contact and customer search, writing nothing", async () => {
    const before = await snapshot();
    const answers = [
      await sendPayload(
        t.app,
        { kind: "json", value: { ...validSettings, title: "Riviera\u0000" } },
        { method: "POST", url: "/api/admin/settings", headers: demo },
      ),
      await sendPayload(
        t.app,
        { kind: "raw", contentType: "text/plain", body: "Hello\u0000" },
        { method: "POST", url: "/api/admin/contact", headers: demo },
      ),
      await t.app.inject({ method: "GET", url: "/api/admin/customers?q=%00", headers: demo }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().data).toBe("VALIDATION_ERROR");
    }
    expect(await snapshot()).toEqual(before);
  });
});
