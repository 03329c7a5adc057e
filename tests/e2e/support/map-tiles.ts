import type { Page } from "@playwright/test";

/**
 * The fake tile server the e2e servers' keyless maps draw on (MAP_TILE_URL in
 * playwright.config.ts, tests/fixtures/fake-tile-server.mjs): no test depends on the network.
 */
export const FAKE_TILE_ORIGIN = `http://127.0.0.1:${process.env.E2E_TILE_PORT}`;

/** A map tile's address: /{z}/{x}/{y}.png on any server. */
const TILE_PATH = /\/\d+\/\d+\/\d+\.png(\?.*)?$/;

/**
 * Records the map tiles the page asks for from now on: `served` those the fake tile server
 * answered, `elsewhere` any asked of another server (OpenStreetMap's own, say).
 */
export function recordTiles(page: Page) {
  const served: string[] = [];
  const elsewhere: string[] = [];
  page.on("response", (response) => {
    const url = response.url();
    if (url.startsWith(`${FAKE_TILE_ORIGIN}/`) && response.status() === 200) served.push(url);
  });
  page.on("request", (request) => {
    const url = request.url();
    if (TILE_PATH.test(url) && !url.startsWith(`${FAKE_TILE_ORIGIN}/`)) elsewhere.push(url);
  });
  return { served, elsewhere };
}
