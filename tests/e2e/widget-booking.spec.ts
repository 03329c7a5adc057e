// The whole customer flow on the demo page (a hostile host), against the real server and its
// demo module: addresses from the offline gazetteer, the server's estimates, discount and
// checkout, then the booking read back through the admin API.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { axeBuilder } from "./support/axe.js";
import {
  focusBeforeWidget,
  keyAddress,
  keyConsent,
  keyFields,
  tabTo,
  typeDateTime,
} from "./support/keyboard.js";
import { AIRPORT, chooseAddress, dayAhead, MONACO, priceShown, SIGN_NAME } from "./support/widget-form.js";

test.use({ locale: "fr-FR", timezoneId: "Europe/Paris" });
test.describe.configure({ mode: "serial" });
// Each booking waits out the debounces (address search, route, estimate): 1 s each.
test.setTimeout(90_000);

const DEMO_EMAIL = "demo@chauffeur.example";
const CHILD_AGES = "Âge des enfants";
const VEHICLE_FULL = "This vehicle is already booked at that time, please choose another time or vehicle.";

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/auth/signin", {
    data: { email: DEMO_EMAIL, password: process.env.DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.accessToken;
}

/** The owner's custom row with two inputs, created once for this server's demo module. */
async function ensureCustomRow(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await request.get("/api/admin/fields", { headers })).json();
  if (list.data.fields.some((field: { name1: string }) => field.name1 === SIGN_NAME)) return;
  const created = await request.post("/api/admin/fields", {
    headers,
    data: { name1: SIGN_NAME, name2: CHILD_AGES, required1: true, required2: false },
  });
  expect(created.ok()).toBe(true);
}

async function findBooking(request: APIRequestContext, token: string, number: number) {
  const response = await request.get("/api/admin/bookings?page=1", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { bookings } = (await response.json()).data as { bookings: Record<string, unknown>[] };
  return bookings.find((booking) => booking.number === number);
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await axeBuilder(page).include("chauffeur-booking").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual([]);
}

/** Types into an address box and picks a suggestion, as a customer does. */
/** Airport → Monaco (the owner's 90 € package) on the given day at 10:00. */
async function fillTrip(widget: Locator, day: string) {
  await chooseAddress(widget, "Adresse de prise en charge", "Aéroport Nice", AIRPORT);
  await chooseAddress(widget, "Adresse de destination", "Monaco", MONACO);
  await widget.getByLabel("Date de prise en charge").fill(day);
  await widget.getByLabel("Heure de prise en charge").fill("10:00");
}

async function fillDetails(widget: Locator) {
  await widget.getByLabel("Prénom").fill("Camille");
  await widget.getByLabel("Nom", { exact: true }).fill("Laurent");
  await widget.getByLabel("E-mail").fill("camille.laurent@example.com");
  await widget.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
  await widget.getByLabel(SIGN_NAME).fill("LAURENT");
  await widget.getByLabel(CHILD_AGES).fill("4 et 7 ans");
  await widget.getByLabel(/J’accepte/).check();
}

/** Books and returns the server's answer, after checking the confirmation shows its number. */
async function book(page: Page, widget: Locator) {
  await priceShown(widget);
  const answer = page.waitForResponse((response) => response.url().endsWith("/checkout"));
  await widget.getByRole("button", { name: "Réserver" }).click();
  const body = await (await answer).json();
  expect(body.success).toBe(true);
  await expect(widget.getByRole("heading", { name: "Réservation effectuée" })).toBeFocused();
  await expect(widget.locator(".cb-booking-number")).toHaveText(String(body.data.number));
  return body.data as { number: number; price: number; paymentMode: string };
}

let token = "";

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  await ensureCustomRow(request, token);
});

