// Issue 31: at every width from a small phone to a desktop, in each language, no control of the
// widget overflows its container or has its text clipped, the new controls of issue 32 included
// (service type, duration, stops, tip), and no placeholder is cut off.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openHostPage } from "./support/host-page.js";

test.use({ timezoneId: "Europe/Paris" });

const WORDS = {
  fr: { hire: "Mise à disposition", addStop: "Ajouter un arrêt", online: "Payer en ligne par carte" },
  en: { hire: "Hourly hire", addStop: "Add a stop", online: "Pay online by card" },
  es: { hire: "Alquiler por horas", addStop: "Añadir una parada", online: "Pagar en línea con tarjeta" },
} as const;

/**
 * What does not fit, read in the widget's shadow root: a control sticking out of the widget's
 * form or summary, a label, segment or button whose text is wider than its box, a placeholder
 * wider than its input.
 */
function misfits(widget: Locator): Promise<string[]> {
  return widget.evaluate((host) => {
    const root = host.shadowRoot;
    const frame = root?.querySelector(".cb")?.getBoundingClientRect();
    if (!root || !frame) return ["no widget"];
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const controls = root.querySelectorAll(
      "input:not([type=radio]):not([type=checkbox]), select, textarea, button, .cb-segment span, .cb-label",
    );
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
        found.push(`${name(element)} overflows`);
      const html = element as HTMLElement;
      if (html.scrollWidth > html.clientWidth + 1 && element.tagName !== "SELECT")
        found.push(`${name(element)} clipped (${html.scrollWidth} > ${html.clientWidth})`);
    }
    const canvas = document.createElement("canvas").getContext("2d");
    for (const input of root.querySelectorAll<HTMLInputElement>("input[placeholder]")) {
      if (!canvas || !input.placeholder) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (canvas.measureText(input.placeholder).width > room + 1)
        found.push(`placeholder of #${input.id} cut off`);
    }
    return found;
  });
}

/** Offers online payment with a deposit and tips on the demo module, as if the card account were on. */
async function offerOnlinePayment(page: Page) {
  await page.route(/\/api\/booking\/demomodule(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.data.payments = {
      driver: true,
      online: true,
      depositPercentage: 30,
      gratuity: { percentages: [5, 10, 15], customAmount: true },
    };
    await route.fulfill({ response, json });
  });
}

for (const width of [320, 360, 600, 1024, 1280]) {
  for (const lang of ["fr", "en", "es"] as const) {
    test(`${width} px, ${lang}: every control fits, stops, hire and tip included`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await offerOnlinePayment(page);
      const widget = await openHostPage(page, { widgetAttributes: `lang="${lang}"` });
      const words = WORDS[lang];
      await widget.getByRole("button", { name: words.addStop }).click();
      await widget.getByRole("button", { name: words.addStop }).click();
      await widget.getByText(words.online, { exact: true }).click();
      await expect(widget.locator(".cb-online-payment")).toBeVisible();
      expect(await misfits(widget)).toEqual([]);

      await widget.getByText(words.hire, { exact: true }).click();
      await expect(widget.locator("#hireMinutes")).toBeVisible();
      expect(await misfits(widget)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
