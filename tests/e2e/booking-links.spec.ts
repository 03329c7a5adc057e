import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { axeBuilder } from "./support/axe.js";
import { bookRide } from "./support/book-ride.js";
import { frenchDateTime, randomPickUpTime } from "./support/book-somewhen.js";

/**
 * The owner's e-mailed confirm and cancel links (issue 5): the page shows the booking, a GET
 * alone changes nothing (mail scanners open links), the button acts, a repeat says so.
 * The e2e server writes mail as .eml files under its data directory; the test reads them
 * like an inbox.
 */

const ALIX = { firstName: "Alix", lastName: "Martin", email: "alix.martin@example.com" };

const mailDir = () => join(process.env.E2E_DATA_DIR as string, "mail");

async function ownerLinks(bookingNumber: number): Promise<{ confirm: string; cancel: string }> {
  const subject = `Nouvelle réservation n° ${bookingNumber} `;
  let found: { confirm: string; cancel: string } | undefined;
  await expect
    .poll(
      async () => {
        let files: string[] = [];
        try {
          files = readdirSync(mailDir()).filter((name) => name.endsWith(".eml"));
        } catch {
          return false;
        }
        for (const file of files) {
          const mail = await simpleParser(readFileSync(join(mailDir(), file)));
          if (!mail.subject?.startsWith(subject)) continue;
          const confirm = /https?:\/\/[^\s]+\/booking\/confirm\?id=\d+&token=[\w-]+/.exec(mail.text ?? "");
          const cancel = /https?:\/\/[^\s]+\/booking\/canceled\?id=\d+&token=[\w-]+/.exec(mail.text ?? "");
          if (confirm && cancel) found = { confirm: confirm[0], cancel: cancel[0] };
        }
        return found !== undefined;
      },
      { timeout: 20_000, message: "the owner's e-mail with the links" },
    )
    .toBe(true);
  return found as { confirm: string; cancel: string };
}

/**
 * The link pages and the owner's e-mails speak the owner's language; other specs change it
 * (the admin stores the language chosen), so this one sets French first.
 */
test.beforeEach(async ({ request }) => {
  const signIn = await request.post("/api/auth/signin", {
    data: { email: "demo@chauffeur.example", password: process.env.DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const token = (await signIn.json()).data.accessToken;
  const language = await request.get("/api/admin/language?lang=fr", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(language.status()).toBe(200);
});

const bookingStatus = async (page: import("@playwright/test").Page, link: string) => {
  const url = new URL(link);
  const kind = url.pathname.endsWith("confirm") ? "confirm" : "cancel";
  const api = `/api/booking/${url.searchParams.get("id")}/${kind}/${url.searchParams.get("token")}`;
  return (await (await page.request.get(api)).json()).data.status;
};

test("the confirm link shows the booking, changes nothing on opening, and confirms on the button", async ({
  page,
}) => {
  const pickUpTime = randomPickUpTime({ from: 120, to: 300 });
  const number = await bookRide(page.request, pickUpTime, ALIX);
  const links = await ownerLinks(number);
  const path = new URL(links.confirm);

  // Opened twice, as a mail scanner then the owner would: still waiting.
  await page.goto(path.pathname + path.search);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Confirmer la réservation" })).toBeVisible();
  await expect(page.getByText("Alix Martin")).toBeVisible();
  await expect(page.getByText(frenchDateTime(pickUpTime))).toBeVisible();
  expect(await bookingStatus(page, links.confirm)).toBe("VALIDATED");
  const axe = await axeBuilder(page).analyze();
  expect(axe.violations).toEqual([]);

  await page.getByLabel("Message au client (facultatif)").fill("Votre chauffeur sera devant l'hôtel.");
  await page.getByRole("button", { name: "Confirmer la réservation" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "La réservation est confirmée et le client a été prévenu par e-mail.",
  );
  expect(await bookingStatus(page, links.confirm)).toBe("CONFIRMED");

  // The link again: no button, the state said plainly.
  await page.goto(path.pathname + path.search);
  await expect(page.getByRole("status")).toHaveText("Cette réservation est déjà confirmée.");
  await expect(page.getByRole("button")).toHaveCount(0);
});

test("the cancel link cancels only on the button, and a forged token is refused", async ({ page }) => {
  const number = await bookRide(page.request, randomPickUpTime({ from: 120, to: 300 }), ALIX);
  const links = await ownerLinks(number);
  const path = new URL(links.cancel);
  await page.goto(path.pathname + path.search);
  await expect(page.getByRole("heading", { name: "Annuler la réservation" })).toBeVisible();
  expect(await bookingStatus(page, links.cancel)).toBe("VALIDATED");

  await page.getByRole("button", { name: "Annuler la réservation" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "La réservation est annulée et le client a été prévenu par e-mail.",
  );
  expect(await bookingStatus(page, links.cancel)).toBe("CANCELED");

  const forged = `${path.pathname}?id=${path.searchParams.get("id")}&token=${"x".repeat(43)}`;
  const response = await page.goto(forged);
  expect(response?.status()).toBe(404);
  // Before the booking is known the page speaks the browser's language (English here).
  await expect(page.getByRole("alert")).toHaveText(
    "This link is not valid. Open your bookings to act on this booking.",
  );
});