test("a full booking with driver payment: suggestion, vehicle, option, custom fields, discount, consent", async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const events: { type: string; detail: unknown }[] = [];
    Object.assign(window, { widgetEvents: events });
    for (const type of ["ready", "estimate", "booked", "error"]) {
      document.addEventListener(`chauffeur-booking:${type}`, (event) =>
        events.push({ type, detail: (event as CustomEvent).detail }),
      );
    }
  });
  await page.goto("/demo/");
  const widget = page.locator("chauffeur-booking");
  await fillTrip(widget, dayAhead(30));
  await widget.getByRole("radio", { name: /Berline/ }).check();
  await widget.getByRole("button", { name: "Un de plus\u202F: Child seat" }).click();
  await fillDetails(widget);

  // Without a map key the summary shows the trip on OpenStreetMap's map, and nothing complains.
  const summary = widget.getByRole("complementary", { name: "Récapitulatif" });
  await expect(summary).toContainText("Aéroport Nice-Côte d'Azur (NCE), France");
  await expect(summary).toContainText(/\d+(,\d)? km/);
  await expect(summary.locator(".cb-total strong")).toHaveText(/^100,00\s€$/);
  await expect(summary).toContainText("Nice airport ↔ Monaco");
  await expect(summary.getByRole("region", { name: "Carte du trajet" })).toContainText("OpenStreetMap");
  // A marker on each address and the line between them.
  await expect(summary.locator(".leaflet-overlay-pane path")).toHaveCount(3);

  await widget.getByLabel("Code de réduction").fill("WELCOME10");
  await widget.getByRole("button", { name: "Appliquer" }).click();
  await expect(widget.getByText("Code WELCOME10 appliqué\u202F: 10 % de remise.")).toBeVisible();
  await expect(widget.getByLabel("Code de réduction")).toBeDisabled();
  await expect(summary.locator(".cb-total s")).toContainText(/100,00\s€/);
  await expect(summary.locator(".cb-total strong")).toHaveText(/^90,00\s€$/);
  const shown = await summary.locator(".cb-total strong").textContent();

  await expectNoSeriousA11yViolations(page);
  const booking = await book(page, widget);
  // The server's own price is the one the customer saw.
  expect(new Intl.NumberFormat("fr", { style: "currency", currency: "EUR" }).format(booking.price)).toBe(
    shown,
  );
  await expect(widget).toContainText(/Total\u202F: 90,00\s€, à régler au chauffeur\./);
  await expectNoSeriousA11yViolations(page);

  const stored = await findBooking(request, token, booking.number);
  expect(stored).toMatchObject({
    status: "VALIDATED",
    paymentMode: "DRIVER",
    vehicle: "Berline",
    startingAddress: AIRPORT,
    arrivalAddress: MONACO,
    route: "ONE_WAY",
    price: 90,
    undiscountedPrice: 100,
    options: [{ name: "Child seat", quantity: 1 }],
    fields: [
      { name: SIGN_NAME, value: "LAURENT" },
      { name: CHILD_AGES, value: "4 et 7 ans" },
    ],
    discount: { code: "WELCOME10", percentageDiscount: 10 },
    customer: { firstName: "Camille", lastName: "Laurent", email: "camille.laurent@example.com" },
  });

  const events = await page.evaluate(
    () => (window as unknown as { widgetEvents: { type: string }[] }).widgetEvents,
  );
  expect(events.map((event) => event.type)).toContain("estimate");
  expect(events.filter((event) => event.type !== "estimate")).toEqual([
    { type: "ready", detail: { moduleId: "demomodule" } },
    {
      type: "booked",
      detail: { moduleId: "demomodule", bookingNumber: String(booking.number), paymentMode: "DRIVER" },
    },
  ]);
  expect(problems).toEqual([]);
});

test("a round trip is priced for both legs and booked as such", async ({ page, request }) => {
  await page.goto("/demo/");
  const widget = page.locator("chauffeur-booking");
  await widget.getByText("Aller-retour", { exact: true }).click();
  const day = dayAhead(31);
  await fillTrip(widget, day);
  await widget.getByLabel("Date du retour").fill(day);
  await widget.getByLabel("Heure du retour").fill("18:00");
  await fillDetails(widget);
  const lines = widget.getByRole("list", { name: "Détail du prix" });
  await expect(lines).toContainText("Nice airport ↔ Monaco (Aller)");
  await expect(lines).toContainText("Nice airport ↔ Monaco (Retour)");
  await expect(widget.locator(".cb-total strong")).toHaveText(/^180,00\s€$/);
  const booking = await book(page, widget);
  expect(await findBooking(request, token, booking.number)).toMatchObject({
    route: "ROUND_TRIP",
    returnPickUpTime: `${day}T18:00`,
    price: 180,
  });
});

