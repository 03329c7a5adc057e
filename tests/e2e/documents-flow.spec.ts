// Documents (issue 33): the owner fills the business details with the keyboard only (a bad SIRET
// is refused on its field), a confirmed booking's proof of booking opens from its details, the
// owner assigns the driver from the planning, the driver shows the proof full screen on a 360 px
// phone and marks the ride done, the customer's receipt e-mail (in the mail folder) carries a PDF
// holding the mentions, the owner finds the same receipt and cancels it with a credit note. axe finds nothing on the panel, the details, the
// proof page and the driver's pages.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type Attachment, simpleParser } from "mailparser";
import { bearerHeader, openAdminPage, signInAsDemoOwner } from "./support/admin.js";
import { axeBuilder } from "./support/axe.js";

test.use({ locale: "en-US" });
// Three pages, a PDF and six axe runs on a loaded machine.
test.setTimeout(240_000);

const WCAG = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];
const SIRET = "73282932000074";

/** Today on the module's calendar (Europe/Paris), YYYY-MM-DD. */
const moduleToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = axeBuilder(page).withTags(WCAG);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** The PDF's text, as a reader (and pdftotext) extracts it. */
function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

/** The PDF attached to the e-mail sent to `to` whose subject names `document`, from the mail folder. */
async function mailedPdf(to: string, document: RegExp): Promise<Attachment> {
  const folder = join(process.env.E2E_DATA_DIR as string, "mail");
  let found: Attachment | undefined;
  await expect
    .poll(
      async () => {
        for (const file of readdirSync(folder).filter((name) => name.endsWith(".eml"))) {
          const mail = await simpleParser(readFileSync(join(folder, file)));
          if (mail.text?.includes(to) === false && !JSON.stringify(mail.to ?? "").includes(to)) continue;
          if (!document.test(mail.subject ?? "")) continue;
          found = mail.attachments.find((attachment) => attachment.contentType === "application/pdf");
        }
        return found !== undefined;
      },
      { timeout: 30_000, message: `the e-mail to ${to} with its PDF` },
    )
    .toBe(true);
  return found as Attachment;
}

/** Types into the focused field, then moves on with Tab. */
async function typeAndTab(page: Page, text: string) {
  if (text) await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

/** What the receipt must say (the seller's identity, the buyer, the VAT exemption). */
const RECEIPT_MENTIONS = (lastName: string) => [
  "Riviera Chauffeurs",
  "12 promenade des Anglais",
  lastName,
  "TVA non applicable",
];

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
    // Assigned from the planning, as an owner would: the ride's details open from its event.
    await openAdminPage(page, "planning");
    await page.locator(".fc-event", { hasText: lastName }).click();
    const fromPlanning = page.getByRole("dialog", { name: `Booking no. ${booking.number}` });
    const assignment = fromPlanning.getByRole("form", { name: "Driver" });
    await assignment.getByLabel("Driver", { exact: true }).selectOption({ label: `Inès ${lastName}` });
    await assignment.getByLabel("Vehicle plate").fill("GH-456-JK");
    await assignment.getByRole("button", { name: "Save the driver" }).click();
    await expect(page.getByText("The driver gets the mission sheet by e-mail.")).toBeVisible();
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(fromPlanning).toBeHidden();
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

    // The customer: the receipt e-mail in the mail folder carries the PDF, with every mention.
    const attached = await mailedPdf(
      `${lastName.toLowerCase()}@example.com`,
      /^(Votre note|Your receipt|Su recibo) n/,
    );
    mkdirSync(test.info().outputDir, { recursive: true });
    const attachedFile = join(test.info().outputDir, "receipt-from-mail.pdf");
    writeFileSync(attachedFile, attached.content);
    const mailedText = pdfText(attachedFile);
    for (const mention of RECEIPT_MENTIONS(lastName)) expect(mailedText).toContain(mention);

    // The owner: the ride is done and its receipt is listed, its PDF the same document.
    await openAdminPage(page, "dashboard");
    await page.getByLabel("Search").fill(lastName);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await page.locator("tbody tr").getByRole("button", { name: "Details" }).click();
    const receipt = details.getByRole("region", { name: "Documents" }).getByText(/^Receipt no\. \d+$/);
    await expect(receipt).toBeVisible();
    const receiptName = (await receipt.textContent()) ?? "";
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      details.getByRole("button", { name: `Download the PDF of ${receiptName}` }).click(),
    ]);
    const text = pdfText(await download.path());
    for (const mention of RECEIPT_MENTIONS(lastName)) expect(text).toContain(mention);

    // A correction: the receipt is cancelled in full by a credit note with the next number.
    const receiptNumber = Number(receiptName.replace(/\D+/g, ""));
    await details.getByRole("button", { name: `Cancel ${receiptName} with a credit note` }).click();
    const question = page.getByRole("dialog", { name: `Cancel ${receiptName} with a credit note?` });
    await question.getByRole("button", { name: "Issue the credit note" }).click();
    const documentsAfter = details.getByRole("region", { name: "Documents" });
    await expect(
      documentsAfter.getByText(`Credit note no. ${receiptNumber + 1}`, { exact: true }),
    ).toBeVisible();
    await expect(documentsAfter).toContainText("cancelled by a credit note");
    expect(await axeViolations(page, ".booking-documents")).toEqual([]);
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
