// @vitest-environment happy-dom

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fireEvent, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeFetch, fakePreviewToken, TEST_API, testModule } from "../tests/kits/widget/fake-api.js";
import { loadCatalog } from "./catalogs.js";
import { defineBookingElement, ELEMENT_NAME } from "./element.js";
import { WIDGET_LANGUAGES } from "./language.js";

// Vitest does not run the rollup CSS plugin: give the element the stylesheet's text as the
// build does (minus postcss, which only strips whitespace).
vi.mock("./styles.css", () => ({
  default: readFileSync(join(import.meta.dirname, "styles.css"), "utf8"),
}));

// The app loads the page's catalogs before it defines the element (app.ts); these tests define
// it or render the widget themselves.
beforeAll(async () => {
  await Promise.all(WIDGET_LANGUAGES.map(loadCatalog));
});

/** Every stylesheet text the shadow root carries, adopted or as <style> elements. */
function shadowCss(root: ShadowRoot): string {
  const adopted = root.adoptedStyleSheets.flatMap((sheet) =>
    Array.from(sheet.cssRules, (rule) => rule.cssText),
  );
  const elements = Array.from(root.querySelectorAll("style"), (style) => style.textContent ?? "");
  return [...adopted, ...elements].join("\n");
}

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(ELEMENT_NAME);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe("<chauffeur-booking>", () => {
  const api = fakeFetch([testModule(), testModule({ id: "othermodule", title: "Other company" })]);

  beforeAll(() => {
    vi.stubGlobal("fetch", api.fetch);
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE"]);
  });

  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it("is defined once; a second copy of the script warns and does nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(defineBookingElement(TEST_API)).toBe(true);
    const first = customElements.get(ELEMENT_NAME);
    expect(defineBookingElement("http://elsewhere.test")).toBe(false);
    expect(customElements.get(ELEMENT_NAME)).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("renders the form in an open shadow root with its own styles", async () => {
    const element = mount({ module: "demomodule" });
    const root = element.shadowRoot;
    if (!root) throw new Error("no open shadow root");
    expect(root.mode).toBe("open");
    const shadow = within(root as unknown as HTMLElement);
    expect(await shadow.findByLabelText("Adresse de prise en charge")).toBeTruthy();
    expect(shadow.getByRole("button", { name: "Réserver" })).toBeTruthy();
    // Nothing of the form lives in the light DOM.
    expect(element.children.length).toBe(0);
    const css = shadowCss(root);
    expect(css).toContain(".cb-input");
    expect(css).toContain("--cb-button-color: #007BFF");
  });

  it("announces ready from the host element, and keeps two widgets apart", async () => {
    const ready: string[] = [];
    const listener = (event: Event) => {
      expect(event.target).toBeInstanceOf(HTMLElement);
      ready.push((event as CustomEvent<{ moduleId: string }>).detail.moduleId);
    };
    document.addEventListener("chauffeur-booking:ready", listener);
    const french = mount({ module: "demomodule" });
    const english = mount({ module: "othermodule", lang: "en" });
    // Two widgets render on a busy machine: more than waitFor's default second may pass.
    await waitFor(() => expect(ready.sort()).toEqual(["demomodule", "othermodule"]), { timeout: 5000 });
    document.removeEventListener("chauffeur-booking:ready", listener);

    const frenchRoot = within(french.shadowRoot as unknown as HTMLElement);
    const englishRoot = within(english.shadowRoot as unknown as HTMLElement);
    expect(frenchRoot.getByLabelText("Adresse de prise en charge")).toBeTruthy();
    expect(englishRoot.getByLabelText("Pickup address")).toBeTruthy();
    expect(englishRoot.getByRole("heading", { name: "Other company" })).toBeTruthy();
  });

  it("announces ready once per load: moving the element neither reloads nor announces again", async () => {
    const ready: string[] = [];
    const listener = (event: Event) =>
      ready.push((event as CustomEvent<{ moduleId: string }>).detail.moduleId);
    document.addEventListener("chauffeur-booking:ready", listener);
    const element = mount({ module: "demomodule", lang: "en" });
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(ready).toEqual(["demomodule"]), { timeout: 5000 });
    fireEvent.change(await shadow.findByLabelText("Passengers"), { target: { value: "3" } });
    const requests = api.requests.length;

    // Moved elsewhere in the page: disconnected, connected again, React remounted.
    const elsewhere = document.createElement("section");
    document.body.append(elsewhere);
    elsewhere.append(element);
    expect(await shadow.findByLabelText("Pickup address")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ready).toEqual(["demomodule"]);
    expect(api.requests.length).toBe(requests);
    // The customer's input survived the move.
    expect((shadow.getByLabelText("Passengers") as HTMLInputElement).value).toBe("3");
    document.removeEventListener("chauffeur-booking:ready", listener);
  });

  it("shows the unknown-module message inside the shadow root", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const element = mount({ module: "nosuchmodule", lang: "en" });
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    expect((await shadow.findByRole("alert")).textContent).toBe(
      "This booking form is not available. Please contact the company.",
    );
  });

  it("calls the API given by the api attribute", async () => {
    api.requests.length = 0;
    const element = mount({ module: "demomodule", api: "http://other-api.test" });
    await within(element.shadowRoot as unknown as HTMLElement).findByLabelText("Adresse de prise en charge");
    expect(api.requests).toEqual(["http://other-api.test/api/booking/demomodule"]);
  });

  it("loads the owner's preview through its preview-token attribute, prefetching nothing else", async () => {
    api.requests.length = 0;
    const token = fakePreviewToken("demomodule");
    const element = mount({ module: "demomodule", lang: "en", "preview-token": token });
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    expect(await shadow.findByLabelText("Pickup address")).toBeTruthy();
    expect(shadow.getByText("Preview")).toBeTruthy();
    expect(shadow.queryByRole("button", { name: "Book" })).toBeNull();
    expect(api.requests).toEqual([`${TEST_API}/api/booking-preview?token=${encodeURIComponent(token)}`]);
  });
});
