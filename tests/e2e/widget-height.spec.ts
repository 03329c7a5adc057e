// Issue 31 item 5 (docs/decisions/0124-automatic-widget-height.md): by default the widget is as
// tall as its content and the page is the only thing that scrolls; with a fixed height it scrolls
// inside, and Book stays in sight at its bottom. Book is reached by keyboard either way.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe.js";
import { openHostPage } from "./support/host-page.js";

test.use({ timezoneId: "Europe/Paris" });
// Tabbing through the whole form, one key at a time, is slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Answers the demo module with this height, as if the owner had saved it (0: automatic). */
async function withHeight(page: Page, moduleHeight: number) {
  await page.route(/\/api\/booking\/demomodule(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.data.appearance.moduleHeight = moduleHeight;
    await route.fulfill({ response, json });
  });
}

/** The widget's root box (the former scroll area) as the browser lays it out. */
function rootBox(widget: Locator) {
  return widget.evaluate((host) => {
    const root = host.shadowRoot?.querySelector<HTMLElement>(".cb");
    if (!root) throw new Error("no widget root");
    const style = getComputedStyle(root);
    return {
      scrollHeight: root.scrollHeight,
      clientHeight: root.clientHeight,
      overflowY: style.overflowY,
      rootHeight: root.getBoundingClientRect().height,
      hostHeight: host.getBoundingClientRect().height,
    };
  });
}

/** Presses Tab until the focus is on Book (in the widget's shadow root); false if never. */
async function tabToBook(page: Page, widget: Locator): Promise<boolean> {
  await page.locator("h1").click();
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press("Tab");
    const onBook = await widget.evaluate(
      (host) => host.shadowRoot?.activeElement?.matches('button[type="submit"]') ?? false,
    );
    if (onBook) return true;
  }
  return false;
}

const SIZES = [
  { width: 1366, height: 768 },
  { width: 360, height: 640 },
];

for (const size of SIZES) {
  test(`${size.width}×${size.height}, automatic: one scrollbar, Book reached by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await withHeight(page, 0);
    const widget = await openHostPage(page, { widgetAttributes: 'lang="en"' });
    const box = await rootBox(widget);
    expect(box.overflowY).toBe("visible");
    expect(box.scrollHeight).toBe(box.clientHeight);
    expect(Math.abs(box.hostHeight - box.rootHeight)).toBeLessThanOrEqual(1);
    // The form is taller than the window: the page scrolls, once.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(size.height);

    expect(await tabToBook(page, widget)).toBe(true);
    await expect(widget.getByRole("button", { name: "Book", exact: true })).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("1366×768, fixed 500 px: the widget scrolls inside and Book stays in sight", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await withHeight(page, 500);
  const widget = await openHostPage(page, { widgetAttributes: 'lang="en"' });
  const box = await rootBox(widget);
  expect(box.overflowY).toBe("auto");
  expect(box.rootHeight).toBeLessThanOrEqual(500);
  expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);

  const book = widget.getByRole("button", { name: "Book", exact: true });
  const inside = async () => {
    const [frame, button] = await Promise.all([widget.locator(".cb").boundingBox(), book.boundingBox()]);
    return Boolean(
      frame && button && button.y >= frame.y && button.y + button.height <= frame.y + frame.height,
    );
  };
  // At the top of the form, and after scrolling the widget halfway.
  expect(await inside()).toBe(true);
  await widget.locator(".cb").evaluate((root) => root.scrollTo({ top: root.scrollHeight / 2 }));
  expect(await inside()).toBe(true);
  await expect(book).toBeInViewport();

  expect(await tabToBook(page, widget)).toBe(true);
  await expect(book).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});

test("a fixed height taller than the window is held to the window", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await withHeight(page, 950);
  const widget = await openHostPage(page, { widgetAttributes: 'lang="en"' });
  expect((await rootBox(widget)).rootHeight).toBeLessThanOrEqual(768);
  await widget.evaluate((host) => host.scrollIntoView());
  await expect(widget.getByRole("button", { name: "Book", exact: true })).toBeInViewport();
});

test("360×640, fixed 500 px: phones stay automatic, the page scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await withHeight(page, 500);
  const widget = await openHostPage(page, { widgetAttributes: 'lang="en"' });
  const box = await rootBox(widget);
  expect(box.overflowY).toBe("visible");
  expect(box.scrollHeight).toBe(box.clientHeight);
});
