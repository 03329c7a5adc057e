// The rides of issue 32 on the demo page, against the real server and the demo as a start seeds
// it (src/server/demo/demo-ride-kinds.ts): a 3-hour hire booked with the keyboard only, and a
// transfer through two stops whose price is the API's estimate; each screen passes axe at 360 px.
// The deposit and tip, which need card payments, are in payments.spec.ts.
import { expect, type Locator, test } from "@playwright/test";
import { axeViolations } from "./support/axe.js";
import {
  focusBeforeWidget,
  keyAddress,
  keyConsent,
  keyFields,
  tabTo,
  typeDateTime,
} from "./support/keyboard.js";
import { AIRPORT, chooseAddress, dayAhead, MONACO, SIGN_NAME } from "./support/widget-form.js";

test.use({ locale: "fr-FR", timezoneId: "Europe/Paris" });
// Each step waits out the debounces (address search, route, estimate): 1 s each.
test.setTimeout(90_000);

/** The summary's total as a number of euros ("195,00 €" → 195). */
async function shownTotal(widget: Locator): Promise<number> {
  const text = (await widget.locator(".cb-summary .cb-total strong").textContent()) ?? "";
  return Number(text.replace(/[^\d,]/g, "").replace(",", "."));
}

test("a customer books 3 hours of hire with the keyboard only", async ({ page }) => {
  await page.goto("/demo/");
  const widget = page.locator("chauffeur-booking");
  const transfer = widget.getByRole("radio", { name: "Transfert" });
  await expect(transfer).toBeChecked();
  // From the page's own text just before the widget, into the widget by Tab.
  await focusBeforeWidget(page);
  await tabTo(page, transfer);
  await page.keyboard.press("ArrowRight");
  await expect(widget.getByRole("radio", { name: "Mise à disposition" })).toBeChecked();

  const pickup = widget.getByRole("combobox", { name: "Adresse de prise en charge" });
  await keyAddress(page, pickup, "Aéroport Nice", AIRPORT);
  // The drop-off of a hire is optional: left empty.
  await expect(widget.getByLabel("Adresse de dépose (facultative)")).toBeVisible();

  const date = widget.getByLabel("Date de prise en charge");
  await tabTo(page, date);
  await typeDateTime(page, date, widget.getByLabel("Heure de prise en charge"), dayAhead(41), "10:00");

  // A closed select moves by the arrow keys: 30 min, 1 h, 1 h 30, 2 h, 2 h 30, 3 h.
  const duration = widget.getByLabel("Durée");
  await tabTo(page, duration);
  for (let step = 0; step < 6; step++) await page.keyboard.press("ArrowDown");
  await expect(duration).toHaveValue("180");

  await keyFields(page, widget, [
    ["Prénom", "Élise"],
    ["Nom", "Moreau"],
    ["E-mail", "elise.moreau@example.com"],
    ["Téléphone", "0612345678"],
  ]);
  if ((await widget.getByLabel(SIGN_NAME).count()) > 0) {
    await tabTo(page, widget.getByLabel(SIGN_NAME));
    await page.keyboard.type("MOREAU");
  }
  await keyConsent(page, widget);
  // The sedan by the hour: 3 h × 65 € (src/server/demo/demo-ride-kinds.ts), no night surcharge at 10:00.
  await expect(widget.locator(".cb-summary .cb-total strong")).toHaveText(/^195,00\s€$/);

  const answer = page.waitForResponse((response) => response.url().endsWith("/checkout"));
  await tabTo(page, widget.getByRole("button", { name: "Réserver" }));
  await page.keyboard.press("Enter");
  const body = await (await answer).json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  expect(body.data.price).toBe(195);
  await expect(widget.getByRole("heading", { name: "Réservation effectuée" })).toBeFocused();
});

