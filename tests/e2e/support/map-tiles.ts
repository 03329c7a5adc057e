import type { Page } from "@playwright/test";

/** A 1 × 1 transparent PNG. */
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * OpenStreetMap's tile server as the widget's keyless map sees it, answered by the test: blank
 * tiles, so no test depends on the network or logs a failed image load (a page with no network
 * at all only has a grey map).
 */
export async function serveBlankTiles(page: Page): Promise<void> {
  await page.route("https://tile.openstreetmap.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
  );
}
