// The owner's bookings against the real server (issue 8): bookings made through the public
// checkout appear in the list and the planning; confirm, cancel with a message, share and delete
// from the list, with the e-mails they send; a manual booking created then edited; Bookings.csv
// downloaded and parsed back; axe on the dashboard and the planning.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { bearerHeader, expectNoSeriousA11yViolations, signInAsDemoOwner as signIn } from "./support/admin.js";
import { bookRide, type RideCustomer } from "./support/book-ride.js";
import { mailTo } from "./support/mail-folder.js";
import { retryShiftDays } from "./support/widget-form.js";

// A wide window: these specs read the tables by column; at laptop widths the tables fold their
// secondary columns into each row (admin-tables-fit.spec.ts checks that layout).
test.use({ locale: "en-US", viewport: { width: 1920, height: 1080 } });

const MODULE_ZONE = "Europe/Paris";

/** A name no other test uses, so searching for it finds this test's bookings only. */
const unique = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

/** The day `offset` days from now on the module's calendar, YYYY-MM-DD. */
function moduleDay(offset: number): string {
  const instant = new Date(Date.now() + offset * 24 * 3600 * 1000);
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: MODULE_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** The module's day `offset` days ahead, moved on a retry as `dayAhead` moves it. */
const retryDay = (offset: number) => moduleDay(offset + retryShiftDays());

/** YYYY-MM-DD HH:mm as the admin writes it in English: YYYY/MM/DD HH:mm. */
const shown = (wallClock: string) => wallClock.replaceAll("-", "/").replace("T", " ");

const newCustomer = (): RideCustomer => {
  const lastName = unique("Martin");
  return { firstName: "Alix", lastName, email: `${lastName.toLowerCase()}@example.com` };
};

/** The dashboard narrowed to one customer by the search box. */
async function searchList(page: Page, text: string) {
  await page.goto("/admin/dashboard");
  await page.getByLabel("Search").fill(text);
}

const row = (page: Page, number: number): Locator => page.locator(`tr[data-booking="${number}"]`);

test("a booking made through the widget shows in the list and the planning, and is confirmed from the list", async ({
  page,
}) => {
  const customer = newCustomer();
  // In the planning's first week: a retry takes the same day six hours later.
  const pickUpHour = `${10 + 6 * test.info().retry}:00`;
  const pickUp = `${moduleDay(2)}T${pickUpHour}`;
  const number = await bookRide(page.request, pickUp, customer);
  await signIn(page);

  await searchList(page, customer.lastName);
  const booking = row(page, number);
  await expect(booking).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(booking.getByRole("cell").nth(1)).toHaveText(`Alix ${customer.lastName}`);
  await expect(booking.getByRole("cell").nth(3)).toHaveText(shown(pickUp));
  await expect(booking.getByRole("cell").nth(5)).toHaveText("Waiting for confirmation");
  await expect(booking.getByRole("cell").nth(6)).toHaveText("Payment to the driver");
  await expectNoSeriousA11yViolations(page);

  // The planning opens on the week from today: the booking is there, and a click shows it.
  await page.getByRole("link", { name: "Planning" }).click();
  await expect(page.getByRole("heading", { name: "Planning" })).toBeVisible();
  const event = page.locator(".fc-event", { hasText: `Alix ${customer.lastName}` });
  await expect(event).toBeVisible();
  await expect(event).toContainText(pickUpHour);
  await expect(event).toContainText("Berline");
  await expectNoSeriousA11yViolations(page);
  await event.click();
  const details = page.getByRole("dialog", { name: `Booking no. ${number}` });
  await expect(details).toBeVisible();
  await expect(details).toContainText("Nice, France");
  await details.getByRole("tab", { name: "Customer" }).click();
  await expect(details.getByRole("tabpanel")).toContainText(customer.email);
  await details.getByRole("button", { name: "Close" }).last().click();
  await expect(details).toBeHidden();
  // Month and year views show it too.
  await page.getByRole("button", { name: "Month" }).click();
  await expect(page.locator(".fc-event", { hasText: customer.lastName })).toBeVisible();
  await page.getByRole("button", { name: "Year" }).click();
  // The year view draws the months as they scroll into view: scroll to the booking's month.
  const month = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(
    new Date(`${moduleDay(2)}T12:00:00Z`),
  );
  await page.locator(".fc-multimonth-title", { hasText: month }).scrollIntoViewIfNeeded();
  await expect(page.locator(".fc-event", { hasText: customer.lastName })).toBeVisible();

  // Confirm from the list, with a message the customer receives.
  await searchList(page, customer.lastName);
  await row(page, number).getByRole("button", { name: "Confirm" }).click();
  const dialog = page.getByRole("dialog", { name: `Confirm booking no. ${number}` });
  await dialog.getByLabel("Message to the customer (optional)").fill("Your driver waits at the hotel door.");
  await dialog.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking confirmed" })).toBeVisible();
  await expect(row(page, number).getByRole("cell").nth(5)).toHaveText("Confirmed");
  await expect(row(page, number).getByRole("button", { name: "Confirm" })).toHaveCount(0);
  const mail = await mailTo(customer.email, "Your driver waits at the hotel door.");
  expect(mail.body).toContain(String(number));
});

test("a booking is canceled with a message to the customer", async ({ page }) => {
  const customer = newCustomer();
  const number = await bookRide(page.request, `${retryDay(3)}T11:00`, customer);
  await signIn(page);
  await searchList(page, customer.lastName);
  await row(page, number).getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel booking no. ${number}` });
  await dialog
    .getByLabel("Message to the customer (optional)")
    .fill("Sorry, no driver is free at that time.");
  await dialog.getByRole("button", { name: "Cancel the booking" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The customer has been notified by e-mail." }),
  ).toBeVisible();
  await expect(row(page, number).getByRole("cell").nth(5)).toHaveText("Canceled");
  const mail = await mailTo(customer.email, "Sorry, no driver is free at that time.");
  expect(mail.body).toContain(String(number));

  // The status filter finds it among the canceled ones only.
  await page.getByLabel("Status").selectOption("CANCELED");
  await expect(row(page, number)).toBeVisible();
  await page.getByLabel("Status").selectOption("VALIDATED");
  await expect(page.getByText("No booking matches these filters.")).toBeVisible();
});

test("a booking is shared with a colleague, who receives it by e-mail", async ({ page }) => {
  const customer = newCustomer();
  const number = await bookRide(page.request, `${retryDay(4)}T12:00`, customer);
  await signIn(page);
  await searchList(page, customer.lastName);
  await row(page, number).getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: `Share booking no. ${number}` });
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText("Enter the e-mail address to send the booking to.")).toBeVisible();
  const colleague = `${unique("driver")}@example.com`;
  await dialog.getByLabel("Colleague's e-mail").fill(colleague);
  await dialog.getByLabel("Message (optional)").fill("Can you take this one?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `The booking was sent to ${colleague}.` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await mailTo(colleague, "Can you take this one?");
  expect(mail.body).toContain(customer.lastName);
});

test("a deleted booking disappears from the list", async ({ page }) => {
  const customer = newCustomer();
  const number = await bookRide(page.request, `${retryDay(5)}T13:00`, customer);
  await signIn(page);
  await searchList(page, customer.lastName);
  await row(page, number).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete booking no. ${number}?` });
  await expect(dialog).toContainText("The customer is not notified by e-mail");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Booking no. ${number} was deleted.` }),
  ).toBeVisible();
  await expect(row(page, number)).toHaveCount(0);
  await expect(page.getByText("No booking matches these filters.")).toBeVisible();
  await page.reload();
  await page.getByLabel("Search").fill(customer.lastName);
  await expect(page.getByText("No booking matches these filters.")).toBeVisible();
});

test("a manual booking is created with the address search and route, then edited", async ({ page }) => {
  const lastName = unique("Manual");
  await signIn(page);
  await page.getByRole("button", { name: "New booking" }).click();
  const dialog = page.getByRole("dialog", { name: "New booking" });
  await expect(dialog.getByRole("tab", { name: "Journey" })).toHaveAttribute("aria-selected", "true");

  // Suggestions come 1 s after typing stops; the visible list is the one of the field typed in.
  const suggestions = dialog.getByRole("listbox", { name: "Suggested addresses" });
  await dialog.getByLabel("Pick-up address").fill("Nice");
  await suggestions.getByRole("option").first().click();
  await dialog.getByLabel("Drop-off address").fill("Cannes");
  await suggestions.getByRole("option").first().click();
  // The route fills the distance (km for the demo module) and the duration.
  await expect(dialog.getByLabel("Distance")).not.toHaveValue("");
  await expect(dialog.getByLabel("Duration (minutes)")).not.toHaveValue("");
  await dialog.getByLabel("Pick-up date and time").fill(`${retryDay(6)}T14:00`);
  await dialog.getByLabel("Passengers").fill("2");
  // The price comes from the module's pricing; the owner may change it.
  await expect(dialog.getByLabel("Price (EUR)")).not.toHaveValue("");
  await dialog.getByLabel("Price (EUR)").fill("140");
  await dialog.getByLabel("Notes").fill("Child seat, please.");

  await dialog.getByRole("tab", { name: "Customer" }).click();
  await dialog.getByLabel("First name").fill("Noé");
  await dialog.getByLabel("Last name").fill(lastName);
  await dialog.getByLabel("E-mail").fill(`${lastName.toLowerCase()}@example.com`);
  // The module's country (France for the demo), never silently the United States (decision 0090).
  await expect(dialog.getByLabel("Country")).toHaveValue("FR");
  await dialog.getByLabel("Postal code").fill("06000");
  await dialog.getByRole("button", { name: "Add the booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking added" })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Search").fill(lastName);
  const added = page.locator("tbody tr");
  await expect(added).toHaveCount(1);
  await expect(added.getByRole("cell").nth(1)).toHaveText(`Noé ${lastName}`);
  await expect(added.getByRole("cell").nth(3)).toHaveText(shown(`${retryDay(6)}T14:00`));
  await expect(added.getByRole("cell").nth(4)).toHaveText("€140.00");
  await expect(added.getByRole("cell").nth(5)).toHaveText("Confirmed");

  // Edit: from the details, which offer Edit for bookings added by hand.
  await added.getByRole("button", { name: "Details" }).click();
  const details = page.getByRole("dialog", { name: /^Booking no\. \d+$/ });
  await expect(details).toContainText("Child seat, please.");
  await details.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: /^Edit booking no\. \d+$/ });
  await expect(edit.getByLabel("Passengers")).toHaveValue("2");
  await expect(edit.getByLabel("Price (EUR)")).toHaveValue("140");
  await edit.getByLabel("Passengers").fill("3");
  await edit.getByLabel("Price (EUR)").fill("155.5");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes saved." })).toBeVisible();
  await expect(added.getByRole("cell").nth(4)).toHaveText("€155.50");
  await added.getByRole("button", { name: "Details" }).click();
  const edited = page.getByRole("dialog", { name: /^Booking no\. \d+$/ });
  await expect(edited.locator(".booking-fact", { hasText: "Passengers" })).toHaveText("Passengers3");
});

test("Bookings.csv downloads from Reports and every field reads back, formulas neutralised", async ({
  page,
}) => {
  await signIn(page);
  const lastName = unique("Csv");
  const tricky = {
    notes: 'He said "hello, world"\nthen left; 2nd line',
    company: '=HYPERLINK("http://evil.example")',
    address: "12, rue de la Paix",
    additionalAddress: 'Bât. "B"',
  };
  const created = await page.request.post("/api/admin/bookings", {
    headers: await bearerHeader(page),
    data: {
      startingAddress: "Gare de Nice-Ville, Nice",
      startingLat: 43.7046,
      startingLng: 7.2619,
      arrivalAddress: "Aéroport Nice Côte d'Azur, Nice",
      arrivalLat: 43.6584,
      arrivalLng: 7.2159,
      passengers: 2,
      baggage: 1,
      route: "ROUND_TRIP",
      pickUpTime: `${retryDay(8)}T09:15`,
      returnPickUpTime: `${retryDay(8)}T18:45`,
      duration: 20,
      distance: 7.5,
      price: 64.9,
      notes: tricky.notes,
      firstName: "Zoé",
      lastName,
      company: tricky.company,
      email: `${lastName.toLowerCase()}@example.com`,
      phone: "+33 6 00 00 00 00",
      country: "FR",
      address: tricky.address,
      additionalAddress: tricky.additionalAddress,
      city: "Nice",
      postalCode: "06000",
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const number = (await created.json()).data.number;

  await searchList(page, lastName);
  await expect(row(page, number)).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await page.getByRole("button", { name: /Reports/ }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export the bookings (Bookings.csv)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Bookings.csv");
  const content = readFileSync(await download.path());
  // UTF-8 with a byte-order mark, for spreadsheet apps.
  expect([...content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records: Record<string, string>[] = parse(content, { bom: true, columns: true });
  // The export follows the list's filters: the search left only this booking.
  expect(records).toHaveLength(1);
  const record = records[0] as Record<string, string>;
  expect(record).toMatchObject({
    "Booking number": String(number),
    // Statuses in the reader's words (decision 0054).
    Status: "Confirmed",
    "Pick-up": `${retryDay(8)} 09:15`,
    "Return pick-up": `${retryDay(8)} 18:45`,
    From: "Gare de Nice-Ville, Nice",
    To: "Aéroport Nice Côte d'Azur, Nice",
    "Distance (km)": "7.5",
    "Duration (min)": "20",
    Passengers: "2",
    Baggage: "1",
    Notes: tricky.notes,
    Price: "64.90",
    Currency: "EUR",
    "First name": "Zoé",
    "Last name": lastName,
    // A leading "=" would run as a formula in a spreadsheet: the cell gets an apostrophe first.
    Company: `'${tricky.company}`,
    "E-mail": `${lastName.toLowerCase()}@example.com`,
    // "+" leads a formula too, but a plain phone number cannot be one: written as typed.
    Phone: "+33 6 00 00 00 00",
    Country: "FR",
    Address: tricky.address,
    "Apartment, office": tricky.additionalAddress,
    City: "Nice",
    "Postal code": "06000",
  });
});
