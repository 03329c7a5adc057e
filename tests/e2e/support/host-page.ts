import { expect, type Locator, type Page } from "@playwright/test";

/** A page of the owner's site, made up for one test: its markup around the embed code. */
export interface HostPageOptions {
  /** Attributes of the page's <html> element, e.g. `dir="rtl" lang="ar"`. */
  htmlAttributes?: string;
  /** The page's own stylesheet. */
  css?: string;
  /** Attributes of the <chauffeur-booking> element besides `module`. */
  widgetAttributes?: string;
  /** Answers the demo module with this button colour ("RRGGBB"), as if the owner had chosen it. */
  buttonColor?: string;
  /** Answers the demo module with its map shown and no Google key (the OpenStreetMap map). */
  openStreetMap?: boolean;
}

const HOST_PATH = "/e2e-host-page";

/**
 * Opens a host page served by the browser itself (on the e2e server's origin, so the widget's
 * script and API are the real ones), with the demo module embedded as the integration screen
 * emits it. Answers the widget's element once its form is shown.
 */
export async function openHostPage(page: Page, options: HostPageOptions = {}): Promise<Locator> {
  const { buttonColor, openStreetMap } = options;
  if (buttonColor || openStreetMap) {
    await page.route(/\/api\/booking\/demomodule(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      if (buttonColor) json.data.appearance.buttonColor = buttonColor;
      if (openStreetMap) Object.assign(json.data.appearance, { showMap: true, googleMapsApiKey: "" });
      await route.fulfill({ response, json });
    });
  }
  const html = `<!doctype html>
<html ${options.htmlAttributes ?? 'lang="fr"'}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host page</title><style>${options.css ?? ""}</style></head>
<body>
<main>
<h1>Réservation</h1>
<script src="/widget/chauffeur-booking.js" async></script>
<chauffeur-booking module="demomodule" ${options.widgetAttributes ?? ""}></chauffeur-booking>
</main>
</body>
</html>`;
  await page.route(`**${HOST_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
  );
  await page.goto(HOST_PATH);
  const widget = page.locator("chauffeur-booking");
  await expect(widget.locator("form")).toBeVisible();
  return widget;
}
