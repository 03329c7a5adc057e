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
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { NEW_ACCOUNT_NAME } from "../../../contract/auth.js";
import { createOwnersRepository } from "../owners/repository.js";
import { createOwnersService } from "../owners/service.js";
import { createOneTimeTokens } from "./one-time-tokens.js";

/**
 * Random payloads to the account write routes (POST /admin/profile, /admin/new-profile and
 * /auth/change-password) never produce a 5xx; a refusal carries a code of
 * src/contract/errors.ts and writes nothing. Payloads start from valid ones (right current
 * password, live reset token), so most runs get past the first check.
 * See docs/decisions/0003-error-envelope-and-status-codes.md.
 */
type Headers = { authorization: string };

const PASSWORD = "the current password";
/** Stands for the live reset token in generated payloads; replaced when the request is sent. */
const LIVE_TOKEN = "<live token>";
/** Near misses of account values: passwords one short or one too long, blank names, the placeholder. */
const ACCOUNT_NEAR_MISSES = [
  "seven77",
  "x".repeat(257),
  "        ",
  NEW_ACCOUNT_NAME,
  PASSWORD,
  "x".repeat(256),
  "x".repeat(201),
];

let t: TestApp;
interface Account {
  ownerId: string;
  moduleId: string;
  headers: Headers;
}
let profileAccount: Account;
let welcomeAccount: Account;
let resetAccount: Account;
let liveToken: string;

async function newAccount(email: string, companyName: string): Promise<Account> {
  const created = await createOwnersService(createOwnersRepository(t.database.db)).createOwner({
    email,
    password: PASSWORD,
    companyName,
  });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password: PASSWORD },
  });
  return { ...created, headers: { authorization: `Bearer ${signIn.json().data.accessToken}` } };
}

/** An account's owner and module rows, to put back after a run that legitimately changed them. */
async function rowsOf(account: Account) {
  const { db } = t.database;
  return {
    owner: await db
      .selectFrom("owners")
      .selectAll()
      .where("id", "=", account.ownerId)
      .executeTakeFirstOrThrow(),
    module: await db
      .selectFrom("modules")
      .selectAll()
      .where("id", "=", account.moduleId)
      .executeTakeFirstOrThrow(),
  };
}

/** Puts back what these routes write: the account's name, phone and password, the module's names. */
async function restore({ owner, module }: Awaited<ReturnType<typeof rowsOf>>) {
  const { db } = t.database;
  await db
    .updateTable("owners")
    .set({
      name: owner.name,
      phone: owner.phone,
      passwordHash: owner.passwordHash,
      updatedAt: owner.updatedAt,
    })
    .where("id", "=", owner.id)
    .execute();
  await db
    .updateTable("modules")
    .set({
      companyName: module.companyName,
      name: module.name,
      title: module.title,
      updatedAt: module.updatedAt,
    })
    .where("id", "=", module.id)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  profileAccount = await newAccount("profile-prop@example.com", "Profile Cabs");
  welcomeAccount = await newAccount("welcome-prop@example.com", "");
  await t.database.db
    .updateTable("owners")
    .set({ name: NEW_ACCOUNT_NAME })
    .where("id", "=", welcomeAccount.ownerId)
    .execute();
  resetAccount = await newAccount("reset-prop@example.com", "Reset Cabs");
  liveToken = await createOneTimeTokens(t.database.db).issue(resetAccount.ownerId, "password-reset");
});
afterAll(() => t.close());

/** Every table these routes could write. */
const snapshot = () =>
  snapshotTables((table) => t.database.db.selectFrom(table).selectAll().execute(), [
    "owners",
    "modules",
    "ownerTokens",
    "mailOutbox",
    "bookingFields",
  ] as const);

let remote = 0;
/** A new client address per request: the per-address limits (10 a minute) stay out of the way. */
const nextAddress = () => {
  remote++;
  return `10.${(remote >> 16) & 255}.${(remote >> 8) & 255}.${remote & 255}`;
};

async function check(url: string, headers: Headers | undefined, payload: Payload) {
  const before = await snapshot();
  const answer = await sendPayload(t.app, payload, {
    method: "POST",
    url,
    remoteAddress: nextAddress(),
    ...(headers ? { headers } : {}),
  });
  await expectSafeAnswer(answer, snapshot, before, describePayload(payload));
  expect(answer.statusCode, answer.body).not.toBe(429);
  return answer;
}

describe("random input to the account write routes", () => {
  it("POST /api/admin/profile answers 2xx or 4xx with a code; a refusal writes nothing", async () => {
    const original = await rowsOf(profileAccount);
    const valid = {
      companyName: "Profile Cabs",
      phone: "+33 6 11 22 33 44",
      newPassword: "",
      currentPassword: PASSWORD,
    };
    await fc.assert(
      fc.asyncProperty(payloads(valid, ACCOUNT_NEAR_MISSES), async (payload) => {
        const answer = await check("/api/admin/profile", profileAccount.headers, payload);
        // An accepted update (maybe of the password) is undone, so the next run starts alike.
        if (answer.statusCode < 400) await restore(original);
      }),
      { numRuns: 60 },
    );
  });

  it("POST /api/admin/new-profile answers 2xx or 4xx with a code; a refusal writes nothing", async () => {
    const original = await rowsOf(welcomeAccount);
    const valid = { companyName: "Fresh Start", newPassword: "my first real password" };
    await fc.assert(
      fc.asyncProperty(payloads(valid, ACCOUNT_NEAR_MISSES), async (payload) => {
        const answer = await check("/api/admin/new-profile", welcomeAccount.headers, payload);
        if (answer.statusCode < 400) await restore(original);
      }),
      { numRuns: 60 },
    );
  });

  it("POST /api/auth/change-password answers 2xx or 4xx with a code; a refusal writes nothing (the token stays live)", async () => {
    const original = await rowsOf(resetAccount);
    const valid = { token: LIVE_TOKEN, password: "a brand new password" };
    await fc.assert(
      fc.asyncProperty(payloads(valid, [...ACCOUNT_NEAR_MISSES, LIVE_TOKEN]), async (generated) => {
        // The placeholder becomes the live token wherever it was generated.
        const payload: Payload =
          generated.kind === "json"
            ? {
                kind: "json",
                value: JSON.parse(JSON.stringify(generated.value ?? null).replaceAll(LIVE_TOKEN, liveToken)),
              }
            : generated;
        const answer = await check("/api/auth/change-password", undefined, payload);
        if (answer.statusCode < 400) {
          // The token is used up: the next runs get a new one.
          await restore(original);
          liveToken = await createOneTimeTokens(t.database.db).issue(resetAccount.ownerId, "password-reset");
        }
      }),
      { numRuns: 60 },
    );
  });
});
