import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startReceiver, testClock } from "../../../../tests/kits/webhooks/receiver.js";
import {
  createTestApp,
  demoAuthHeader,
  openOtherApp,
  type TestApp,
} from "../../../../tests/setup/test-app.js";
import { composeWebhookDelivery } from "../../composition-root.js";
import { webhookBacklog } from "./backlog.js";
import { RETRY_DELAYS_MS } from "./delivery.js";

/**
 * Webhooks end to end (issue 35, decision 0118): endpoints made through the admin API, events
 * queued by the real booking routes, delivered by the real worker to receivers on 127.0.0.1.
 * The delivery schedule reads a clock the test moves.
 */

type Verify = (secret: string, headers: Record<string, unknown>, rawBody: string) => boolean;

let t: TestApp;
let auth: { authorization: string };
let verifyWebhook: Verify;
let snippetDir: string;
let serial = 0;
const receivers: { close(): Promise<void> }[] = [];

/** The Node verification snippet of docs/integrations.md, loaded as it is written there. */
async function docsSnippet(): Promise<Verify> {
  const docs = readFileSync(join(import.meta.dirname, "../../../../docs/integrations.md"), "utf8");
  const block = /<!-- node-verify[^>]*-->\n```js\n([\s\S]*?)```/.exec(docs)?.[1];
  if (!block) throw new Error("docs/integrations.md has no node-verify block");
  snippetDir = mkdtempSync(join(tmpdir(), "webhook-snippet-"));
  const file = join(snippetDir, "verify.mjs");
  writeFileSync(file, block);
  return ((await import(file)) as { verifyWebhook: Verify }).verifyWebhook;
}

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_LOOPBACK: "true" });
  auth = await demoAuthHeader(t);
  verifyWebhook = await docsSnippet();
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  // Each test starts with no endpoint: the others' events never reach it.
  await t.database.db.deleteFrom("webhookEndpoints").execute();
});
afterAll(async () => {
  await t.close();
  rmSync(snippetDir, { recursive: true, force: true });
});

async function receiver(...args: Parameters<typeof startReceiver>) {
  const started = await startReceiver(...args);
  receivers.push(started);
  return started;
}

