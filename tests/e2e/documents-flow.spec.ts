// Documents (issue 33): the owner fills the business details with the keyboard only (a bad SIRET
// is refused on its field), a confirmed booking's proof of booking opens from its details, the
// driver shows it full screen on a 360 px phone and marks the ride done, and the owner then finds
// the receipt, whose PDF holds the mentions. axe finds nothing on the panel, the details, the
// proof page and the driver's pages.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { bearerHeader, openAdminPage, signInAsDemoOwner } from "./support/admin.js";

test.use({ locale: "en-US" });
// Three pages, a PDF and six axe runs on a loaded machine.
test.setTimeout(240_000);

const WCAG = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];
const SIRET = "73282932000074";

/** Today on the module's calendar (Europe/Paris), YYYY-MM-DD. */
const moduleToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** Types into the focused field, then moves on with Tab. */
async function typeAndTab(page: Page, text: string) {
  if (text) await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

test("business details, a proof of booking, the driver marks the ride done, the owner sees the receipt", async ({
  page,
  browser,
}) => {
  const lastName = `Garnier${randomBytes(4).toString("hex")}`;
  await signInAsDemoOwner(page);
  const auth = await bearerHeader(page);
  try {
    // The business details, keyboard only: a SIRET with a wrong check digit first.
    await openAdminPage(page, "settings");
    const panel = page.getByRole("region", { name: "Business details" });
    await expect(panel.getByText("No document can be issued until these mentions are filled:")).toBeVisible();
    await panel.getByLabel("Legal name").focus();
    await typeAndTab(page, "Riviera Chauffeurs");
    await typeAndTab(page, "SAS");
    await typeAndTab(page, "12 promenade des Anglais, 06000 Nice");
    await typeAndTab(page, "732 829 320 00075");
    await typeAndTab(page, "EVTC006190042");
    await typeAndTab(page, ""); // no VAT number:
    await page.keyboard.press("Space"); // the art. 293 B exemption instead
    await page.keyboard.press("Tab");
    await typeAndTab(page, "");
    await page.keyboard.press("Space"); // documents on
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const siret = panel.getByLabel("SIREN or SIRET");
    await expect(
      panel.getByText("A SIREN has 9 digits and a SIRET 14, with a valid check digit."),
    ).toBeVisible();
    await expect(siret).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(SIRET);
    await page.keyboard.press("Enter");
    await expect(panel.getByText("Every mandatory mention is filled.")).toBeVisible();
    await expect(siret).toHaveValue(SIRET);
    expect(await axeViolations(page, "section.panel:has(form[data-business-form])")).toEqual([]);

    // A booking taken by phone, confirmed at once, with its pick-up today.
    const created = await page.request.post("/api/admin/bookings", {
      headers: auth,
      data: {
        startingAddress: "Gare de Nice-Ville, Nice",
        startingLat: 43.7046,
        startingLng: 7.2619,
        arrivalAddress: "Aéroport Nice Côte d'Azur, Nice",
        arrivalLat: 43.6584,
        arrivalLng: 7.2159,
        passengers: 1,
        baggage: 1,
        route: "ONE_WAY",
        pickUpTime: `${moduleToday()}T00:05`,
        duration: 20,
        distance: 7.5,
        price: 48,
        notes: "",
        firstName: "Hugo",
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        phone: "+33 6 11 22 33 44",
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const booking = (await created.json()).data as { id: number; number: number; status: string };
    expect(booking.status).toBe("CONFIRMED");

    // Its details: the proof of booking, and the customer's page of documents.
    await openAdminPage(page, "dashboard");
    await page.getByLabel("Search").fill(lastName);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await page.locator("tbody tr").getByRole("button", { name: "Details" }).click();
    const details = page.getByRole("dialog", { name: `Booking no. ${booking.number}` });
    const documents = details.getByRole("region", { name: "Documents" });
    await expect(documents.getByText("Proof of booking", { exact: true })).toBeVisible();
    expect(await axeViolations(page, ".booking-documents")).toEqual([]);
    const [proofPage] = await Promise.all([
      page.waitForEvent("popup"),
      documents.getByRole("link", { name: "Open the customer's documents page (new tab)" }).click(),
    ]);
    await expect(
      proofPage.getByRole("heading", { name: "Justificatif de réservation préalable" }),
    ).toBeVisible();
    for (const mention of [
      "732829320",
      "EVTC006190042",
      lastName,
      "+33 6 11 22 33 44",
      "Gare de Nice-Ville",
    ]) {
      await expect(proofPage.locator("main")).toContainText(mention);
    }
    expect(await axeViolations(proofPage)).toEqual([]);
    await proofPage.close();
    await page.keyboard.press("Escape");

    // The driver: given the ride; their page on a phone, without the owner's session.
    const driver = await page.request.post("/api/admin/drivers", {
      headers: auth,
      data: { name: `Inès ${lastName}`, phone: "+33 6 55 44 33 22", email: "ines.e2e@drivers.test" },
    });
    const driverId = (await driver.json()).data.id as number;
    const assigned = await page.request.put(`/api/admin/bookings/${booking.id}/assignment`, {
      headers: auth,
      data: { driverId, vehiclePlate: "GH-456-JK" },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    const link = (
      await (await page.request.get(`/api/admin/drivers/${driverId}/link`, { headers: auth })).json()
    ).data.url as string;
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "fr-FR" });
    const driverPage = await phone.newPage();
    await driverPage.goto(link);
    const ride = driverPage.getByRole("article").filter({ hasText: lastName });
    await ride.getByRole("link", { name: "Montrer le justificatif de réservation" }).focus();
    await driverPage.keyboard.press("Enter");
    await expect(
      driverPage.getByRole("heading", { name: "Justificatif de réservation préalable" }),
    ).toBeVisible();
    await expect(driverPage.locator("main")).toContainText("EVTC006190042");
    const fontSize = await driverPage
      .locator("main dd")
      .first()
      .evaluate((node) => getComputedStyle(node).fontSize);
    expect(Number.parseFloat(fontSize)).toBeGreaterThanOrEqual(20);
    expect(await axeViolations(driverPage)).toEqual([]);
    await driverPage.getByRole("link", { name: "Retour à mes courses" }).click();

    // Mark the ride done: the disclosure asks once more.
    await ride.getByText("Marquer la course terminée").click();
    await ride.getByRole("button", { name: "Oui, la course est terminée" }).click();
    await expect(driverPage.getByRole("status")).toHaveText(
      `La course n° ${booking.number} est marquée terminée.`,
    );
    await expect(ride.getByText("Terminée", { exact: true })).toBeVisible();
    await expect(ride.getByRole("button", { name: "Oui, la course est terminée" })).toHaveCount(0);
    expect(await axeViolations(driverPage)).toEqual([]);
    await phone.close();

    // The owner: the ride is done and its receipt is listed, its PDF with the mentions.
    await page.locator("tbody tr").getByRole("button", { name: "Details" }).click();
    const receipt = details.getByRole("region", { name: "Documents" }).getByText(/^Receipt no\. \d+$/);
    await expect(receipt).toBeVisible();
    const receiptName = (await receipt.textContent()) ?? "";
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      details.getByRole("button", { name: `Download the PDF of ${receiptName}` }).click(),
    ]);
    const file = await download.path();
    const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    for (const mention of [
      "Riviera Chauffeurs",
      "12 promenade des Anglais",
      lastName,
      "TVA non applicable",
    ]) {
      expect(text).toContain(mention);
    }
  } finally {
    // The other specs run with documents off, as the demo module starts.
    const off = await page.request.get("/api/admin/business-details", { headers: auth });
    const { missing: _missing, ...current } = (await off.json()).data;
    await page.request.put("/api/admin/business-details", {
      headers: auth,
      data: { ...current, documentsEnabled: false },
    });
  }
});
