import { AppError } from "../../../kernel/errors.js";

/** How the network adapters call their services. */
export interface GeoHttpOptions {
  /** Sent with every request: OpenStreetMap services ask to be told who calls them. */
  userAgent: string;
  /** A service that has not answered within this time is given up (the widget is waiting). */
  timeoutMs: number;
}

export const DEFAULT_GEO_TIMEOUT_MS = 5000;

/** An upstream geo service failed: not the caller's fault, so 502 rather than a 4xx. */
export const geoUnavailable = (message: string) => new AppError("GEO_UNAVAILABLE", message);

/** No road joins the two points (an island, the middle of the sea): the customer can act on it. */
export const noRoute = () => new AppError("NO_ROUTE", "No driving route joins these two places");

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");

export interface HttpAnswer {
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
}

/**
 * One JSON request to a geo service, with our User-Agent and a time limit. A service that
 * cannot be reached or is too slow becomes GEO_UNAVAILABLE naming it; any HTTP status is
 * returned to the adapter, which knows what the service's error bodies mean.
 */
export async function requestJson(
  service: string,
  url: URL,
  init: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: unknown },
  options: GeoHttpOptions,
): Promise<HttpAnswer> {
  const seconds = options.timeoutMs / 1000;
  try {
    const response = await fetch(url, {
      method: init.method ?? "GET",
      headers: {
        "user-agent": options.userAgent,
        accept: "application/json",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch (error) {
    if (isTimeout(error)) throw geoUnavailable(`${service} did not answer within ${seconds} s`);
    throw geoUnavailable(`${service} could not be reached`);
  }
}

/** The adapter could not read what the service answered. */
export const unexpectedAnswer = (service: string, status: number) =>
  geoUnavailable(`${service} gave an unexpected answer (HTTP ${status})`);

/** `base` + `path`, keeping any path prefix of the base ("https://host/osrm" + "route/v1/…"). */
export function serviceUrl(base: string, path: string): URL {
  return new URL(path, base.endsWith("/") ? base : `${base}/`);
}
