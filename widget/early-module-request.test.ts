// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiError, createPublicClient, isApiError } from "../src/client/index.js";
import { fakeFetch, TEST_API, testModule } from "../tests/kits/widget/fake-api.js";
import {
  moduleDocumentUrl,
  sendEarlyModuleRequests,
  takeEarlyModuleRequest,
} from "./early-module-request.js";
import {
  prefetchedModule,
  prefetchModule,
  prefetchModulesOnPage,
  takePrefetchedModule,
} from "./module-prefetch.js";

const api = fakeFetch([testModule(), testModule({ id: "othermodule", title: "Other company" })]);
/** The Accept-Language of each request, in order. */
const languages: (string | null)[] = [];

function place(html: string) {
  document.body.innerHTML = html;
}

beforeEach(() => {
  api.requests.length = 0;
  languages.length = 0;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    languages.push(
      new Headers(init?.headers ?? (input instanceof Request ? input.headers : {})).get("accept-language"),
    );
    return api.fetch(input, init);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  // Whatever a test left untaken is dropped, so the next one starts with none.
  for (const id of ["demomodule", "othermodule"]) {
    for (const language of ["fr", "en", "es"]) takeEarlyModuleRequest(TEST_API, id, language);
  }
});

describe("the loader's module request", () => {
  it("is the address the API client asks for", () => {
    expect(moduleDocumentUrl(`${TEST_API}//`, "demo module")).toBe(`${TEST_API}/api/booking/demo%20module`);
  });

  it("leaves for each element on the page, in the element's language, before any chunk runs", () => {
    place(
      `<chauffeur-booking module="demomodule" lang="en"></chauffeur-booking>
       <chauffeur-booking module="othermodule" lang="es-MX" api="${TEST_API}"></chauffeur-booking>`,
    );
    sendEarlyModuleRequests(TEST_API);
    expect(api.requests).toEqual([
      `${TEST_API}/api/booking/demomodule`,
      `${TEST_API}/api/booking/othermodule`,
    ]);
    expect(languages).toEqual(["en", "es"]);
  });

  it("is not sent for a preview, an element without a module, or twice for the same module", () => {
    place(
      `<chauffeur-booking module="demomodule" preview-token="t"></chauffeur-booking>
       <chauffeur-booking></chauffeur-booking>
       <chauffeur-booking module="othermodule" lang="en"></chauffeur-booking>
       <chauffeur-booking module="othermodule" lang="en"></chauffeur-booking>`,
    );
    sendEarlyModuleRequests(TEST_API);
    sendEarlyModuleRequests(TEST_API);
    expect(api.requests).toEqual([`${TEST_API}/api/booking/othermodule`]);
  });

  it("is what the element's prefetch uses: the module arrives without a second request", async () => {
    place(`<chauffeur-booking module="othermodule" lang="en"></chauffeur-booking>`);
    sendEarlyModuleRequests(TEST_API);
    prefetchModule(TEST_API, "othermodule", "en");
    await vi.waitFor(() =>
      expect(prefetchedModule(TEST_API, "othermodule", "en")?.title).toBe("Other company"),
    );
    await takePrefetchedModule(TEST_API, "othermodule", "en");
    expect(api.requests).toEqual([`${TEST_API}/api/booking/othermodule`]);
  });

  it("is taken once, and only in the language it was sent in", () => {
    place(`<chauffeur-booking module="demomodule" lang="fr"></chauffeur-booking>`);
    sendEarlyModuleRequests(TEST_API);
    expect(takeEarlyModuleRequest(TEST_API, "demomodule", "en")).toBeUndefined();
    expect(takeEarlyModuleRequest(TEST_API, "demomodule", "fr")).toBeDefined();
    expect(takeEarlyModuleRequest(TEST_API, "demomodule", "fr")).toBeUndefined();
  });

  it("is not used when it is older than a few seconds (the owner may have changed the module)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      place(`<chauffeur-booking module="demomodule" lang="fr"></chauffeur-booking>`);
      sendEarlyModuleRequests(TEST_API);
      vi.setSystemTime(Date.now() + 11_000);
      expect(takeEarlyModuleRequest(TEST_API, "demomodule", "fr")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("when the script runs before the parser reaches the element, leaves once the document is parsed", () => {
    const parsing = document.implementation.createHTMLDocument("page");
    Object.defineProperty(parsing, "readyState", { value: "loading", configurable: true });
    sendEarlyModuleRequests(TEST_API, parsing);
    expect(api.requests).toEqual([]);
    parsing.body.innerHTML = `<chauffeur-booking module="demomodule" lang="en"></chauffeur-booking>`;
    parsing.dispatchEvent(new Event("DOMContentLoaded"));
    expect(api.requests).toEqual([`${TEST_API}/api/booking/demomodule`]);
  });

  it("a failed one is retried by the app against the network", async () => {
    place(`<chauffeur-booking module="demomodule" lang="en"></chauffeur-booking>`);
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      if (api.requests.length > 0 || input instanceof Request) return api.fetch(input, init);
      api.requests.push(String(input));
      return Promise.reject(new TypeError("network down"));
    });
    sendEarlyModuleRequests(TEST_API);
    prefetchModule(TEST_API, "demomodule", "en");
    const module = await takePrefetchedModule(TEST_API, "demomodule", "en");
    expect(module?.id).toBe("demomodule");
    expect(api.requests).toEqual([
      `${TEST_API}/api/booking/demomodule`,
      `${TEST_API}/api/booking/demomodule`,
    ]);
  });
  it("when it answers an error, the widget gets the error the API client makes of it", async () => {
    place(`<chauffeur-booking module="nosuchmodule" lang="en"></chauffeur-booking>`);
    sendEarlyModuleRequests(TEST_API);
    prefetchModule(TEST_API, "nosuchmodule", "en");
    await expect(takePrefetchedModule(TEST_API, "nosuchmodule", "en")).rejects.toMatchObject({
      code: "MODULE_NOT_FOUND",
      status: 404,
    });
    expect(api.requests).toEqual([`${TEST_API}/api/booking/nosuchmodule`]);
  });

  it("when it answers 200 with something else than our envelope, the widget gets the client's error", async () => {
    const portal = () => Promise.resolve(new Response("<html>captive portal</html>", { status: 200 }));
    const asked = createPublicClient(TEST_API, { fetch: portal }).getPublicModule("demomodule");
    const expected = await asked.catch((error: unknown) => error);
    place(`<chauffeur-booking module="demomodule" lang="en"></chauffeur-booking>`);
    vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
      api.requests.push(String(input instanceof Request ? input.url : input));
      return portal();
    });
    sendEarlyModuleRequests(TEST_API);
    prefetchModule(TEST_API, "demomodule", "en");
    const error = await takePrefetchedModule(TEST_API, "demomodule", "en")?.catch(
      (reason: unknown) => reason,
    );
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: (expected as ApiError).code, status: (expected as ApiError).status });
    expect(api.requests).toEqual([`${TEST_API}/api/booking/demomodule`]);
  });
});

describe("before the element is defined (app.ts)", () => {
  it("waits for the modules of the page's elements, so the first render can show them", async () => {
    place(`<chauffeur-booking module="othermodule" lang="en"></chauffeur-booking>`);
    sendEarlyModuleRequests(TEST_API);
    await prefetchModulesOnPage(TEST_API, 5_000);
    expect(prefetchedModule(TEST_API, "othermodule", "en")?.title).toBe("Other company");
    expect(api.requests).toEqual([`${TEST_API}/api/booking/othermodule`]);
    takePrefetchedModule(TEST_API, "othermodule", "en");
  });

  it("waits no longer than its cap for a slow answer", async () => {
    place(`<chauffeur-booking module="demomodule" lang="en"></chauffeur-booking>`);
    vi.stubGlobal("fetch", () => new Promise<Response>(() => {}));
    const started = Date.now();
    await prefetchModulesOnPage(TEST_API, 50);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(prefetchedModule(TEST_API, "demomodule", "en")).toBeUndefined();
    takePrefetchedModule(TEST_API, "demomodule", "en");
  });
});
