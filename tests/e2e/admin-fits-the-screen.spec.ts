import { expect, type Page, test } from "@playwright/test";
import {
  bearerHeader,
  expectNoSeriousA11yViolations,
  openAdminPage,
  signInAsDemoOwner,
} from "./support/admin.js";
import { bookSomewhen, LONG_NAMED_CUSTOMER } from "./support/book-somewhen.js";

/**
 * The admin on a laptop: at each of these window sizes no page and no main dialog scrolls
 * sideways, and the top bar's and the page's actions are inside the window (a wide table scrolls
 * inside its own frame, its actions column pinned to the frame's right edge).
 */
const SIZES = [
  { width: 1366, height: 800 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
];

/** The labels the test clicks, as each language shows them (locales/*\/admin*.po). */
const LABELS = {
  fr: {
    account: "Mon compte",
    logout: "Se déconnecter",
    newBooking: "Nouvelle réservation",
    details: "Détails",
    close: "Fermer",
    add: {
      vehicles: "Ajouter un véhicule",
      packages: "Ajouter un forfait",
      surcharges: "Ajouter une majoration",
      options: "Ajouter une option",
      discount: "Ajouter un code de réduction",
      "booking-fields": "Ajouter un champ",
    },
  },
  en: {
    account: "My account",
    logout: "Log out",
    newBooking: "New booking",
    details: "Details",
    close: "Close",
    add: {
      vehicles: "Add a vehicle",
      packages: "Add a package",
      surcharges: "Add a surcharge",
      options: "Add an option",
      discount: "Add a discount code",
      "booking-fields": "Add a field",
    },
  },
  es: {
    account: "Mi cuenta",
    logout: "Cerrar sesión",
    newBooking: "Nueva reserva",
    details: "Detalles",
    close: "Cerrar",
    add: {
      vehicles: "Añadir un vehículo",
      packages: "Añadir una tarifa fija",
      surcharges: "Añadir un recargo",
      options: "Añadir una opción",
      discount: "Añadir un código de descuento",
      "booking-fields": "Añadir un campo",
    },
  },
} as const;
type Language = keyof typeof LABELS;

const CATALOGUE_PAGES = [
  "vehicles",
  "packages",
  "surcharges",
  "options",
  "discount",
  "booking-fields",
] as const;
const OTHER_PAGES = ["dashboard", "planning", "settings", "html-integration"] as const;

/** The page does not scroll sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: page width`).toBeLessThanOrEqual(clientWidth);
}

/** Entirely inside the window, horizontally (no sideways scrolling needed to reach it). */
async function expectWithinWindow(page: Page, name: string, where: string) {
  const button = page.getByRole("button", { name, exact: true }).first();
  await expect(button, `${where}: ${name}`).toBeVisible();
  const box = await button.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, `${where}: ${name}`).not.toBeNull();
  expect(box?.x ?? -1, `${where}: ${name} left edge`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${where}: ${name} right edge`).toBeLessThanOrEqual(width);
}

/**
 * Every button of the top bar and of the page's toolbar (whatever they are: a calendar button
 * added later counts too) is inside the window.
 */
async function expectToolbarsWithinWindow(page: Page, where: string) {
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".top-bar button, main .page-header button")]
      .filter((button) => button.offsetParent !== null)
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.left < 0 || box.right > document.documentElement.clientWidth;
      })
      .map((button) => button.textContent?.trim()),
  );
  expect(outside, `${where}: toolbar buttons outside the window`).toEqual([]);
}

/**
 * The planning's toolbar (previous, next, today, the period, the views) stays one line: every
 * button and the title share one row, none pushed under the others.
 */
async function expectCalendarToolbarOnOneLine(page: Page, where: string) {
  const rows = await page.locator(".fc-header-toolbar").evaluate((toolbar) => {
    const items = [...toolbar.querySelectorAll<HTMLElement>("button, .fc-toolbar-title")];
    const boxes = items.map((item) => item.getBoundingClientRect());
    const lowestTop = Math.max(...boxes.map((box) => box.top));
    const highestBottom = Math.min(...boxes.map((box) => box.bottom));
    return { overlap: highestBottom - lowestTop, count: items.length };
  });
  expect(rows.count, `${where}: toolbar items`).toBeGreaterThan(5);
  expect(rows.overlap, `${where}: every toolbar item on one line`).toBeGreaterThan(0);
}

/** An open dialog fits the window and has nothing wider than itself. */
async function expectDialogFits(page: Page, where: string) {
  const dialog = page.locator("dialog[open]").last();
  await expect(dialog).toBeVisible();
  const sizes = await dialog.evaluate((element) => ({
    right: element.getBoundingClientRect().right,
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(sizes.scrollWidth, `${where}: dialog content width`).toBeLessThanOrEqual(sizes.clientWidth);
  expect(sizes.right, `${where}: dialog right edge`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectNoSidewaysScroll(page, where);
}

async function closeDialog(page: Page, language: Language) {
  // The header's × (named "Close" in the dialog's language), not a "Close" button of the body.
  const close = page.locator("dialog[open]").last().locator(".dialog-close");
  await expect(close).toHaveAccessibleName(LABELS[language].close);
  await close.click();
  await expect(page.locator("dialog[open]")).toHaveCount(0);
}

test.use({ locale: "en-US" });

// A booking with long names, so the list has a row (and its actions) to measure.
test.beforeAll(async ({ request }) => {
  await bookSomewhen(request, LONG_NAMED_CUSTOMER);
});

for (const language of ["fr", "en", "es"] as const) {
  test(`every admin page and main dialog fits 1366, 1280 and 1024 px wide (${language})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInAsDemoOwner(page);
    const headers = await bearerHeader(page);
    const stored = (await (await page.request.get("/api/admin/language", { headers })).json()) as {
      data: { language: string };
    };
    const labels = LABELS[language];
    try {
      await page.evaluate((chosen) => localStorage.setItem("cb.language", chosen), language);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const at = (what: string) => `${language} ${size.width}×${size.height} ${what}`;

        for (const path of [...OTHER_PAGES, ...CATALOGUE_PAGES]) {
          await openAdminPage(page, path);
          await expectNoSidewaysScroll(page, at(path));
          await expectWithinWindow(page, labels.account, at(path));
          await expectWithinWindow(page, labels.logout, at(path));
          await expectToolbarsWithinWindow(page, at(path));
        }

        // The bookings list: its toolbar, a row's actions, and its dialogs.
        await openAdminPage(page, "dashboard");
        await expectWithinWindow(page, labels.newBooking, at("dashboard"));
        await expectWithinWindow(page, labels.details, at("dashboard row"));
        await page.getByRole("button", { name: labels.newBooking }).click();
        await expectDialogFits(page, at("new booking"));
        await closeDialog(page, language);
        await page.getByRole("button", { name: labels.details, exact: true }).first().click();
        await expectDialogFits(page, at("booking details"));
        await closeDialog(page, language);
        await page.getByRole("button", { name: labels.account }).click();
        await expectDialogFits(page, at("account"));
        await closeDialog(page, language);

        await openAdminPage(page, "planning");
        await expectWithinWindow(page, labels.newBooking, at("planning"));
        await expectCalendarToolbarOnOneLine(page, at("planning"));

        for (const path of CATALOGUE_PAGES) {
          await openAdminPage(page, path);
          const row = page.locator("table.catalogue-table tbody tr .cell-actions button").first();
          if ((await row.count()) > 0) {
            const box = await row.boundingBox();
            expect((box?.x ?? 0) + (box?.width ?? 0), at(`${path} row action`)).toBeLessThanOrEqual(
              size.width,
            );
          }
          await page.getByRole("button", { name: labels.add[path] }).click();
          await expectDialogFits(page, at(`${path} dialog`));
          // Axe once per language, on the narrowest window, with a dialog open.
          if (size.width === 1024 && path === "packages") await expectNoSeriousA11yViolations(page);
          await closeDialog(page, language);
        }
        if (size.width === 1024) {
          await openAdminPage(page, "dashboard");
          await expectNoSeriousA11yViolations(page);
        }
      }
    } finally {
      await page.request.get(`/api/admin/language?lang=${stored.data.language}`, { headers });
    }
  });
}

