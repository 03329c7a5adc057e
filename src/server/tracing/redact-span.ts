import type { Attributes } from "@opentelemetry/api";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-node";
import { redactUrl } from "../lib/request-log.js";

/** Attribute values that may hold a URL, a path or a query: the same redaction as the request log's. */
const URL_LIKE = /[/?=]/;
/** An absolute URL's origin, kept as it is, and the path and query after it. */
const ABSOLUTE = /^([a-z][\w+.-]*:\/\/[^/?#]*)(.*)$/is;

/** A full URL (`url.full`, `http.url`), "GET /path" (a span name), a path, or a bare query (`url.query`). */
function redactValue(value: string): string {
  const absolute = ABSOLUTE.exec(value);
  if (absolute) return `${absolute[1]}${redactUrl(absolute[2] ?? "")}`;
  const slash = value.indexOf("/");
  if (slash >= 0) return `${value.slice(0, slash)}${redactUrl(value.slice(slash))}`;
  return redactUrl(`?${value}`).slice(1);
}

function redactAttributes(attributes: Attributes): Attributes {
  const redacted: Attributes = {};
  for (const [name, value] of Object.entries(attributes)) {
    redacted[name] = typeof value === "string" && URL_LIKE.test(value) ? redactValue(value) : value;
  }
  return redacted;
}

/**
 * The span as it may leave the process: URLs and paths in its name and attributes without the
 * tokens of e-mailed links, calendar feeds, reset links or `key=`/`token=` parameters (a Google
 * key travels as `key=` to the Geocoding API). Every other field is the span's own.
 */
export function redactSpan(span: ReadableSpan): ReadableSpan {
  return Object.create(span, {
    name: { value: redactValue(span.name), enumerable: true },
    attributes: { value: redactAttributes(span.attributes), enumerable: true },
  }) as ReadableSpan;
}
