// The owner's webhooks (issue 35), against the real server and a receiver on 127.0.0.1 (the e2e
// server allows loopback, WEBHOOK_ALLOW_LOOPBACK): an endpoint added in the admin with its secret
// shown once, a test event and a new booking delivered signed as Standard Webhooks says, and both
// listed in the endpoint's latest deliveries with their response code. axe on the page.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { bearerHeader, openAdminPage, signInAsDemoOwner } from "./support/admin.js";
import { axeViolations } from "./support/axe.js";
import { bookRide } from "./support/book-ride.js";
import { dayAhead } from "./support/widget-form.js";

test.use({ locale: "en-US" });
test.setTimeout(180_000);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The owner's receiver: answers 204 to every POST and keeps what came. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/${randomBytes(4).toString("hex")}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks' check, as docs/integrations.md gives it: HMAC-SHA-256 of "id.timestamp.body". */
function signedWith(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`)
    .digest("base64");
  return String(headers["webhook-signature"]).split(" ").includes(`v1,${expected}`);
}

test("the owner adds an endpoint, sends a test event, and sees it and a new booking delivered", async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signInAsDemoOwner(page);
    const headers = await bearerHeader(page);
    expect((await page.request.get("/api/admin/language?lang=en", { headers })).status()).toBe(200);
    await openAdminPage(page, "webhooks");

    await page.getByLabel("Address (https://…)").fill(receiver.url);
    await page.getByLabel("Description (optional)").fill("Dispatch sheet");
    await page.getByLabel(/^Booking made/).check();
    await page.getByRole("button", { name: "Add the endpoint" }).click();
    const shown = page.getByRole("status").filter({ hasText: "copy it now, it will not be shown again" });
    const secret = (await shown.locator("code").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    await shown.getByRole("button", { name: "I have copied it" }).click();
    expect(await axeViolations(page)).toEqual([]);

    // A test event, then a booking made by a customer: each arrives once, signed.
    await page.getByRole("button", { name: "Send a test event" }).click();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const lastName = `Hook${randomBytes(3).toString("hex")}`;
    const number = await bookRide(page.request, `${dayAhead(40)}T11:00`, {
      firstName: "Noa",
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
    });
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    const [ping, created] = receiver.received as [Received, Received];
    expect(JSON.parse(ping.body)).toMatchObject({ type: "ping" });
    expect(JSON.parse(created.body)).toMatchObject({
      type: "booking.created",
      data: { booking: { number } },
    });
    for (const delivery of receiver.received) expect(signedWith(secret, delivery)).toBe(true);
    expect(signedWith(`whsec_${randomBytes(32).toString("base64")}`, created)).toBe(false);

    // The owner sees both delivered, with the receiver's answer.
    await openAdminPage(page, "webhooks");
    const deliveries = page.locator("table").filter({ hasText: "booking.created" });
    await expect(deliveries.locator("tbody tr")).toHaveCount(2);
    for (const event of ["ping", "booking.created"]) {
      const row = deliveries.locator("tbody tr").filter({ hasText: event });
      await expect(row).toContainText("Delivered");
      await expect(row).toContainText("204");
    }
    expect(await axeViolations(page)).toEqual([]);

    // Removed, so the other specs' bookings are not sent anywhere.
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Endpoint deleted.")).toBeVisible();
  } finally {
    await receiver.close();
  }
});
