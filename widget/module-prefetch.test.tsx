// @vitest-environment happy-dom

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, TEST_API, testModule } from "../tests/kits/widget/fake-api.js";
import { BookingWidget } from "./booking-widget.js";
import { loadCatalog } from "./catalogs.js";
import { defineBookingElement, ELEMENT_NAME } from "./element.js";
import { WIDGET_LANGUAGES } from "./language.js";
import { prefetchedModule, prefetchModule, takePrefetchedModule } from "./module-prefetch.js";

vi.mock("./styles.css", () => ({
  default: readFileSync(join(import.meta.dirname, "styles.css"), "utf8"),
}));

// The app loads the page's catalogs before it defines the element (app.ts); these tests define
// it or render the widget themselves.
beforeAll(async () => {
  await Promise.all(WIDGET_LANGUAGES.map(loadCatalog));
});

const api = fakeFetch([testModule(), testModule({ id: "othermodule", title: "Other company" })]);
/** What happened first: the module request or React's first render into the shadow root. */
const timeline: string[] = [];

beforeAll(() => {
  vi.stubGlobal("fetch", (...args: Parameters<typeof fetch>) => {
    timeline.push("request");
    return api.fetch(...args);
  });
  defineBookingElement(TEST_API);
});

beforeEach(() => {
  api.requests.length = 0;
  timeline.length = 0;
  document.body.replaceChildren();
});

afterAll(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("the module request starts before React renders", () => {
  it("leaves when the element is connected, and the widget uses that answer instead of asking again", async () => {
    const element = document.createElement(ELEMENT_NAME);
    element.setAttribute("module", "demomodule");
    element.setAttribute("lang", "en");
    const shadowRoot = element.shadowRoot as ShadowRoot;
    const firstRender = new MutationObserver(() => {
      timeline.push("render");
      firstRender.disconnect();
    });
    firstRender.observe(shadowRoot, { childList: true });
    document.body.append(element);

    await within(shadowRoot as unknown as HTMLElement).findByLabelText("Pickup address");
    expect(timeline).toEqual(["request", "render"]);
    expect(api.requests).toEqual([`${TEST_API}/api/booking/demomodule`]);
  });

  it("paints the module on the first render when its answer is already here", async () => {
    prefetchModule(TEST_API, "othermodule", "en");
    await vi.waitFor(() => expect(prefetchedModule(TEST_API, "othermodule", "en")).toBeDefined());
    render(<BookingWidget module="othermodule" lang="en" api={TEST_API} />);
    // No await: the first paint is the form, not a loading state.
    expect(screen.getByRole("heading", { name: "Other company" })).toBeTruthy();
    expect(api.requests).toEqual([`${TEST_API}/api/booking/othermodule`]);
  });

  it("is taken once: a later load asks the server again", async () => {
    prefetchModule(TEST_API, "demomodule", "en");
    const first = takePrefetchedModule(TEST_API, "demomodule", "en");
    expect(first).toBeDefined();
    await first;
    expect(takePrefetchedModule(TEST_API, "demomodule", "en")).toBeUndefined();
    expect(prefetchedModule(TEST_API, "demomodule", "en")).toBeUndefined();
  });

  it("is not used when it is older than a few seconds (the owner may have changed the module)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      prefetchModule(TEST_API, "demomodule", "en");
      await vi.waitFor(() => expect(prefetchedModule(TEST_API, "demomodule", "en")).toBeDefined());
      vi.setSystemTime(Date.now() + 11_000);
      expect(prefetchedModule(TEST_API, "demomodule", "en")).toBeUndefined();
      expect(takePrefetchedModule(TEST_API, "demomodule", "en")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks once for two elements of the same module and language, and not at all without a module", async () => {
    prefetchModule(TEST_API, "demomodule", "en");
    prefetchModule(TEST_API, "demomodule", "en-GB");
    prefetchModule(TEST_API, "", "en");
    await takePrefetchedModule(TEST_API, "demomodule", "en");
    expect(api.requests).toEqual([`${TEST_API}/api/booking/demomodule`]);
  });

  it("asks once per language: a French and an English element of one module each get their own", async () => {
    prefetchModule(TEST_API, "demomodule", "fr");
    prefetchModule(TEST_API, "demomodule", "en");
    const french = takePrefetchedModule(TEST_API, "demomodule", "fr");
    const english = takePrefetchedModule(TEST_API, "demomodule", "en");
    expect(french).toBeDefined();
    expect(english).toBeDefined();
    expect(french).not.toBe(english);
    await Promise.all([french, english]);
    expect(api.requests).toEqual([
      `${TEST_API}/api/booking/demomodule`,
      `${TEST_API}/api/booking/demomodule`,
    ]);
  });
});
