// The customer's journey after booking (issue 34), against the real server: booked in the demo
// widget with the keyboard only, the e-mail lands in the mail folder, the manage link is opened
// from that file, a later pick-up time is asked (keyboard only) and accepted by the owner in the
// booking's details, where the history shows it, then the booking is canceled inside the free
// window (keyboard only), and the owner sees it canceled in the admin. The manage page passes axe (every impact) in French and English
// and fits a 360 px screen; in English the drop-off place is changed with the keyboard through the
// page's place search (a combobox over the widget's search, decision 0126).
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { bearerHeader, signInAsDemoOwner } from "./support/admin.js";
import { axeViolations } from "./support/axe.js";
import { bookRide } from "./support/book-ride.js";
import {
  focusBeforeWidget,
  keyAddress,
  keyConsent,
  keyFields,
  tabTo,
  typeDateTime,
} from "./support/keyboard.js";
import { mailTo } from "./support/mail-folder.js";
import { AIRPORT, dayAhead, MONACO, SIGN_NAME } from "./support/widget-form.js";

test.use({ locale: "fr-FR", timezoneId: "Europe/Paris" });
// The widget's debounces, two languages of axe and the admin: slow on a busy machine.
test.setTimeout(300_000);

const MANAGE_LINK = /https?:\/\/\S+\/manage\/[A-Za-z0-9_-]{43}/;

