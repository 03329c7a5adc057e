import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInAsDemoOwner } from "./support/admin.js";
import { bookSomewhen } from "./support/book-somewhen.js";

/**
 * Unsaved input is never lost without a question (leaving the page by a link, the back button or
 * closing the tab; Escape or Cancel on a dialog), and a button busy with its own action keeps the
 * keyboard focus.
 */
test.use({ locale: "en-US" });

test.beforeEach(async ({ page }) => {
  await signInAsDemoOwner(page);
});

const sidebarLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name, exact: true });

async function openSettings(page: Page) {
  await sidebarLink(page, "Settings").click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByLabel("Title", { exact: true })).toBeVisible();
}

test("leaving the settings with changes not saved asks first: link, back button, closing the tab", async ({
  page,
}) => {
  await openSettings(page);
  const title = page.getByLabel("Title", { exact: true });
  // Nothing typed yet: leaving asks nothing.
  await sidebarLink(page, "Vehicles").click();
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
  await openSettings(page);

  const typed = `${await title.inputValue()} (draft)`;
  await title.fill(typed);
  const question = page.getByRole("dialog", { name: "Leave without saving?" });

  // A link: the question, "Stay" keeps the page and the input.
  await sidebarLink(page, "Vehicles").click();
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Stay on this page" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole("button", { name: "Stay on this page" }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(title).toHaveValue(typed);

  // The browser's back button: the same question; Escape stays too.
  await page.goBack();
  await expect(question).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(title).toHaveValue(typed);

  // Closing the tab: the browser's own question (beforeunload); dismissed, the page stays.
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  expect(page.isClosed()).toBe(false);
  await expect(title).toHaveValue(typed);
  page.removeAllListeners("dialog");

  // Leaving on purpose: the change is not saved.
  await sidebarLink(page, "Vehicles").click();
  await question.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
  await openSettings(page);
  await expect(title).not.toHaveValue(typed);
});

test("Escape or Cancel on a dialog with input asks before discarding it; a clean one just closes", async ({
  page,
}) => {
  await sidebarLink(page, "Vehicles").click();
  const add = page.getByRole("button", { name: "Add a vehicle" });
  const dialog = page.getByRole("dialog", { name: "Add a vehicle" });
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });

  await add.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();

  await add.click();
  await dialog.getByLabel("Name").fill("Van under construction");
  await page.keyboard.press("Escape");
  await expect(discard).toBeVisible();
  await expect(discard.getByRole("button", { name: "Keep editing" })).toBeFocused();
  // Escape on the question keeps editing: the input is still there.
  await page.keyboard.press("Escape");
  await expect(discard).toHaveCount(0);
  await expect(dialog.getByLabel("Name")).toHaveValue("Van under construction");

  // The back button with the dialog open asks to leave, like the settings.
  await page.goBack();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
  await expect(dialog.getByLabel("Name")).toHaveValue("Van under construction");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(discard).toBeVisible();
  await discard.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "Van under construction" })).toHaveCount(0);
});

test("Escape in New booking's customer field closes the suggestions, not the dialog", async ({ page }) => {
  // A customer the suggestions can find.
  const lastName = `Zyxtrand${randomBytes(3).toString("hex")}`;
  await bookSomewhen(page.request, {
    firstName: "Ines",
    lastName,
    email: `${lastName.toLowerCase()}@example.com`,
  });
  await page.getByRole("button", { name: "New booking" }).click();
  const dialog = page.getByRole("dialog", { name: "New booking" });
  await dialog.getByRole("tab", { name: "Customer" }).click();
  const lastNameField = dialog.getByRole("combobox", { name: "Last name" });
  await lastNameField.fill(lastName);
  const suggestions = dialog.getByRole("listbox", { name: "Existing customers" });
  await expect(suggestions).toBeVisible();
  await expect(lastNameField).toHaveAttribute("aria-expanded", "true");

  await lastNameField.press("Escape");
  await expect(suggestions).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Discard your changes?" })).toHaveCount(0);
  await expect(lastNameField).toBeFocused();
  await expect(lastNameField).toHaveValue(lastName);

  // A second Escape is the dialog's: it holds input, so it asks.
  await lastNameField.press("Escape");
  const discard = page.getByRole("dialog", { name: "Discard your changes?" });
  await expect(discard).toBeVisible();
  await discard.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toHaveCount(0);
});

test("a save button keeps the keyboard focus while it works", async ({ page }) => {
  // The settings' answer waits until the test has looked at the busy button.
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/admin/settings", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await answered;
    return route.continue();
  });
  await openSettings(page);
  const save = page.getByRole("button", { name: "Save", exact: true }).first();
  const title = page.getByLabel("Title", { exact: true });
  await title.fill(await title.inputValue());
  await save.focus();
  await page.keyboard.press("Enter");
  const busy = page.getByRole("button", { name: "Saving…" }).first();
  await expect(busy).toHaveAttribute("aria-disabled", "true");
  await expect(busy).toBeFocused();
  // Pressed again while busy: nothing more is sent.
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/admin/settings")) posts++;
  });
  await page.keyboard.press("Enter");
  release();
  await expect(save).toBeFocused();
  await expect(save).not.toHaveAttribute("aria-disabled", "true");
  expect(posts).toBe(0);

  // A catalogue dialog's Save, the same.
  let releaseVehicle: () => void = () => undefined;
  const vehicleAnswered = new Promise<void>((resolve) => {
    releaseVehicle = resolve;
  });
  await page.route("**/api/admin/vehicles", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await vehicleAnswered;
    return route.abort();
  });
  await sidebarLink(page, "Vehicles").click();
  await page.getByRole("button", { name: "Add a vehicle" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a vehicle" });
  await dialog.getByLabel("Name").fill("Focus test van");
  await dialog.getByLabel("Passengers").fill("3");
  await dialog.getByLabel("Pieces of baggage").fill("2");
  const vehicleSave = dialog.getByRole("button", { name: "Save", exact: true });
  await vehicleSave.focus();
  await page.keyboard.press("Enter");
  const vehicleBusy = dialog.getByRole("button", { name: "Saving…" });
  await expect(vehicleBusy).toHaveAttribute("aria-disabled", "true");
  await expect(vehicleBusy).toBeFocused();
  releaseVehicle();
  // The request failed (aborted): the dialog stays, its button back and still focused.
  await expect(vehicleSave).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard" })
    .click();
});