test("the planning's week opens scrolled to the hour before now, not to midnight", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInAsDemoOwner(page);
  await openAdminPage(page, "planning");
  // The demo module's clock.
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" }).format(
      new Date(),
    ),
  );
  const shownFrom = `${String(Math.max(0, hour - 1)).padStart(2, "0")}:00:00`;
  const slot = page.locator(`td.fc-timegrid-slot-lane[data-time="${shownFrom}"]`);
  const scroller = page
    .locator(".fc-timegrid-body")
    .locator("xpath=ancestor::div[contains(@class,'fc-scroller')][1]");
  await expect(slot).toBeVisible();
  await expect
    .poll(async () => {
      const [slotBox, scrollerBox] = [await slot.boundingBox(), await scroller.boundingBox()];
      if (!slotBox || !scrollerBox) return "not laid out";
      const inView =
        slotBox.y >= scrollerBox.y - 1 &&
        slotBox.y + slotBox.height <= scrollerBox.y + scrollerBox.height + 1;
      return inView
        ? "in view"
        : `slot at ${slotBox.y}, view ${scrollerBox.y}–${scrollerBox.y + scrollerBox.height}`;
    })
    .toBe("in view");
  // Past 02:00 the view has moved: midnight is no longer at the top.
  if (hour >= 2) expect(await scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});
