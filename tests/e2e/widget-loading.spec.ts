// The widget as the split build delivers it: one classic script at a stable URL that imports its
// content-hashed chunks from beside itself, on an owner's page of another origin with a <base>
// pointing elsewhere and a strict CSP; the layout and lazily loaded parts at every width and in
// every language.
import { createServer, type Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { freePorts } from "../setup/free-ports.js";
import { axeBuilder } from "./support/axe.js";
import { openHostPage } from "./support/host-page.js";

/** Every axe violation inside the widget, whatever its impact. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).include("chauffeur-booking").analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`);
}

test.describe("on an owner's page of another origin", () => {
  test.use({ locale: "fr-FR" });
  let host: Server;
  let hostOrigin = "";
  /** An origin nothing answers on: where the page's <base href> points. */
  let elsewhere = "";

  test.beforeAll(async ({ baseURL }) => {
    const [hostPort, unusedPort] = await freePorts(2);
    hostOrigin = `http://127.0.0.1:${hostPort}`;
    elsewhere = `http://127.0.0.1:${unusedPort}/elsewhere/`;
    // The owner's site: its own origin, a <base> sending relative URLs to another one, and a CSP
    // whose script-src lists our server only (not even the page's own origin).
    host = createServer((_request, response) => {
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": `script-src ${baseURL}`,
      });
      response.end(`<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<base href="${elsewhere}"><title>Chauffeur à Nice</title></head>
<body><main><h1>Réservez votre chauffeur</h1>
<script src="${baseURL}/widget/chauffeur-booking.js" async></script>
<chauffeur-booking module="demomodule"></chauffeur-booking>
</main></body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(hostPort, "127.0.0.1", resolve));
  });

  test.afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
  });

  test("the script loads its chunks from our server, with their cache and CORS headers", async ({
    page,
    baseURL,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const scripts: { url: string; status: number; headers: Record<string, string> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push({ url: response.url(), status: response.status(), headers: response.headers() });
      }
    });
    // The widget's files asked for anywhere but our server (the <base>'s origin, the page's own).
    const wrongPlace: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (/chunks\/|chauffeur-booking/.test(url) && !url.startsWith(`${baseURL}/`)) wrongPlace.push(url);
    });

    await page.goto(`${hostOrigin}/`);
    const widget = page.locator("chauffeur-booking");
    await expect(widget.locator("form")).toBeVisible();
    // The steps after the trip come in a later chunk, from the same place.
    await expect(widget.getByLabel("Prénom")).toBeVisible();

    expect(violations).toEqual([]);
    expect(wrongPlace).toEqual([]);
    const loader = scripts.find((script) => script.url === `${baseURL}/widget/chauffeur-booking.js`);
    expect(loader?.headers["cache-control"]).toMatch(/no-cache|must-revalidate|max-age=\d{1,4}\b/);
    const chunks = scripts.filter((script) => script.url.startsWith(`${baseURL}/widget/chunks/`));
    // The entry, the shared first-render code, and the later steps at least.
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks) {
      expect(chunk.status).toBe(200);
      expect(chunk.url).toMatch(/-[\w-]{8}\.js$/);
      expect(chunk.headers["cache-control"]).toContain("immutable");
      expect(chunk.headers["access-control-allow-origin"]).toBe("*");
    }
    expect(scripts.every((script) => script.url.startsWith(`${baseURL}/widget/`))).toBe(true);
  });
});

test.describe("layout and lazily loaded parts", () => {
  test.use({ timezoneId: "Europe/Paris" });

  const LABELS = {
    fr: { firstName: "Prénom", map: "Carte du trajet" },
    en: { firstName: "First name", map: "Map of the route" },
    es: { firstName: "Nombre", map: "Mapa del trayecto" },
  } as const;

  for (const width of [320, 360, 600, 1024]) {
    for (const lang of ["fr", "en", "es"] as const) {
      test(`${width} px, ${lang}: no sideways scrolling, the map and later steps pass axe`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        const widget = await openHostPage(page, {
          openStreetMap: true,
          widgetAttributes: `lang="${lang}"`,
        });
        const labels = LABELS[lang];
        await expect(widget.getByLabel(labels.firstName, { exact: true })).toBeVisible();
        // The map's code and tiles are fetched as its place nears the viewport (summary/trip-map.tsx).
        await widget.locator(".cb-summary").scrollIntoViewIfNeeded();
        const map = widget.getByRole("region", { name: labels.map });
        await expect(map).toBeVisible();
        await expect(map).toContainText("OpenStreetMap");
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways).toBeLessThanOrEqual(0);

        // From the default 600 px widget up, the summary and its map sit beside the form.
        const form = await widget.locator("form").boundingBox();
        const summary = await widget.locator(".cb-summary").boundingBox();
        if (!form || !summary) throw new Error("the form or the summary is not laid out");
        const widgetBox = await widget.locator(".cb").boundingBox();
        if ((widgetBox?.width ?? 0) >= 600) {
          expect(summary.x).toBeGreaterThanOrEqual(form.x + form.width);
          expect(Math.abs(summary.y - form.y)).toBeLessThan(2);
        } else {
          expect(summary.y).toBeGreaterThanOrEqual(form.y + form.height);
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
