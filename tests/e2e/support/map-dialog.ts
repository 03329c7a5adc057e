import { expect, type Locator, type Page } from "@playwright/test";

// The tests run offline, and a map without its images refuses a zone (its place would be
// unknown): the map draws on the fake tile server of the e2e servers (support/map-tiles.ts).

/** What the map dialog says about the drawn zone (announced as it changes). */
export const zoneStatus = (dialog: Locator) => dialog.locator(".map-zone-status");

/**
 * Resolves once the page has painted two more frames. Terra Draw's map adapters draw a click on
 * a later frame (Leaflet's after its layers are added, Google's in requestAnimationFrame), so
 * after this the corner is on the map, as a person sees it before clicking the next one.
 */
function nextFramesPainted(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Clicks at fractions of the map's box. */
export async function clickMap(map: Locator, points: [number, number][]) {
  const box = await map.boundingBox();
  if (!box) throw new Error("the map is not laid out");
  for (const [x, y] of points) {
    await map.page().mouse.click(box.x + box.width * x, box.y + box.height * y);
    await nextFramesPainted(map.page());
  }
}

/**
 * Waits until a Leaflet map shows an image of its tile server and has painted since: the map
 * refuses a zone drawn before (its place would be unknown), and re-measures its box on a frame.
 */
export async function leafletShown(map: Locator) {
  await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
  await nextFramesPainted(map.page());
}

/**
 * Draws a circle on a Leaflet map whose circle tool is on: a click on the centre, then one at
 * the edge (fractions of the map's box), as a person does with a mouse.
 */
export async function drawCircle(map: Locator, centre: [number, number], edge: [number, number]) {
  await leafletShown(map);
  const box = await map.boundingBox();
  if (!box) throw new Error("the map is not laid out");
  const page = map.page();
  await page.mouse.click(box.x + box.width * centre[0], box.y + box.height * centre[1]);
  await nextFramesPainted(page);
  await page.mouse.move(box.x + box.width * edge[0], box.y + box.height * edge[1], { steps: 5 });
  await page.mouse.click(box.x + box.width * edge[0], box.y + box.height * edge[1]);
  await nextFramesPainted(page);
}
