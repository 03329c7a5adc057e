// The widget bundle's stand-in for ky (widget/build-plugins.mjs aliases "ky" to this file in the
// widget build only; the admin and the unit tests keep ky). It does, over fetch, exactly what
// src/client/http.ts asks of ky: a URL prefix, search parameters, a JSON body, headers, a
// beforeRequest hook, a timeout, one retry of a GET that failed on the network or with a
// retryable status, and an HTTPError carrying the response (docs/decisions/0127).

/** The answers ky retries (its defaults); a timeout is not retried, as in ky. */
const RETRY_STATUSES = new Set([408, 413, 429, 500, 502, 503, 504]);
/** ky's delay before its first retry. */
const RETRY_DELAY_MS = 300;

type SearchParams = Record<string, string | number | boolean>;

export interface CallOptions {
  method?: string;
  json?: unknown;
  searchParams?: SearchParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Retries for this call; a number, as ky takes it (`retry: 0` turns them off). */
  retry?: number;
}

export interface ClientOptions {
  prefixUrl: string;
  timeout: number;
  retry: { limit: number; methods: string[] };
  fetch?: typeof fetch;
  hooks?: { beforeRequest?: ((request: Request) => void)[] };
}

/** A non-2xx answer, as ky names it: src/client/http.ts reads its response's status and body. */
export class HTTPError extends Error {
  override name = "HTTPError";
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`);
  }
}

/** The request took longer than the client's timeout. */
export class TimeoutError extends Error {
  override name = "TimeoutError";
  constructor(readonly request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
  }
}

function urlOf(prefixUrl: string, path: string, searchParams: SearchParams | undefined): string {
  const url = `${prefixUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  if (!searchParams) return url;
  const query = new URLSearchParams(Object.entries(searchParams).map(([key, value]) => [key, String(value)]));
  return `${url}?${query}`;
}

function buildRequest(client: ClientOptions, path: string, init: CallOptions): Request {
  const headers = new Headers(init.headers);
  headers.set("accept", "application/json");
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const request = new Request(urlOf(client.prefixUrl, path, init.searchParams), {
    method: (init.method ?? "get").toUpperCase(),
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  for (const hook of client.hooks?.beforeRequest ?? []) hook(request);
  return request;
}

/** One fetch, aborted by the caller's signal or after `timeout` ms (then a TimeoutError). */
async function fetchOnce(client: ClientOptions, request: Request, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener("abort", abort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, client.timeout);
  try {
    return await (client.fetch ?? fetch)(new Request(request, { signal: controller.signal }));
  } catch (error) {
    throw timedOut ? new TimeoutError(request) : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(client: ClientOptions, path: string, init: CallOptions): Promise<Response> {
  const request = buildRequest(client, path, init);
  const retryable = client.retry.methods.includes(request.method.toLowerCase());
  let retriesLeft = retryable ? (init.retry ?? client.retry.limit) : 0;
  for (;;) {
    // Each attempt sends a copy: a body can be read once only.
    const attempt = request.clone();
    let response: Response;
    try {
      response = await fetchOnce(client, attempt, init.signal);
    } catch (error) {
      // A network failure is retried; the caller's abort and a timeout are not.
      if (retriesLeft <= 0 || !(error instanceof TypeError) || init.signal?.aborted) throw error;
      retriesLeft--;
      await pause(RETRY_DELAY_MS);
      continue;
    }
    if (response.ok) return response;
    if (retriesLeft <= 0 || !RETRY_STATUSES.has(response.status)) throw new HTTPError(response, request);
    retriesLeft--;
    await pause(RETRY_DELAY_MS);
  }
}

/** What `ky.create(options)` returns, as far as the client uses it: `http(path, init).json()`. */
function create(client: ClientOptions) {
  return (path: string, init: CallOptions = {}) => {
    const answer = send(client, path, init);
    return Object.assign(answer, { json: () => answer.then((response) => response.json()) });
  };
}

export default { create };
