import { expect, type Page, test } from "@playwright/test";
import {
  bearerHeader,
  expectNoSeriousA11yViolations,
  openAdminPage,
  signInAsDemoOwner,
} from "./support/admin.js";
import { bookSomewhen, LONG_NAMED_CUSTOMER } from "./support/book-somewhen.js";

/**
 * Every admin table at laptop widths (issue 31, decision 0090): no table scrolls sideways in its
 * frame, every header shown is inside the window, and every column a wide window shows is either
 * still a column or, deliberately, a "header: value" pair on its rows' second line.
 */
const WIDTHS = [1366, 1280, 1024];
const TABLES = [
  { path: "dashboard", frame: ".bookings-table-frame" },
  { path: "vehicles", frame: ".table-scroll" },
  { path: "packages", frame: ".table-scroll" },
  { path: "surcharges", frame: ".table-scroll" },
  { path: "options", frame: ".table-scroll" },
  { path: "discount", frame: ".table-scroll" },
  { path: "booking-fields", frame: ".table-scroll" },
] as const;

async function openTable(page: Page, path: string, frame: string) {
  await openAdminPage(page, path);
  await expect(page.locator(`${frame} tbody tr`).first()).toBeVisible();
}

/** The headers shown, with whether each lies inside the window, and the first row's folded labels. */
function readTable(page: Page, frame: string) {
  return page.locator(frame).evaluate((element) => {
    const width = document.documentElement.clientWidth;
    const headers = [...element.querySelectorAll<HTMLElement>("thead th")].map((th) => {
      const box = th.getBoundingClientRect();
      return { text: th.textContent?.trim() ?? "", inside: box.left >= 0 && box.right <= width + 0.5 };
    });
    const folded = [...element.querySelectorAll<HTMLElement>("tbody tr:first-child .row-more dt")]
      .filter((dt) => dt.offsetParent !== null)
      .map((dt) => dt.textContent?.trim() ?? "");
    return { headers, folded, scrollWidth: element.scrollWidth, clientWidth: element.clientWidth };
  });
}

test.use({ locale: "en-US" });

test.beforeAll(async ({ request }) => {
  // A row in the bookings list, with long names, to fold.
  await bookSomewhen(request, LONG_NAMED_CUSTOMER);
});

test("every admin table shows each column or folds it into the row, at 1366, 1280 and 1024 px", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsDemoOwner(page);
  const headers = await bearerHeader(page);
  const stored = (await (await page.request.get("/api/admin/language", { headers })).json()) as {
    data: { language: string };
  };
  await page.evaluate(() => localStorage.setItem("cb.language", "en"));
  try {
    await checkEveryTable(page);
  } finally {
    await page.request.get(`/api/admin/language?lang=${stored.data.language}`, { headers });
  }
});

async function checkEveryTable(page: Page) {
  for (const { path, frame } of TABLES) {
    // The columns a wide window shows: every one there is.
    await page.setViewportSize({ width: 1920, height: 900 });
    await openTable(page, path, frame);
    const wide = await readTable(page, frame);
    const all = wide.headers.map((header) => header.text);
    expect(wide.folded, `${path} at 1920 px folds nothing`).toEqual([]);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await openTable(page, path, frame);
      const at = `${path} at ${width} px`;
      const table = await readTable(page, frame);
      expect(table.scrollWidth, `${at}: the table scrolls sideways`).toBeLessThanOrEqual(table.clientWidth);
      expect(
        table.headers.filter((header) => !header.inside).map((header) => header.text),
        `${at}: headers outside the window`,
      ).toEqual([]);
      const shown = new Set([...table.headers.map((header) => header.text), ...table.folded]);
      expect(
        all.filter((text) => !shown.has(text)),
        `${at}: columns neither shown nor folded`,
      ).toEqual([]);
      // The status switch and the row's actions always stay columns.
      expect(table.headers.map((header) => header.text)).toEqual(expect.arrayContaining(["Actions"]));
      if (all.includes("Status")) expect(table.headers.map((header) => header.text)).toContain("Status");
      if (width === 1024 && (path === "dashboard" || path === "vehicles")) {
        await expectNoSeriousA11yViolations(page);
      }
    }
  }
}