/** The manage page at 360 px: axe finds nothing and nothing scrolls sideways. */
async function checkSmallScreen(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Puts the focus on the page's heading, where a keyboard user starts reading. */
async function focusHeading(page: Page) {
  await page.locator("h1").evaluate((element) => {
    element.setAttribute("tabindex", "-1");
    (element as HTMLElement).focus();
  });
}

/** The manage link in the customer's e-mail, as the mail folder holds it. */
async function manageLinkMailedTo(email: string): Promise<string> {
  const mail = await mailTo(email, "/manage/");
  return (MANAGE_LINK.exec(mail.body) as RegExpExecArray)[0];
}

test("booked in the widget, opened from the e-mail, changed with the owner's yes, canceled for free", async ({
  page,
  browser,
}) => {
  const lastName = `Journey${randomBytes(3).toString("hex")}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  await page.goto("/demo/");
  const widget = page.locator("chauffeur-booking");
  const pickup = widget.getByRole("combobox", { name: "Adresse de prise en charge" });
  await expect(pickup).toBeVisible();
  await focusBeforeWidget(page);
  await keyAddress(page, pickup, "Aéroport Nice", AIRPORT);
  await keyAddress(page, widget.getByRole("combobox", { name: "Adresse de destination" }), "Monaco", MONACO);
  const date = widget.getByLabel("Date de prise en charge");
  await tabTo(page, date);
  await typeDateTime(page, date, widget.getByLabel("Heure de prise en charge"), dayAhead(47), "15:00");
  await keyFields(page, widget, [
    ["Prénom", "Lou"],
    ["Nom", lastName],
    ["E-mail", email],
    ["Téléphone", "0612345678"],
  ]);
  if ((await widget.getByLabel(SIGN_NAME).count()) > 0)
    await keyFields(page, widget, [[SIGN_NAME, lastName]]);
  await keyConsent(page, widget);
  const answer = page.waitForResponse((response) => response.url().endsWith("/checkout"));
  await tabTo(page, widget.getByRole("button", { name: "Réserver" }));
  await page.keyboard.press("Enter");
  const booked = await (await answer).json();
  expect(booked.success, JSON.stringify(booked)).toBe(true);
  const number: number = booked.data.number;

  // The link comes from the e-mail file, not from the API.
  await page.goto(await manageLinkMailedTo(email));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Réservation n° ${number}`);
  await expect(page.getByText("Annuler maintenant est gratuit.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await checkSmallScreen(page);

  // A later pick-up, asked with the keyboard: it waits for the owner (automatic acceptance is off).
  const time = page.getByLabel("Heure de prise en charge");
  await focusHeading(page);
  await tabTo(page, time);
  await page.keyboard.type("1730");
  await expect(time).toHaveValue("17:30");
  await tabTo(page, page.getByRole("button", { name: "Envoyer ma modification" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Votre demande de modification est envoyée");
  expect(await axeViolations(page)).toEqual([]);

  // The owner, in an English browser, accepts it in the booking's details; the history shows it.
  const owner = await browser.newPage({ locale: "en-US", viewport: { width: 1920, height: 1080 } });
  await signInAsDemoOwner(owner);
  const headers = await bearerHeader(owner);
  expect((await owner.request.get("/api/admin/language?lang=en", { headers })).status()).toBe(200);
  await owner.goto("/admin/dashboard");
  await owner.getByLabel("Search").fill(lastName);
  const row = owner.locator(`tr[data-booking="${number}"]`);
  await row.getByRole("button", { name: "Details" }).click();
  const changes = owner.getByRole("region", { name: "Changes asked by the customer" });
  await expect(changes).toContainText("Waiting for your answer");
  await expect(changes).toContainText("17:30");
  await changes.getByRole("button", { name: "Accept the change" }).click();
  await expect(changes).toContainText("Accepted");
  await expect(changes.getByRole("button", { name: "Accept the change" })).toHaveCount(0);
  await owner.keyboard.press("Escape");

  // The customer's page shows the new time; then they cancel, still inside the free window.
  await page.reload();
  await expect(page.locator("main")).toContainText("17:30");
  const cancel = page.getByRole("button", { name: "Annuler ma réservation" });
  await focusHeading(page);
  await tabTo(page, cancel);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Vous avez annulé cette réservation.");
  await expect(page.getByText("Annulée", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Annuler ma réservation" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The owner finds it canceled.
  await owner.reload();
  await owner.getByLabel("Search").fill(lastName);
  await expect(row.getByRole("cell").nth(5)).toHaveText("Canceled");
  await owner.close();
});

test("the manage page in English passes axe, fits 360 px, and takes a new drop-off place by keyboard", async ({
  page,
}) => {
  const lastName = `Journey${randomBytes(3).toString("hex")}`;
  const email = `${lastName.toLowerCase()}@example.com`;
  const number = await bookRide(
    page.request,
    `${dayAhead(48)}T16:00`,
    { firstName: "Lou", lastName, email },
    "en",
  );
  await page.goto(await manageLinkMailedTo(email));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Booking no. ${number}`);
  await expect(page.getByText("Cancelling now is free.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await checkSmallScreen(page);

  // The place search: type, arrow down, Enter; the choice is announced; sent as a request.
  const dropOff = page.getByRole("combobox", { name: "Drop-off place" });
  await expect(dropOff).toHaveValue("Cannes, France");
  await focusHeading(page);
  await tabTo(page, dropOff);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Monaco");
  const suggestions = page.getByRole("listbox", { name: "Drop-off place suggestions" });
  await expect(suggestions.getByRole("option", { name: MONACO })).toBeVisible();
  await expect(dropOff).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#change-places-status")).toContainText(/^\d+ places found\./);
  expect(await axeViolations(page)).toEqual([]);
  await checkSmallScreen(page);
  await page.keyboard.press("ArrowDown");
  await expect(dropOff).toHaveAttribute("aria-activedescendant", "change-to-list-0");
  await page.keyboard.press("Enter");
  await expect(dropOff).toHaveValue(MONACO);
  await expect(suggestions).toBeHidden();
  await expect(page.locator("#change-places-status")).toHaveText(`Place chosen: ${MONACO}`);
  await tabTo(page, page.getByRole("button", { name: "Send my change" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Your change request is sent");
  await expect(page.locator("main")).toContainText(`Cannes, France → ${MONACO}`);
  expect(await axeViolations(page)).toEqual([]);
  await checkSmallScreen(page);
});
