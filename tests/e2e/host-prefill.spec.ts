// Prefill and source tracking from the owner's own site (docs/integrations.md): a host page with a
// small "From / To / When → Book" form fills the embedded widget, the customer chooses the places
// the search found and books, and the booking carries the page's utm_* parameters and the
// referrer's origin (read back through the admin API's source filter).
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "./support/axe.js";
import { AIRPORT, dayAhead, MONACO, priceShown } from "./support/widget-form.js";

test.use({ locale: "fr-FR", timezoneId: "Europe/Paris" });
// Address search, route and estimate debounces: about a second each.
test.setTimeout(90_000);

const HOST_PATH = "/e2e-host-form";
const DAY = dayAhead(47);

/** The owner's page: their own search form above the embed code, and the script that joins them. */
const HOST_PAGE = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Riviera Chauffeurs</title></head>
<body>
<main>
<h1>Votre chauffeur sur la Riviera</h1>
<form id="quick-search">
  <label>Départ <input name="pickup"></label>
  <label>Destination <input name="dropoff"></label>
  <label>Date <input name="date" type="date"></label>
  <label>Heure <input name="time" type="time"></label>
  <label>Passagers <input name="passengers" type="number" min="1"></label>
  <button>Réserver</button>
</form>
<script src="/widget/chauffeur-booking.js" async></script>
<chauffeur-booking module="demomodule" source="home-page-form"></chauffeur-booking>
<script>
  document.getElementById("quick-search").addEventListener("submit", (event) => {
    event.preventDefault();
    const widget = document.querySelector("chauffeur-booking");
    for (const [name, value] of new FormData(event.target)) if (value) widget.setAttribute(name, value);
    widget.scrollIntoView();
  });
</script>
</main>
</body>
</html>`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/auth/signin", {
    data: { email: "demo@chauffeur.example", password: process.env.DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.accessToken;
}

async function openHostPage(page: Page) {
  await page.route(`**${HOST_PATH}?*`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: HOST_PAGE }),
  );
  // Arrived from a search engine's results, through the owner's newsletter link.
  await page.goto(`${HOST_PATH}?utm_source=newsletter&utm_medium=email&utm_campaign=riviera-summer`, {
    referer: "https://www.search.example/results?q=chauffeur+nice",
  });
  const widget = page.locator("chauffeur-booking");
  await expect(widget.locator("form")).toBeVisible();
  return widget;
}

test("the host page's form fills the widget and the booking keeps where it came from", async ({
  page,
  request,
}) => {
  const widget = await openHostPage(page);
  const quick = page.locator("#quick-search");
  await quick.getByLabel("Départ").fill("Aéroport Nice");
  await quick.getByLabel("Destination").fill("Monaco");
  await quick.getByLabel("Date").fill(DAY);
  await quick.getByLabel("Heure").fill("10:00");
  await quick.getByLabel("Passagers").fill("2");
  await quick.getByRole("button", { name: "Réserver" }).click();

  const pickup = widget.getByRole("combobox", { name: "Adresse de prise en charge" });
  const dropoff = widget.getByRole("combobox", { name: "Adresse de destination" });
  await expect(pickup).toHaveValue("Aéroport Nice");
  await expect(dropoff).toHaveValue("Monaco");
  await expect(widget.getByLabel("Date de prise en charge")).toHaveValue(DAY);
  await expect(widget.getByLabel("Heure de prise en charge")).toHaveValue("10:00");
  await expect(widget.getByRole("spinbutton", { name: "Passagers" })).toHaveValue("2");

  // The text was searched, never taken as a place: the customer chooses among the results.
  await pickup.focus();
  await widget.getByRole("listbox").getByRole("option", { name: AIRPORT, exact: true }).click();
  await dropoff.focus();
  await widget.getByRole("listbox").getByRole("option", { name: MONACO, exact: true }).click();
  await expect(widget.getByRole("button", { name: "Réserver" })).toBeEnabled();

  const axe = await axeBuilder(page).include("chauffeur-booking").analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`),
  ).toEqual([]);

  await widget.getByLabel("Prénom").fill("Camille");
  await widget.getByLabel("Nom", { exact: true }).fill("Laurent");
  await widget.getByLabel("E-mail").fill("camille.laurent@example.com");
  await widget.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
  // The owner's custom row of another spec, when that spec ran first on this server.
  const sign = widget.getByLabel("Nom sur la pancarte");
  if (await sign.count()) await sign.fill("LAURENT");
  await widget.getByLabel(/J’accepte/).check();
  await priceShown(widget);
  const answer = page.waitForResponse((response) => response.url().endsWith("/checkout"));
  await widget.getByRole("button", { name: "Réserver" }).click();
  const booked = await (await answer).json();
  expect(booked.success, JSON.stringify(booked)).toBe(true);
  await expect(widget.getByRole("heading", { name: "Réservation effectuée" })).toBeFocused();

  const token = await adminToken(request);
  const list = await request.get("/api/admin/bookings?source=newsletter", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.ok()).toBe(true);
  const found = (await list.json()).data.bookings.find(
    (booking: { number: number }) => booking.number === booked.data.number,
  );
  expect(found).toMatchObject({
    passengers: 2,
    source: {
      source: "home-page-form",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "riviera-summer",
      referrerOrigin: "https://www.search.example",
    },
  });
});

test("the direct link takes the same values as query parameters, and ignores those it cannot use", async ({
  page,
}) => {
  await page.goto(
    `/booking?id=demomodule&pickup=Monaco&date=2001-01-01&time=09:15&passengers=99&vehicle=none`,
  );
  const widget = page.locator("chauffeur-booking");
  await expect(widget.getByRole("combobox", { name: "Adresse de prise en charge" })).toHaveValue("Monaco");
  await expect(widget.getByLabel("Heure de prise en charge")).toHaveValue("09:15");
  // A day in the past and passengers beyond the fleet are left out; the form works as usual.
  await expect(widget.getByLabel("Date de prise en charge")).toHaveValue("");
  await expect(widget.getByRole("spinbutton", { name: "Passagers" })).toHaveValue("1");
});
