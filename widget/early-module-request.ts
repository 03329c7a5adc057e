// The module request sent by the loader (index.ts) the moment the script runs, while the app's
// chunks are still downloading, and handed to the app when its element asks for the module
// (module-prefetch.ts). Without it the request left only once the app's chunk had arrived and run:
// script → chunk → module, a waterfall; now it is script → (chunk ∥ module). Shared by the classic
// loader and the ES chunks, so this file imports nothing but the language choice and the API base
// (no React, no Lingui, no API client): the loader stays about a kilobyte.
import { widgetApiBase } from "./api-base.js";
import { resolveLanguage } from "./language.js";

/** The element's name, here rather than in element.ts, which brings React along. */
export const ELEMENT_NAME = "chauffeur-booking";

interface EarlyRequest {
  response: Promise<Response>;
  startedAt: number;
}

/**
 * Where the loader leaves its requests for the app. The loader and the chunks are separate
 * bundles with a module state each, so they meet on a global, under a registered symbol no page
 * script names by accident.
 */
const REGISTRY = Symbol.for("chauffeur-booking:early-module-requests");

function registry(): Map<string, EarlyRequest> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, EarlyRequest> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/**
 * The module document's address, exactly as the API client builds it (src/client: the base
 * without trailing slashes, `/api`, `booking/{id}`), so the app recognises the request as its own.
 */
export function moduleDocumentUrl(apiBase: string, moduleId: string): string {
  return `${apiBase.replace(/\/+$/, "")}/api/booking/${encodeURIComponent(moduleId)}`;
}

const keyOf = (url: string, language: string) => `${url}\n${language}`;

/**
 * Sends the module request of every <chauffeur-booking> element already in the document, as the
 * element itself would (its `api` attribute, else the script's base; its language as
 * Accept-Language). Previews load through their token (use-module-loader.ts) and are skipped.
 * An async script may run before the parser reaches the element: then once more when the
 * document is parsed, unless the app has defined the element by then (it asks for itself).
 */
export function sendEarlyModuleRequests(defaultApiBase: string, doc: Document = document): void {
  const send = () => {
    for (const element of doc.querySelectorAll(ELEMENT_NAME)) {
      const moduleId = element.getAttribute("module");
      if (!moduleId || element.hasAttribute("preview-token")) continue;
      const apiBase = widgetApiBase(element.getAttribute("api") ?? undefined, defaultApiBase);
      const language = resolveLanguage(element.getAttribute("lang") ?? undefined);
      const url = moduleDocumentUrl(apiBase, moduleId);
      const key = keyOf(url, language);
      if (registry().has(key)) continue;
      const response = fetch(url, { headers: { "accept-language": language } });
      // A failure is the app's to report when it takes the request; untaken, it is dropped.
      response.catch(() => registry().delete(key));
      registry().set(key, { response, startedAt: Date.now() });
    }
  };
  send();
  if (doc.readyState === "loading") {
    doc.addEventListener(
      "DOMContentLoaded",
      () => {
        if (!globalThis.customElements?.get(ELEMENT_NAME)) send();
      },
      { once: true },
    );
  }
}

/** A request older than this is not used: the owner may have changed the module since. */
const FRESH_FOR_MS = 10_000;

/**
 * The loader's request for this module document in this language, taken once (the app sends any
 * later request itself), or undefined when the loader sent none or it is stale.
 */
export function takeEarlyModuleRequest(
  apiBase: string,
  moduleId: string,
  language: string,
): Promise<Response> | undefined {
  const key = keyOf(moduleDocumentUrl(apiBase, moduleId), language);
  const entry = registry().get(key);
  registry().delete(key);
  return entry && Date.now() - entry.startedAt < FRESH_FOR_MS ? entry.response : undefined;
}
