import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInAsDemoOwner } from "./support/admin.js";
import { clickMap, zoneStatus } from "./support/map-dialog.js";
import { recordTiles } from "./support/map-tiles.js";

// The zone dialog draws on Google's map when the module has a Maps key (issue 7). Google's script
// cannot be fetched here, so Playwright serves a stand-in at Google's address: the real loader,
// Terra Draw and its Google adapter run against it. Nothing is saved: the key is only typed in
// the settings form, which the dialog follows.
test.use({ locale: "en-US" });

const FAKE_GOOGLE_MAPS = readFileSync(new URL("./support/fake-google-maps.js", import.meta.url), "utf8");
const GOOGLE_SCRIPT = "https://maps.googleapis.com/maps/api/js**";
const FALLBACK_NOTICE =
  "Google Maps could not be shown with the module's key, so this map is OpenStreetMap. The zone works the same.";

/** What the stand-in keeps in the page: each map it made, `idled` once it has loaded. */
type StandInWindow = { __fakeGoogleMaps?: { maps: { idled?: boolean }[] } };

/** Serves the stand-in for Google's script, or fails it as an offline machine would. */
async function google(page: Page, answer: "served" | "offline"): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route(GOOGLE_SCRIPT, (route) => {
    requests.push(new URL(route.request().url()));
    return answer === "served"
      ? route.fulfill({ contentType: "text/javascript", body: FAKE_GOOGLE_MAPS })
      : route.abort("internetdisconnected");
  });
  return requests;
}

/** Types the key into the settings form and opens the allowed region's map dialog. */
async function openRegionMap(page: Page, key: string) {
  await page.goto("/admin/settings");
  await page.getByLabel("Google Maps API key").fill(key);
  const region = page.getByRole("group", { name: "Allowed region" });
  await region.getByLabel("Allowed region").check();
  await region.getByRole("button", { name: "Draw the region on the map" }).click();
  const dialog = page.getByRole("dialog", { name: "Allowed region" });
  const map = dialog.getByRole("application", { name: "Map" });
  await expect(zoneStatus(dialog)).toHaveText("No zone drawn yet.");
  return { region, dialog, map };
}

const SQUARE: [number, number][] = [
  [0.35, 0.35],
  [0.65, 0.35],
  [0.65, 0.65],
  [0.35, 0.65],
  [0.35, 0.35],
];

test.beforeEach(async ({ page }) => {
  // When Google is not there, the Leaflet map draws on the e2e servers' fake tile server.
  await signInAsDemoOwner(page);
});

test("with a Maps key the zone is drawn on Google's map, in the admin's language", async ({ page }) => {
  const requests = await google(page, "served");
  const { region, dialog, map } = await openRegionMap(page, "AIza-e2e-key");
  await expect(map.locator(".gm-style")).toHaveCount(1);
  await expect(map).not.toHaveClass(/leaflet-container/);
  expect(requests.map((url) => [url.searchParams.get("key"), url.searchParams.get("language")])).toEqual([
    ["AIza-e2e-key", "en"],
  ]);
  await expect(dialog.getByText(FALLBACK_NOTICE)).toHaveCount(0);

  await clickMap(map, SQUARE);
  await expect(zoneStatus(dialog)).toHaveText("Polygon, 4 corners");
  await expect(map.locator("svg polygon")).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A circle on the map's centre: Google's projection gives back the default centre of France.
  await dialog.getByRole("button", { name: "Draw a circle" }).click();
  await clickMap(map, [[0.5, 0.5]]);
  const box = await map.boundingBox();
  if (!box) throw new Error("the map is not laid out");
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 5 });
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);
  await expect(zoneStatus(dialog)).toHaveText(/^Circle, radius [\d.]+ km$/);
  await dialog.getByRole("button", { name: "Validate" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    region.getByText(/^A circle of [\d.]+ km around 46\.(3[6-9]|4[0-6])\d*, 2\.(0\d|1[01])\d*\.$/),
  ).toBeVisible();
});

test("without Google (offline, blocked) the zone is drawn on OpenStreetMap", async ({ page }) => {
  const requests = await google(page, "offline");
  const tiles = recordTiles(page);
  const { region, dialog, map } = await openRegionMap(page, "AIza-e2e-key");
  await expect(dialog.getByText(FALLBACK_NOTICE)).toBeVisible();
  await expect(map).toHaveClass(/leaflet-container/);
  // The fallback map draws on the operator's tile server too.
  await expect.poll(() => tiles.served.length).toBeGreaterThan(0);
  expect(tiles.elsewhere).toEqual([]);
  expect(requests).toHaveLength(1);
  await clickMap(map, SQUARE);
  await expect(zoneStatus(dialog)).toHaveText("Polygon, 4 corners");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Validate" }).click();
  await expect(region.getByText("A polygon with 4 corners.")).toBeVisible();
});

test("when Google refuses the key, the zone drawn so far moves onto OpenStreetMap", async ({ page }) => {
  await google(page, "served");
  const { region, dialog, map } = await openRegionMap(page, "AIza-refused");
  await expect(map.locator(".gm-style")).toHaveCount(1);
  await clickMap(map, SQUARE);
  await expect(zoneStatus(dialog)).toHaveText("Polygon, 4 corners");

  // Google checks the key once the map is shown and then calls this documented hook.
  await page.evaluate(() => (window as { gm_authFailure?: () => void }).gm_authFailure?.());
  await expect(dialog.getByText(FALLBACK_NOTICE)).toBeVisible();
  await expect(map).toHaveClass(/leaflet-container/);
  await expect(map.locator(".gm-style")).toHaveCount(0);
  await expect(zoneStatus(dialog)).toHaveText("Polygon, 4 corners");
  await dialog.getByRole("button", { name: "Validate" }).click();
  await expect(region.getByText("A polygon with 4 corners.")).toBeVisible();
});

test("when Google refuses the key while its map is loading, OpenStreetMap takes over for good", async ({
  page,
}) => {
  await google(page, "served");
  await page.goto("/admin/settings");
  await page.getByLabel("Google Maps API key").fill("AIza-slow-refused");
  const region = page.getByRole("group", { name: "Allowed region" });
  await region.getByLabel("Allowed region").check();
  await region.getByRole("button", { name: "Draw the region on the map" }).click();
  const dialog = page.getByRole("dialog", { name: "Allowed region" });
  await expect(zoneStatus(dialog)).toHaveText("Loading the map…");
  // Google's map exists and is still building its panes (the stand-in takes 1.5 s for this key).
  await page.waitForFunction(() => (window as StandInWindow).__fakeGoogleMaps?.maps.length === 1);
  await page.evaluate(() => (window as { gm_authFailure?: () => void }).gm_authFailure?.());
  await expect(dialog.getByText(FALLBACK_NOTICE)).toBeVisible();
  const map = dialog.getByRole("application", { name: "Map" });
  await expect(map).toHaveClass(/leaflet-container/);
  // The stale Google map finishes loading in its own, removed element: once it has (its first
  // "idle"), nothing of it shows up.
  await page.waitForFunction(() =>
    (window as StandInWindow).__fakeGoogleMaps?.maps.every((googleMap) => googleMap.idled),
  );
  await expect(dialog.locator(".gm-style")).toHaveCount(0);
  await expect(dialog.getByRole("application")).toHaveCount(1);
  await clickMap(map, SQUARE);
  await expect(zoneStatus(dialog)).toHaveText("Polygon, 4 corners");
});
