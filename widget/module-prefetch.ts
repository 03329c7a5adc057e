import { createPublicClient } from "../src/client/index.js";
import type { PublicModule } from "../src/contract/module.js";
import { widgetApiBase } from "./api-base.js";
import { ELEMENT_NAME, takeEarlyModuleRequest } from "./early-module-request.js";
import { resolveLanguage } from "./i18n.js";

/**
 * The module request starts as soon as the script meets a <chauffeur-booking> element (when the
 * element is upgraded, before React renders anything), so loading the widget is one round trip
 * after the script, not script → React's first render → request. The widget then takes the
 * answer (or the request still in flight) instead of asking again; an answer already here when
 * React first renders is on the first paint. The loader may have sent that request already, while
 * this chunk was downloading (early-module-request.ts): then the element takes the loader's.
 */
interface Prefetch {
  promise: Promise<PublicModule>;
  /** Set once the answer arrived, so a render can use it synchronously. */
  module?: PublicModule;
  startedAt: number;
}

/** An answer older than this is not used: the owner may have changed the module since. */
const FRESH_FOR_MS = 10_000;

const prefetches = new Map<string, Prefetch>();

/** One request per API, module and language: the module document is translated (Accept-Language). */
const keyOf = (apiBase: string, moduleId: string, language: string) => `${apiBase}\n${moduleId}\n${language}`;

/** Starts loading `moduleId` unless a fresh request for it is already under way. */
export function prefetchModule(apiBase: string, moduleId: string, lang: string | undefined): void {
  if (!moduleId) return;
  const language = resolveLanguage(lang);
  const key = keyOf(apiBase, moduleId, language);
  const existing = prefetches.get(key);
  if (existing && isFresh(existing)) return;
  const early = takeEarlyModuleRequest(apiBase, moduleId, language);
  const clientLoad = (first?: Promise<Response>) =>
    createPublicClient(apiBase, {
      getLanguage: () => language,
      // The client's first fetch is the loader's request; a retry asks the network again.
      ...(first ? { fetch: onceThen(first) } : {}),
    }).getPublicModule(moduleId);
  const promise = early ? moduleFromEarlyRequest(early, clientLoad) : clientLoad();
  const entry: Prefetch = { promise, startedAt: Date.now() };
  entry.promise.then(
    (module) => {
      entry.module = module;
    },
    // A failure is the widget's to report when it takes the promise; an untaken one is dropped.
    () => prefetches.delete(key),
  );
  prefetches.set(key, entry);
}

/**
 * Starts (or takes from the loader) the module request of each <chauffeur-booking> already on the
 * page and resolves once their answers are parsed, or after `capMs` at most. The app waits for it
 * before defining the element (app.ts), so the first render is the form itself rather than a
 * loading state repainted a frame later; a slow API delays the loading state by `capMs` at most.
 */
export function prefetchModulesOnPage(defaultApiBase: string, capMs: number, doc: Document = document) {
  const requests: Promise<unknown>[] = [];
  for (const element of doc.querySelectorAll(ELEMENT_NAME)) {
    const moduleId = element.getAttribute("module");
    if (!moduleId || element.hasAttribute("preview-token")) continue;
    const apiBase = widgetApiBase(element.getAttribute("api") ?? undefined, defaultApiBase);
    const lang = element.getAttribute("lang") ?? undefined;
    prefetchModule(apiBase, moduleId, lang);
    const entry = prefetches.get(keyOf(apiBase, moduleId, resolveLanguage(lang)));
    if (entry) requests.push(entry.promise);
  }
  if (!requests.length) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.allSettled(requests),
    new Promise((resolve) => {
      timer = setTimeout(resolve, capMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The module if its prefetched answer is already here (for the first render). `lang` is the
 * element's lang attribute, resolved as prefetchModule resolves it.
 */
export function prefetchedModule(
  apiBase: string,
  moduleId: string,
  lang: string | undefined,
): PublicModule | undefined {
  const entry = prefetches.get(keyOf(apiBase, moduleId, resolveLanguage(lang)));
  return entry && isFresh(entry) ? entry.module : undefined;
}

/**
 * The prefetched request for `moduleId`, taken once: a later load (a retry, another module
 * attribute, a remount) asks the server again.
 */
export function takePrefetchedModule(
  apiBase: string,
  moduleId: string,
  lang: string | undefined,
): Promise<PublicModule> | undefined {
  const key = keyOf(apiBase, moduleId, resolveLanguage(lang));
  const entry = prefetches.get(key);
  prefetches.delete(key);
  return entry && isFresh(entry) ? entry.promise : undefined;
}

/**
 * The module from the loader's request. A success is read here: the API client's pipeline (ky's
 * instance, hooks and request) costs about 4 ms of a cold page's main thread, on the path to the
 * first render. Anything else (an error status, a failed request, a body that is not a success
 * envelope) goes through the client, which retries or turns it into the ApiError the widget
 * reports, exactly as when the widget asks itself.
 */
async function moduleFromEarlyRequest(
  early: Promise<Response>,
  clientLoad: (first: Promise<Response>) => Promise<PublicModule>,
): Promise<PublicModule> {
  const response = await early.catch(() => undefined);
  if (!response?.ok) return clientLoad(early);
  const copy = response.clone();
  const body: unknown = await response.json().catch(() => undefined);
  const envelope = body as { success?: unknown; data?: unknown } | undefined;
  // The widget trusts our server's shapes (widget/build-plugins.mjs): the envelope is checked.
  if (envelope?.success === true && envelope.data && typeof envelope.data === "object") {
    return envelope.data as PublicModule;
  }
  return clientLoad(Promise.resolve(copy));
}

/** A fetch whose first call answers `first`, and every later call the network. */
function onceThen(first: Promise<Response>): typeof fetch {
  let pending: Promise<Response> | undefined = first;
  return (input, init) => {
    const answer = pending ?? fetch(input, init);
    pending = undefined;
    return answer;
  };
}

function isFresh(entry: Prefetch): boolean {
  return Date.now() - entry.startedAt < FRESH_FOR_MS;
}
