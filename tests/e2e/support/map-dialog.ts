import type { Locator } from "@playwright/test";

/** What the map dialog says about the drawn zone (announced as it changes). */
export const zoneStatus = (dialog: Locator) => dialog.locator(".map-zone-status");

/** Clicks at fractions of the map's box (offline the map has no tiles; clicks still draw). */
export async function clickMap(map: Locator, points: [number, number][]) {
  const box = await map.boundingBox();
  if (!box) throw new Error("the map is not laid out");
  for (const [x, y] of points) {
    await map.page().mouse.click(box.x + box.width * x, box.y + box.height * y);
    await map.page().waitForTimeout(150);
  }
}
