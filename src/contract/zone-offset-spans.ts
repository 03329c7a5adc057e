import * as z from "zod/mini";
import { utcOffsetMsAt } from "./wall-clock.js";

/**
 * A module's time zone as spans of its UTC offset, for a client that must read the zone's wall
 * clock without Intl. The widget's first screen needs "now" in the module's zone (the earliest
 * pick-up and the last bookable day); with Intl that is the page's first formatter, which costs
 * 10–60 ms while the browser loads its ICU data, on the main thread, before the form can show.
 * The server reads the zone with Intl once per module document and sends these spans; the widget
 * adds an offset (docs/decisions/0071-widget-first-render-without-intl.md). Outside the spans
 * (an old cached document), the widget falls back to Intl.
 */
export const utcOffsetSpan = z.object({
  /** First instant of the span, epoch milliseconds. */
  from: z.number(),
  /** First instant after the span, epoch milliseconds. */
  until: z.number(),
  /** How far the zone's clock is ahead of UTC over the span, in minutes (negative: behind). */
  minutes: z.int(),
});
export type UtcOffsetSpan = z.infer<typeof utcOffsetSpan>;

const DAY_MS = 86_400_000;
/**
 * The scan's step. Two changes of offset less than a week apart would hide each other; no zone
 * of the time zone database has had such a pair this century (zone-offset-spans.test.ts checks
 * every zone the runtime knows against Intl).
 */
const STEP_MS = 7 * DAY_MS;

/**
 * The spans covering [fromMs, untilMs) in `timeZone`, each change of offset found to the second
 * (they fall on whole seconds). Throws a RangeError for an unknown zone, as Intl does.
 */
export function utcOffsetSpans(timeZone: string, fromMs: number, untilMs: number): UtcOffsetSpan[] {
  const start = Math.floor(fromMs / 1000) * 1000;
  const end = Math.ceil(untilMs / 1000) * 1000;
  const spans: UtcOffsetSpan[] = [];
  let spanStart = start;
  let offset = utcOffsetMsAt(start, timeZone);
  for (let at = start; at < end; ) {
    const next = Math.min(at + STEP_MS, end);
    const nextOffset = utcOffsetMsAt(next, timeZone);
    if (nextOffset !== offset) {
      // The change is in (at, next]: halve the interval down to one second.
      let before = at;
      let after = next;
      while (after - before > 1000) {
        const middle = before + Math.floor((after - before) / 2000) * 1000;
        if (utcOffsetMsAt(middle, timeZone) === offset) before = middle;
        else after = middle;
      }
      spans.push({ from: spanStart, until: after, minutes: offset / 60_000 });
      spanStart = after;
      offset = utcOffsetMsAt(after, timeZone);
    }
    at = next;
  }
  spans.push({ from: spanStart, until: Math.max(end, spanStart + 1000), minutes: offset / 60_000 });
  return spans;
}

/**
 * The wall clock "YYYY-MM-DDTHH:mm" at an instant, by the spans; undefined when no span holds it.
 */
export function wallClockBySpans(epochMs: number, spans: readonly UtcOffsetSpan[]): string | undefined {
  const span = spans.find((candidate) => candidate.from <= epochMs && epochMs < candidate.until);
  if (!span) return undefined;
  // The shifted instant read as UTC is the zone's wall clock.
  return new Date(epochMs + span.minutes * 60_000).toISOString().slice(0, 16);
}
