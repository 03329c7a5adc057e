import { escapeHtml } from "../../contract/escape-html.js";

/**
 * The direct link page's query parameters that become attributes of its <chauffeur-booking>:
 * the widget's prefill and `source` (docs/integrations.md). The widget judges each value (a day
 * in the past, an unknown vehicle… are ignored); the page only passes them on, escaped.
 */
const PASSED_ON = ["pickup", "dropoff", "date", "time", "passengers", "vehicle", "service-type", "source"];
/** Longer than any value the widget keeps: the rest would be cut off there anyway. */
const VALUE_MAX = 300;

export function prefillAttributes(query: unknown): string {
  if (typeof query !== "object" || query === null) return "";
  const given = query as Record<string, unknown>;
  let attributes = "";
  for (const name of PASSED_ON) {
    const value = given[name];
    // A parameter given twice arrives as an array: neither value is chosen.
    if (typeof value !== "string" || !value.trim()) continue;
    attributes += ` ${name}="${escapeHtml(value.slice(0, VALUE_MAX))}"`;
  }
  return attributes;
}
