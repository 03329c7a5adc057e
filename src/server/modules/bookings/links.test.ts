import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkoutOf, demoFieldIds, PLACES, placeRef, postJson } from "../../../../tests/fixtures/trips.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";

let t: TestApp;
let fields: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  fields = await demoFieldIds(t.app);
});
afterAll(() => t.close());

interface Links {
  bookingId: number;
  confirm: string;
  cancel: string;
}

/** Books a trip and reads the owner's links out of the queued e-mail, as the owner would. */
async function bookAndReadLinks(pickUpTime = "2027-03-10T10:00"): Promise<Links> {
  const response = await postJson(
    t.app,
    "/api/booking/demomodule/checkout",
    checkoutOf(fields, { pickUpTime }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const mail = await t.database.db
    .selectFrom("mailOutbox")
    .select("text")
    .where("template", "=", "booking-new")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const confirm = /\/booking\/confirm\?id=(\d+)&token=([\w-]+)/.exec(mail.text);
  const cancel = /\/booking\/canceled\?id=(\d+)&token=([\w-]+)/.exec(mail.text);
  return { bookingId: Number(confirm?.[1]), confirm: confirm?.[2] ?? "", cancel: cancel?.[2] ?? "" };
}

const statusOf = async (id: number) =>
  (await t.database.db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirstOrThrow())
    .status;
const customerMails = (template: string) =>
  t.database.db
    .selectFrom("mailOutbox")
    .select(["toAddress", "subject", "text"])
    .where("template", "=", template)
    .execute();

beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.updateTable("modules").set({ bookingCounter: 0 }).execute();
  await t.database.db.deleteFrom("mailOutbox").execute();
});