async function api(method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function addEndpoint(url: string, events: string[] = ["booking.created"]) {
  const { status, body } = await api("POST", "/webhooks", { url, events });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { endpoint: { id: number }; secret: string };
}

/** A manual booking (CONFIRMED at once), on a day of its own. */
function bookingBody() {
  const n = ++serial;
  return {
    startingAddress: `Hook street ${n}`,
    startingLat: 43.7,
    startingLng: 7.26,
    arrivalAddress: "Airport",
    arrivalLat: 43.66,
    arrivalLng: 7.21,
    pickUpTime: `${new Date(Date.UTC(2028, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)}T10:00`,
    duration: 20,
    distance: 7,
    price: 40,
    firstName: `Rider ${n}`,
    email: `rider${n}@riders.example`,
  };
}

async function book(): Promise<number> {
  const { status, body } = await api("POST", "/bookings", bookingBody());
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.id;
}

function deliveryFor(clock = testClock(), config = t.config) {
  return composeWebhookDelivery(config, t.database, t.services, t.app.log, clock.now);
}

async function deliveries(endpointId: number) {
  const { body } = await api("GET", `/webhooks/${endpointId}/deliveries`);
  return body.data.deliveries as {
    id: number;
    eventId: string;
    eventType: string;
    status: string;
    attempts: number;
    responseStatus: number | null;
    error: string | null;
  }[];
}

describe("webhooks: signed events from the booking routes", () => {
  it("signs each delivery so that the Node snippet of the docs verifies it, and a rotation changes the key", async () => {
    const hooks = await receiver();
    const { endpoint, secret } = await addEndpoint(hooks.url, ["booking.created", "booking.completed"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await api("GET", "/webhooks");
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const id = await book();

    expect(await deliveryFor().deliverDue()).toBe(1);
    const [got] = hooks.received;
    expect(got).toBeDefined();
    const event = JSON.parse(got?.body ?? "{}");
    expect(event).toMatchObject({ type: "booking.created", moduleId: t.demo.moduleId });
    expect(event.id).toMatch(/^evt_[a-z2-7]{24}$/);
    expect(event.data.booking).toMatchObject({ id, status: "CONFIRMED", price: 40 });
    expect(got?.headers["webhook-id"]).toBe(event.id);
    expect(got?.headers["content-type"]).toBe("application/json");
    expect(verifyWebhook(secret, got?.headers ?? {}, got?.body ?? "")).toBe(true);
    // One byte changed, another secret, an old timestamp: refused by the same snippet.
    expect(
      verifyWebhook(secret, got?.headers ?? {}, (got?.body ?? "").replace("CONFIRMED", "CANCELED")),
    ).toBe(false);
    const rotated = await api("POST", `/webhooks/${endpoint.id}/rotate-secret`);
    const newSecret = rotated.body.data.secret as string;
    expect(newSecret).not.toBe(secret);
    expect(verifyWebhook(newSecret, got?.headers ?? {}, got?.body ?? "")).toBe(false);
    expect(
      verifyWebhook(secret, { ...got?.headers, "webhook-timestamp": "1700000000" }, got?.body ?? ""),
    ).toBe(false);

    // The ride is marked done: the next event is signed with the new secret.
    expect((await api("POST", `/bookings/${id}/complete`, {})).status).toBe(200);
    await deliveryFor().deliverDue();
    const second = hooks.received[1];
    expect(JSON.parse(second?.body ?? "{}").type).toBe("booking.completed");
    expect(verifyWebhook(newSecret, second?.headers ?? {}, second?.body ?? "")).toBe(true);
  });

  it("retries a receiver that fails 3 times with backoff and stops once it acknowledges", async () => {
    const hooks = await receiver((index) => (index < 3 ? 500 : 200));
    const { endpoint } = await addEndpoint(hooks.url);
    await book();
    const clock = testClock();
    const delivery = deliveryFor(clock);

    expect(await delivery.deliverDue()).toBe(1);
    for (const delay of RETRY_DELAYS_MS.slice(0, 3)) {
      // Not due before its time: nothing is sent.
      clock.advance(delay - 1000);
      expect(await delivery.deliverDue()).toBe(0);
      clock.advance(1000);
      expect(await delivery.deliverDue()).toBe(1);
    }
    clock.advance(RETRY_DELAYS_MS.at(-1) ?? 0);
    expect(await delivery.deliverDue()).toBe(0);

    const ids = hooks.received.map((request) => request.headers["webhook-id"]);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(1);
    expect(hooks.acknowledged()).toEqual([ids[0]]);
    const [row] = await deliveries(endpoint.id);
    expect(row).toMatchObject({ status: "DELIVERED", attempts: 4, responseStatus: 200, error: null });
  });

  it("counts what waits for an endpoint that is on in the backlog /metrics reads", async () => {
    const hooks = await receiver();
    const { endpoint } = await addEndpoint(hooks.url);
    await book();
    await book();
    const waiting = await webhookBacklog(t.database.db);
    expect(waiting.depth).toBe(2);
    expect(waiting.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    // Turned off by its owner, the endpoint's deliveries wait by design: not a backlog.
    expect((await api("PATCH", `/webhooks/${endpoint.id}`, { enabled: false })).status).toBe(200);
    expect((await webhookBacklog(t.database.db)).depth).toBe(0);
    expect((await api("PATCH", `/webhooks/${endpoint.id}`, { enabled: true })).status).toBe(200);
    expect(await deliveryFor().deliverDue()).toBe(2);
    expect(await webhookBacklog(t.database.db)).toEqual({ depth: 0, oldestAgeSeconds: 0 });
  });

  it("holds a booking's later events until the earlier one is delivered; other bookings pass", async () => {
    let failuresLeft = 2;
    const hooks = await receiver((_index, body) => {
      const event = JSON.parse(body);
      if (event.type === "booking.created" && event.data.booking.id === first && failuresLeft > 0) {
        failuresLeft -= 1;
        return 503;
      }
      return 200;
    });
    await addEndpoint(hooks.url, ["booking.created", "booking.changed", "booking.completed"]);
    const first = await book();
    expect((await api("PUT", `/bookings/${first}`, { ...bookingBody(), price: 55 })).status).toBe(200);
    expect((await api("POST", `/bookings/${first}/complete`, {})).status).toBe(200);
    await book();
    const clock = testClock();
    const delivery = deliveryFor(clock);

    await delivery.deliverDue();
    const summary = () =>
      hooks.received.map((r) => {
        const event = JSON.parse(r.body);
        return `${event.data.booking.id === first ? "first" : "other"} ${event.type} ${r.status}`;
      });
    expect(summary()).toEqual(["first booking.created 503", "other booking.created 200"]);
    for (const delay of RETRY_DELAYS_MS.slice(0, 2)) {
      clock.advance(delay);
      await delivery.deliverDue();
    }
    expect(summary()).toEqual([
      "first booking.created 503",
      "other booking.created 200",
      "first booking.created 503",
      "first booking.created 200",
      "first booking.changed 200",
      "first booking.completed 200",
    ]);
    const changed = JSON.parse(hooks.received[4]?.body ?? "{}");
    expect(changed.data.booking.price).toBe(55);
  });

  it("does not follow a redirect to another host", async () => {
    const elsewhere = await receiver();
    const hooks = await receiver((_index, _body, response) => {
      response.setHeader("location", elsewhere.url);
      return 307;
    });
    const { endpoint } = await addEndpoint(hooks.url);
    await book();
    await deliveryFor().deliverDue();
    expect(hooks.received).toHaveLength(1);
    expect(elsewhere.received).toHaveLength(0);
    const [row] = await deliveries(endpoint.id);
    expect(row).toMatchObject({ status: "PENDING", attempts: 1, responseStatus: 307 });
    expect(row?.error).toContain("not followed");
  });

  it("refuses loopback targets when loopback is not allowed, by IP and by name, with the reason", async () => {
    const hooks = await receiver();
    const byIp = await addEndpoint(hooks.url);
    const byName = await addEndpoint(`http://localhost:${hooks.port}/hooks`);
    await book();
    const strict = { ...t.config, webhooks: { allowLoopback: false } };
    expect(await deliveryFor(testClock(), strict).deliverDue()).toBe(2);
    expect(hooks.received).toHaveLength(0);
    const [ipRow] = await deliveries(byIp.endpoint.id);
    expect(ipRow?.error).toBe("Refused: the address 127.0.0.1 is loopback, not a public address");
    const [nameRow] = await deliveries(byName.endpoint.id);
    expect(nameRow?.error).toMatch(
      /^Refused: localhost resolves to (127\.0\.0\.1|::1): the address .* is loopback/,
    );
    expect(nameRow?.responseStatus).toBeNull();
  });

  it("refuses to save an address that is not https or names a private address", async () => {
    for (const url of [
      "ftp://hooks.example/x",
      "https://user:pass@hooks.example/x",
      "https://10.0.0.8/hooks",
      "https://169.254.169.254/latest/meta-data",
      "https://[::ffff:192.168.1.1]/hooks",
      "https://[fe80::1]/hooks",
    ]) {
      const { status, body } = await api("POST", "/webhooks", { url, events: ["booking.created"] });
      expect([url, status, body.data]).toEqual([url, 400, "WEBHOOK_URL_INVALID"]);
    }
    expect((await api("GET", "/webhooks")).body.data.endpoints).toEqual([]);
  });

  it("turns an endpoint failing for a day off and e-mails its owner once; on again, it delivers", async () => {
    let up = false;
    const hooks = await receiver(() => (up ? 200 : 500));
    const { endpoint } = await addEndpoint(hooks.url);
    await book();
    const clock = testClock();
    const delivery = deliveryFor(clock);
    await delivery.deliverDue();
    for (const delay of RETRY_DELAYS_MS) {
      clock.advance(delay);
      await delivery.deliverDue();
    }
    expect(hooks.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
    const listed = (await api("GET", "/webhooks")).body.data.endpoints[0];
    expect(listed).toMatchObject({ enabled: false, disabledReason: "FAILING" });
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: "FAILED", responseStatus: 500 });

    // Turned off: it is sent nothing more, and no second e-mail is queued.
    await book();
    clock.advance(60_000);
    expect(await delivery.deliverDue()).toBe(0);
    const mails = await t.database.db
      .selectFrom("mailOutbox")
      .select(["toAddress", "text"])
      .where("template", "=", "webhook-disabled")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(t.demo.email);
    expect(mails[0]?.text).toContain(hooks.url);

    up = true;
    const on = await api("PATCH", `/webhooks/${endpoint.id}`, { enabled: true });
    expect(on.body.data).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    await book();
    expect(await delivery.deliverDue()).toBe(1);
    expect(hooks.acknowledged()).toHaveLength(1);
  });

  it("sends a test event and resends a delivery with the same event id", async () => {
    const hooks = await receiver();
    const { endpoint } = await addEndpoint(hooks.url);
    const ping = await api("POST", `/webhooks/${endpoint.id}/ping`);
    expect(ping.body.data).toMatchObject({ eventType: "ping", status: "PENDING" });
    await deliveryFor().deliverDue();
    const resent = await api("POST", `/webhooks/${endpoint.id}/resend`, { deliveryId: ping.body.data.id });
    expect(resent.body.data.eventId).toBe(ping.body.data.eventId);
    await deliveryFor().deliverDue();
    expect(hooks.received.map((r) => JSON.parse(r.body).type)).toEqual(["ping", "ping"]);
    expect(hooks.acknowledged()).toEqual([ping.body.data.eventId, ping.body.data.eventId]);
    const unknown = await api("POST", `/webhooks/${endpoint.id}/resend`, { deliveryId: 999_999 });
    expect([unknown.status, unknown.body.data]).toEqual([404, "NOT_FOUND"]);
  });

  it("sends a delivery queued within the worker clock's millisecond on that tick", async () => {
    const hooks = await receiver();
    const { endpoint } = await addEndpoint(hooks.url);
    const ping = await api("POST", `/webhooks/${endpoint.id}/ping`);
    // The database stamps microseconds; the worker's clock reads the same millisecond.
    const tick = new Date(Date.UTC(2030, 0, 1, 8, 0, 0, 123));
    await sql`UPDATE webhook_deliveries SET next_attempt_at = ${tick}::timestamptz + interval '999 microseconds'
      WHERE id = ${ping.body.data.id}`.execute(t.database.db);
    expect(await deliveryFor(testClock(tick)).deliverDue()).toBe(1);
    expect(hooks.acknowledged()).toEqual([ping.body.data.eventId]);
  });

  it("delivers each event once with two server instances at once, and after a restart", async () => {
    const hooks = await receiver(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 200;
    });
    await addEndpoint(hooks.url);
    for (let i = 0; i < 12; i++) await book();
    const other = await openOtherApp(t);
    const clock = testClock();
    const mine = deliveryFor(clock);
    const theirs = composeWebhookDelivery(t.config, other.database, other.services, t.app.log, clock.now);
    // Both instances claim at once (batches of 10): each event goes to one of them.
    const made = await Promise.all([mine.deliverDue(), theirs.deliverDue()]);
    expect(made[0] + made[1]).toBe(12);
    await other.close();

    // A restart: the second instance died holding three claimed deliveries; the new one waits
    // for their lease, then sends each once.
    for (let i = 0; i < 3; i++) await book();
    await t.database.db
      .updateTable("webhookDeliveries")
      .set({ claimedUntil: new Date(clock.now().getTime() + 60_000) })
      .where("status", "=", "PENDING")
      .execute();
    const restarted = await openOtherApp(t);
    const again = composeWebhookDelivery(
      t.config,
      restarted.database,
      restarted.services,
      t.app.log,
      clock.now,
    );
    expect(await again.deliverDue()).toBe(0);
    clock.advance(61_000);
    expect(await again.deliverDue()).toBe(3);
    expect(await mine.deliverDue()).toBe(0);
    await restarted.close();

    const ids = hooks.received.map((r) => String(r.headers["webhook-id"]));
    expect(ids).toHaveLength(15);
    expect(new Set(ids).size).toBe(15);
  });

  it("describes every event in the OpenAPI document's webhooks section", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json() as {
      webhooks: Record<string, { post: { parameters: { name: string }[] } }>;
    };
    expect(Object.keys(document.webhooks)).toEqual([
      "booking.created",
      "booking.confirmed",
      "booking.cancelled",
      "booking.changed",
      "booking.completed",
      "payment.succeeded",
      "payment.refunded",
      "driver.assigned",
      "ping",
    ]);
    expect(document.webhooks["booking.created"]?.post.parameters.map((p) => p.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
  });
});
