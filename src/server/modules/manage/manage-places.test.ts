import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  demoFieldIds,
  PLACES,
  placeRef,
  postJson,
  refOf,
  testPlaceReferences,
} from "../../../../tests/fixtures/trips.js";
import { bookForManage, inDays, postForm, setBookingPolicy } from "../../../../tests/kits/manage/booking.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";

/**
 * Places on the manage page (decision 0126): the booking's places signed for the page's script,
 * the script served from our origin, a place change sent as the script sends it (signed
 * references and the measured route) re-priced as a new booking, and forged places refused.
 */
let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.deleteFrom("mailOutbox").execute();
  await setBookingPolicy(t, auth, { autoAcceptChanges: true });
});

const bookingRow = (id: number) =>
  t.database.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const history = (id: number) =>
  t.database.db.selectFrom("bookingChanges").selectAll().where("bookingId", "=", id).execute();

/** A hidden input's value on the page, by its name. */
const hiddenValue = (html: string, name: string) =>
  new RegExp(`<input type="hidden" id="[^"]+" name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";

/** The route the script asks for, between two points. */
async function route(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
  const query = new URLSearchParams({
    fromLat: String(from.lat),
    fromLng: String(from.lng),
    toLat: String(to.lat),
    toLng: String(to.lng),
  });
  const answer = await t.app.inject({ method: "GET", url: `/api/geo/demomodule/route?${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { distanceKm: number; durationMinutes: number };
}

describe("the manage page's places", () => {
  it("offers the booking's places, signed, to our own script; without it a note says what still works", async () => {
    const { path } = await bookForManage(t, fields, inDays(6));
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.body).toContain('<script src="/manage/place-search.js" defer></script>');
    expect(page.body).toContain('<fieldset id="change-places" hidden');
    expect(page.body).toContain('role="combobox"');
    expect(page.body).toContain('aria-controls="change-from-list"');
    expect(page.body).toContain("the other fields of this form work without it");
    // The script's texts, translated, with the placeholders it fills in.
    expect(page.body).toContain('data-chosen="Place chosen: {place}"');
    expect(page.body).toContain('data-found="{count} places found.');
    // Disabled: the form without the script never sends places.
    expect(page.body).toMatch(/name="startingPlace" value="[^"]+"[^>]* disabled>/);
    const check = testPlaceReferences().verify("demomodule", hiddenValue(page.body, "arrivalPlace"));
    expect(check).toMatchObject({ ok: true, place: { label: "La Croisette, Cannes" } });

    const script = await t.app.inject({ method: "GET", url: "/manage/place-search.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("text/javascript");
    expect(() => new Function(script.body)).not.toThrow();
    expect(script.body).toContain("aria-activedescendant");
  });

  it("a new pick-up place sent as the script sends it is re-priced as a new booking of that trip", async () => {
    const pickUpTime = inDays(6);
    const { id, path } = await bookForManage(t, fields, pickUpTime);
    const before = await bookingRow(id);
    const page = await t.app.inject({ method: "GET", url: path });
    const measured = await route(PLACES.monaco, PLACES.cannes);
    const sent = await postForm(t, `${path}/change`, {
      date: pickUpTime.slice(0, 10),
      time: pickUpTime.slice(11),
      passengers: "1",
      startingPlace: refOf("monaco"),
      arrivalPlace: hiddenValue(page.body, "arrivalPlace"),
      distanceKm: String(measured.distanceKm),
      durationMinutes: String(measured.durationMinutes),
    });
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toBe(`${path}?change=applied`);

    const after = await bookingRow(id);
    expect(after).toMatchObject({
      startingAddress: "Monaco, Monaco",
      arrivalAddress: "La Croisette, Cannes",
    });
    const estimate = await postJson(t.app, "/api/module/demomodule/estimate-price", {
      startingPlace: refOf("monaco"),
      arrivalPlace: refOf("cannes"),
      ...measured,
      pickUpTime,
    });
    expect(after.price / 100).toBe(estimate.json().data.price);
    expect(after.price).not.toBe(before.price);
    const [line] = (await history(id))[0]?.changes ?? [];
    expect(line).toEqual({ field: "from", from: "Place Masséna, Nice", to: "Monaco, Monaco" });
  });

  it("a forged, foreign or unsigned place is refused with 400 PLACE_INVALID and nothing changes", async () => {
    const pickUpTime = inDays(6);
    const { id, path } = await bookForManage(t, fields, pickUpTime);
    const json = (startingPlace: string) =>
      postJson(t.app, `${path}/change`, {
        pickUpTime,
        passengers: 1,
        startingPlace,
        arrivalPlace: refOf("cannes"),
        distanceKm: 33,
        durationMinutes: 40,
      });
    const foreign = placeRef(PLACES.monaco, "Monaco", { moduleId: "othermodule" });
    const tampered = `${refOf("monaco").slice(0, -3)}AAA`;
    for (const place of ["Monaco", foreign, tampered]) {
      const answer = await json(place);
      expect(answer.statusCode, place).toBe(400);
      expect(answer.json().data).toBe("PLACE_INVALID");
    }
    // The page's form: the page again with the refusal announced, the booking as it was.
    const form = await postForm(t, `${path}/change`, {
      date: pickUpTime.slice(0, 10),
      time: pickUpTime.slice(11),
      passengers: "1",
      startingPlace: "forged",
      arrivalPlace: refOf("cannes"),
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('role="alert"');
    // The forged pick-up is not shown again: the booked one is.
    expect(form.body).toMatch(/id="change-from"[^>]* value="Place Masséna, Nice"/);
    // A signed place refused for its route is shown again, to be sent again as is.
    const implausible = await postForm(t, `${path}/change`, {
      date: pickUpTime.slice(0, 10),
      time: pickUpTime.slice(11),
      passengers: "1",
      startingPlace: refOf("monaco"),
      arrivalPlace: refOf("cannes"),
      distanceKm: "900",
      durationMinutes: "2",
    });
    expect(implausible.statusCode).toBeGreaterThanOrEqual(400);
    expect(implausible.statusCode).toBeLessThan(500);
    expect(implausible.body).toContain('value="Monaco, Monaco"');
    expect(implausible.body).toContain('data-changed="1"');
    expect((await bookingRow(id)).startingAddress).toBe("Place Masséna, Nice");
    expect(await history(id)).toEqual([]);
  });
});