describe("the owner's e-mailed links (API)", () => {
  it("GET shows the booking and changes nothing; POST confirms once and tells the customer", async () => {
    const links = await bookAndReadLinks();
    const url = `/api/booking/${links.bookingId}/confirm/${links.confirm}`;
    for (let i = 0; i < 3; i++) {
      const look = await t.app.inject({ method: "GET", url });
      expect(look.statusCode).toBe(200);
      expect(look.json().data).toMatchObject({
        number: 1,
        status: "VALIDATED",
        customer: "Camille Durand",
        from: "Place Masséna, Nice",
        pickUp: "10/03/2027 10:00",
      });
      expect(look.json().data.price).toMatch(/^81,40\s€$/u); // Intl puts a no-break space before €
    }
    expect(await statusOf(links.bookingId)).toBe("VALIDATED");
    expect(await customerMails("booking-confirmed")).toEqual([]);

    const act = await t.app.inject({
      method: "POST",
      url,
      payload: { message: "See you at 10:00 <b>sharp</b>." },
    });
    expect(act.statusCode).toBe(200);
    expect(act.json().data.status).toBe("CONFIRMED");
    expect(await statusOf(links.bookingId)).toBe("CONFIRMED");
    const [mail] = await customerMails("booking-confirmed");
    expect(mail).toMatchObject({ toAddress: "camille.durand@example.com" });
    expect(mail?.text).toContain("See you at 10:00 <b>sharp</b>.");

    const again = await t.app.inject({ method: "POST", url });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ data: "BOOKING_ALREADY_CONFIRMED" });
    const cancelAfter = await t.app.inject({
      method: "POST",
      url: `/api/booking/${links.bookingId}/cancel/${links.cancel}`,
    });
    expect(cancelAfter.json()).toMatchObject({ data: "BOOKING_ALREADY_CONFIRMED" });
    expect(await customerMails("booking-confirmed")).toHaveLength(1);
  });

  it("cancel frees the vehicle and e-mails the customer, even without a message", async () => {
    const links = await bookAndReadLinks();
    const url = `/api/booking/${links.bookingId}/cancel/${links.cancel}`;
    const act = await t.app.inject({ method: "POST", url, payload: { message: " " } });
    expect(act.json().data.status).toBe("CANCELED");
    const occupancy = await t.database.db.selectFrom("vehicleOccupancy").select("active").execute();
    expect(occupancy).toEqual([{ active: false }]);
    const [mail] = await customerMails("booking-canceled");
    expect(mail?.subject).toBe("Réservation n° 1 annulée par Riviera Chauffeurs");
    expect(mail?.text).toContain("Contactez Riviera Chauffeurs pour toute question.");
    expect((await t.app.inject({ method: "POST", url })).json()).toMatchObject({
      data: "BOOKING_ALREADY_CANCELED",
    });
  });

  it("each token opens only its own booking and purpose", async () => {
    const first = await bookAndReadLinks("2027-03-10T10:00");
    const second = await bookAndReadLinks("2027-03-11T10:00");
    const wrongPurpose = await t.app.inject({
      method: "POST",
      url: `/api/booking/${first.bookingId}/confirm/${first.cancel}`,
    });
    expect(wrongPurpose.statusCode).toBe(404);
    expect(wrongPurpose.json()).toMatchObject({ data: "LINK_INVALID" });
    const wrongBooking = await t.app.inject({
      method: "GET",
      url: `/api/booking/${second.bookingId}/confirm/${first.confirm}`,
    });
    expect(wrongBooking.json()).toMatchObject({ data: "LINK_INVALID" });
    const forged = await t.app.inject({
      method: "GET",
      url: `/api/booking/${first.bookingId}/confirm/${"A".repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
    expect(await statusOf(first.bookingId)).toBe("VALIDATED");
  });

  it("stores only the hash of the tokens, and links expire a day after the pick-up", async () => {
    const links = await bookAndReadLinks();
    const rows = await t.database.db.selectFrom("bookingLinks").select(["tokenHash", "expiresAt"]).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toContain(links.confirm);
    }
    await t.database.db
      .updateTable("bookingLinks")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    const expired = await t.app.inject({
      method: "POST",
      url: `/api/booking/${links.bookingId}/confirm/${links.confirm}`,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ data: "TOKEN_EXPIRED" });
    expect(await statusOf(links.bookingId)).toBe("VALIDATED");
  });

  it("an expired booking can be neither confirmed nor canceled", async () => {
    const links = await bookAndReadLinks();
    await t.database.db.updateTable("bookings").set({ status: "EXPIRED" }).execute();
    const act = await t.app.inject({
      method: "POST",
      url: `/api/booking/${links.bookingId}/confirm/${links.confirm}`,
    });
    expect(act.json()).toMatchObject({ data: "BOOKING_EXPIRED" });
  });
});

describe("the link pages /booking/confirm and /booking/canceled", () => {
  it("GET renders the booking with a button and changes nothing; the form POST acts", async () => {
    const links = await bookAndReadLinks();
    const page = `/booking/confirm?id=${links.bookingId}&token=${links.confirm}`;
    const look = await t.app.inject({ method: "GET", url: page });
    expect(look.statusCode).toBe(200);
    expect(look.headers["content-security-policy"]).toBeDefined();
    // The page shows the customer's name, phone and trip: neither the browser nor a proxy keeps it.
    expect(look.headers["cache-control"]).toBe("private, no-store");
    expect(look.body).toContain("Confirmer la réservation");
    expect(look.body).toContain('<form method="post"');
    expect(await statusOf(links.bookingId)).toBe("VALIDATED");

    const act = await t.app.inject({
      method: "POST",
      url: page,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "message=A+bient%C3%B4t",
    });
    // POST-redirect-GET: the result is a page of its own, so a reload reads it and posts nothing.
    expect(act.statusCode).toBe(303);
    expect(act.headers["cache-control"]).toBe("private, no-store");
    expect(act.headers.location).toBe(`${page}&done=1`);
    expect(await statusOf(links.bookingId)).toBe("CONFIRMED");
    const [mail] = await customerMails("booking-confirmed");
    expect(mail?.text).toContain("A bientôt");
    for (const attempt of [1, 2]) {
      const result = await t.app.inject({ method: "GET", url: String(act.headers.location) });
      expect(result.statusCode, `read ${attempt}`).toBe(200);
      expect(result.headers["cache-control"]).toBe("private, no-store");
      expect(result.body).toContain("Réservation confirmée");
      expect(result.body).not.toContain("<form");
    }
    expect(await customerMails("booking-confirmed")).toHaveLength(1);

    const reopened = await t.app.inject({ method: "GET", url: page });
    expect(reopened.body).toContain("Cette réservation est déjà confirmée.");
    expect(reopened.body).not.toContain("<form");
  });

  it("the cancel result page shows only once the booking is canceled", async () => {
    const links = await bookAndReadLinks();
    const page = `/booking/canceled?id=${links.bookingId}&token=${links.cancel}`;
    // A result address opened before the decision asks, as the page itself does.
    const early = await t.app.inject({ method: "GET", url: `${page}&done=1` });
    expect(early.body).toContain('<form method="post"');
    expect(await statusOf(links.bookingId)).toBe("VALIDATED");
    const act = await t.app.inject({ method: "POST", url: page });
    expect(act.statusCode).toBe(303);
    expect(act.headers.location).toBe(`${page}&done=1`);
    const result = await t.app.inject({ method: "GET", url: String(act.headers.location) });
    expect(result.body).toContain("Réservation annulée");
    expect(await statusOf(links.bookingId)).toBe("CANCELED");
  });

  it("a wrong token shows an error page in the reader's language", async () => {
    const links = await bookAndReadLinks();
    const response = await t.app.inject({
      method: "GET",
      url: `/booking/canceled?id=${links.bookingId}&token=${"B".repeat(43)}`,
      headers: { "accept-language": "es-ES,es;q=0.9" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Este enlace no es válido.");
  });

  it("owner and customer text is escaped on the page", async () => {
    // A provider's label is text from outside too: signed, but never trusted as HTML.
    const body = checkoutOf(fields, {
      startingPlace: placeRef(PLACES.nice, '<img src=x onerror="alert(1)">'),
    });
    await postJson(t.app, "/api/booking/demomodule/checkout", body);
    const mail = await t.database.db
      .selectFrom("mailOutbox")
      .select("text")
      .where("template", "=", "booking-new")
      .executeTakeFirstOrThrow();
    const match = /\/booking\/confirm\?id=(\d+)&token=([\w-]+)/.exec(mail.text);
    const page = await t.app.inject({
      method: "GET",
      url: `/booking/confirm?id=${match?.[1]}&token=${match?.[2]}`,
    });
    expect(page.body).not.toContain("<img src=x");
    expect(page.body).toContain("&lt;img src=x");
  });
});

describe("the pages' content security policy", () => {
  it("does not ask a plain-http install to upgrade its requests to https", async () => {
    const page = await t.app.inject({ method: "GET", url: "/demo/" });
    const csp = page.headers["content-security-policy"] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
});