test("a transfer through two stops shows the API's estimate", async ({ page, request }) => {
  await page.goto("/demo/");
  const widget = page.locator("chauffeur-booking");
  await chooseAddress(widget, "Adresse de prise en charge", "Aéroport Nice", AIRPORT);
  await widget.getByRole("button", { name: "Ajouter un arrêt" }).click();
  await chooseAddress(widget, "Arrêt 1", "Antibes", "Antibes, France");
  await widget.getByLabel("Attente à l’arrêt 1 (min)").fill("15");
  await widget.getByRole("button", { name: "Ajouter un arrêt" }).click();
  await chooseAddress(widget, "Arrêt 2", "Cannes", "Cannes, France");
  await chooseAddress(widget, "Adresse de destination", "Monaco", MONACO);
  // The widget's estimates as the server answered them; the last one is the one shown.
  const estimates: Record<string, unknown>[] = [];
  page.on("response", async (response) => {
    if (!response.url().includes("/estimate-price")) return;
    const body = await response.json().catch(() => null);
    if (body?.success) estimates.push(body.data);
  });
  const day = dayAhead(42);
  await widget.getByLabel("Date de prise en charge").fill(day);
  await widget.getByLabel("Heure de prise en charge").fill("11:00");
  await expect(widget.locator(".cb-summary .cb-total strong")).toBeVisible();
  await expect.poll(() => estimates.length).toBeGreaterThan(0);
  // The stop fee is a line of the estimate (10 € each), and the summary shows its total.
  await expect
    .poll(() => ((estimates.at(-1)?.lines ?? []) as { kind: string }[]).some((line) => line.kind === "stops"))
    .toBe(true);
  const answered = estimates.at(-1) as { price: number; distanceKm: number; durationMinutes: number };
  await expect.poll(() => shownTotal(widget)).toBe(answered.price);

  // The same trip asked of the API directly, with the browser's route, prices the same.
  const ref = async (query: string, label: string) => {
    const found = await request.get(`/api/geo/demomodule/places?q=${encodeURIComponent(query)}&lang=fr`);
    const places = (await found.json()).data.places as {
      ref: string;
      address: { freeformAddress: string };
    }[];
    return places.find((place) => place.address.freeformAddress === label)?.ref;
  };
  const module = (await (await request.get("/api/booking/demomodule")).json()).data;
  const again = await request.post("/api/module/demomodule/estimate-price", {
    data: {
      startingPlace: await ref("Aéroport Nice", AIRPORT),
      arrivalPlace: await ref("Monaco", MONACO),
      stops: [
        { place: await ref("Antibes", "Antibes, France"), waitingMinutes: 15 },
        { place: await ref("Cannes", "Cannes, France"), waitingMinutes: 0 },
      ],
      distanceKm: answered.distanceKm,
      durationMinutes: answered.durationMinutes,
      pickUpTime: `${day}T11:00`,
      route: "ONE_WAY",
      passengers: 1,
      baggage: 0,
      vehicleId: module.vehicles[0].id,
      options: [],
    },
  });
  expect(again.status(), await again.text()).toBe(200);
  expect((await again.json()).data.price).toBe(answered.price);
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the hire, the stops and their errors pass axe", async ({ page }) => {
    await page.goto("/demo/");
    const widget = page.locator("chauffeur-booking");
    await expect(widget.getByRole("radio", { name: "Transfert" })).toBeChecked();
    await widget.getByRole("button", { name: "Ajouter un arrêt" }).click();
    await widget.getByRole("button", { name: "Ajouter un arrêt" }).click();
    await expect(widget.getByRole("button", { name: "Remonter l’arrêt 2" })).toBeVisible();
    // The empty stops' messages shown too.
    await widget.getByRole("button", { name: "Réserver" }).click();
    await expect(widget.getByText("Saisissez l’adresse de l’arrêt 2.")).toBeVisible();
    expect(await axeViolations(page, "chauffeur-booking")).toEqual([]);

    await widget.getByText("Mise à disposition", { exact: true }).click();
    await expect(widget.getByLabel("Durée")).toBeVisible();
    await widget.getByRole("button", { name: "Réserver" }).click();
    await expect(widget.getByText("Choisissez la durée de mise à disposition.")).toBeVisible();
    expect(await axeViolations(page, "chauffeur-booking")).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