test("a trip longer than the owner's maximum shows the owner's message", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${token}` };
  const settings = (await (await request.get("/api/admin/settings", { headers })).json()).data;
  const message = "Nous ne roulons pas au-delà de 60 km.";
  const limited = { ...settings, checkboxMaxDistance: true, maxDistance: 60, msgErrorMaxDistance: message };
  expect((await request.post("/api/admin/settings", { headers, data: limited })).ok()).toBe(true);
  try {
    await page.goto("/demo/");
    const widget = page.locator("chauffeur-booking");
    await chooseAddress(widget, "Adresse de prise en charge", "Nice", "Nice, France");
    await chooseAddress(widget, "Adresse de destination", "Marseille", "Marseille, France");
    await widget.getByLabel("Date de prise en charge").fill(dayAhead(32));
    await widget.getByLabel("Heure de prise en charge").fill("10:00");
    await expect(widget.getByRole("alert")).toHaveText(message);
    await expect(widget.locator(".cb-total")).toHaveCount(0);
  } finally {
    await request.post("/api/admin/settings", { headers, data: settings });
  }
});

test("a fully booked vehicle is refused with the owner's message", async ({ page }) => {
  const day = dayAhead(33);
  // The demo fleet has one van: a first customer takes it.
  await page.goto("/demo/");
  let widget = page.locator("chauffeur-booking");
  await fillTrip(widget, day);
  await widget.getByRole("radio", { name: /Van/ }).check();
  await fillDetails(widget);
  await expect(widget.locator(".cb-total strong")).toBeVisible();
  await book(page, widget);

  await page.goto("/demo/");
  widget = page.locator("chauffeur-booking");
  await fillTrip(widget, day);
  await widget.getByRole("radio", { name: /Van/ }).check();
  await fillDetails(widget);
  await expect(
    widget.getByText("Ce véhicule semble complet à cette heure-là.", { exact: false }),
  ).toBeVisible();
  await widget.getByRole("button", { name: "Réserver" }).click();
  await expect(widget.locator(".cb-form-alert")).toHaveText(VEHICLE_FULL);
  await expect(widget.getByRole("button", { name: "Réserver" })).toBeEnabled();
});

test("the whole flow can be completed with the keyboard only", async ({ page }) => {
  await page.goto("/demo/");
  const widget = page.locator("chauffeur-booking");
  const pickup = widget.getByRole("combobox", { name: "Adresse de prise en charge" });
  await expect(pickup).toBeVisible();
  // From the page's own link just before the widget, into the widget by Tab.
  await focusBeforeWidget(page);
  await keyAddress(page, pickup, "Aéroport Nice", AIRPORT);
  const dropoff = widget.getByRole("combobox", { name: "Adresse de destination" });
  await keyAddress(page, dropoff, "Monaco", MONACO);

  const date = widget.getByLabel("Date de prise en charge");
  await tabTo(page, date);
  await typeDateTime(page, date, widget.getByLabel("Heure de prise en charge"), dayAhead(34), "10:00");

  await tabTo(page, widget.getByRole("radio", { name: /Berline/ }));
  await tabTo(page, widget.getByRole("button", { name: "Un de plus\u202F: Child seat" }));
  await page.keyboard.press("Enter");
  await expect(widget.getByRole("spinbutton", { name: /^Child seat/ })).toHaveValue("1");

  await keyFields(page, widget, [
    ["Prénom", "Sacha"],
    ["Nom", "Martin"],
    ["E-mail", "sacha.martin@example.com"],
    ["Téléphone", "0612345678"],
  ]);
  // The discount code comes before the owner's own row, as in the owner's order.
  await tabTo(page, widget.getByLabel("Code de réduction"));
  await page.keyboard.type("WELCOME10");
  await page.keyboard.press("Enter");
  await expect(widget.getByText("Code WELCOME10 appliqué\u202F: 10 % de remise.")).toBeVisible();
  await tabTo(page, widget.getByLabel(SIGN_NAME));
  await page.keyboard.type("MARTIN");
  await keyConsent(page, widget);
  await expect(widget.locator(".cb-total strong")).toHaveText(/^90,00\s€$/);

  await tabTo(page, widget.getByRole("button", { name: "Réserver" }));
  await page.keyboard.press("Enter");
  await expect(widget.getByRole("heading", { name: "Réservation effectuée" })).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a 360×740 screen books without horizontal scrolling, the summary under the form", async ({
    page,
  }) => {
    await page.goto("/demo/");
    const widget = page.locator("chauffeur-booking");
    await fillTrip(widget, dayAhead(35));
    await fillDetails(widget);
    const summary = widget.getByRole("complementary", { name: "Récapitulatif" });
    await expect(summary.locator(".cb-total strong")).toHaveText(/^90,00\s€$/);
    const form = await widget.getByRole("form").boundingBox();
    const aside = await summary.boundingBox();
    expect(aside && form && aside.y >= form.y + form.height - 1).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
    await book(page, widget);
  });
});

test("switches between French, English and Spanish and remembers the choice", async ({ page }) => {
  await page.goto("/demo/");
  const widget = page.locator("chauffeur-booking");
  await expect(widget.getByLabel("Adresse de prise en charge")).toBeVisible();
  await widget.getByLabel("Langue").selectOption("en");
  await expect(widget.getByLabel("Pickup address")).toBeVisible();
  await expect(widget.getByRole("button", { name: "Book" })).toBeVisible();
  await widget.getByLabel("Language").selectOption("es");
  await expect(widget.getByLabel("Dirección de recogida")).toBeVisible();
  await expect(widget.getByRole("button", { name: "Reservar" })).toBeVisible();

  // The stored choice comes back on the next visit…
  await page.reload();
  await expect(widget.getByLabel("Dirección de recogida")).toBeVisible();
  // …and the host page's lang attribute comes first.
  await widget.evaluate((element) => element.setAttribute("lang", "en"));
  await expect(widget.getByLabel("Pickup address")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
