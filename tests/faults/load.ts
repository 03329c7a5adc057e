// The client side of the fault suite: checkouts that retry like the widget (same Idempotency-Key
// after a network error or a 5xx), every attempt recorded, and what the database holds after.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { checkoutOf } from "../fixtures/trips.js";
import { type Instance, sleep } from "./instances.js";

export interface Attempt {
  at: number;
  /** 0: no answer (refused, reset, timed out). */
  status: number;
  instance: string;
}

export interface Outcome {
  trip: number;
  key: string;
  /** The booking number of a 200; undefined when refused or never answered. */
  number?: number;
  refused?: string;
  attempts: Attempt[];
}

/** One trip slot per index in `month` of 2027: six a day, two hours apart, so none competes for the vehicle. */
export function tripBody(fields: Record<string, number>, month: number, index: number) {
  const day = String(1 + Math.floor(index / 6)).padStart(2, "0");
  const hour = String(8 + 2 * (index % 6)).padStart(2, "0");
  return checkoutOf(fields, { pickUpTime: `2027-${String(month).padStart(2, "0")}-${day}T${hour}:00` });
}

export async function demoFields(base: string): Promise<Record<string, number>> {
  const module = (await (await fetch(`${base}/api/booking/demomodule`)).json()).data;
  return Object.fromEntries(
    (module.fields as { id: number; kind: string | null }[]).filter((f) => f.kind).map((f) => [f.kind, f.id]),
  );
}

/** Posts one checkout; the status (0 without an answer) and the parsed body. */
/** The part of an answer the suite reads: the booking number, or the error code. */
interface Answer {
  data?: { number?: number } | string;
}

export async function postCheckout(
  instance: Instance,
  body: unknown,
  key: string,
): Promise<{ status: number; json: Answer | undefined }> {
  try {
    const response = await fetch(`${instance.base}/api/booking/demomodule/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, json: (await response.json().catch(() => undefined)) as Answer };
  } catch {
    return { status: 0, json: undefined };
  }
}

/**
 * Books one trip, retrying with the same key on no answer, a 5xx or IDEMPOTENCY_KEY_IN_PROGRESS,
 * on the instance `pick` gives for each attempt, until `deadline`.
 */
export async function book(
  trip: number,
  body: unknown,
  pick: (attempt: number) => Instance | undefined,
  deadline: number,
  key = randomUUID(),
): Promise<Outcome> {
  const outcome: Outcome = { trip, key, attempts: [] };
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    const instance = pick(attempt);
    if (!instance) {
      await sleep(100);
      continue;
    }
    const { status, json } = await postCheckout(instance, body, key);
    outcome.attempts.push({ at: Date.now(), status, instance: instance.name });
    const data = json?.data;
    if (status === 200 && typeof data === "object") {
      outcome.number = data.number;
      return outcome;
    }
    if (status >= 400 && status < 500 && data !== "IDEMPOTENCY_KEY_IN_PROGRESS") {
      outcome.refused = typeof data === "string" ? data : String(status);
      return outcome;
    }
    await sleep(150);
  }
  return outcome;
}

/** Runs `count` trips with `concurrency` clients at a time. */
export async function runLoad(options: {
  count: number;
  concurrency: number;
  body: (index: number) => unknown;
  pick: (index: number, attempt: number) => Instance | undefined;
  deadline: number;
  /** Milliseconds between the starts of two trips of one client. */
  pauseMs?: number;
  /** Counts the trips answered so far, for a test that strikes once part of the load is done. */
  progress?: { done: number };
}): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const client = async () => {
    while (next < options.count) {
      const index = next++;
      outcomes.push(
        await book(index, options.body(index), (attempt) => options.pick(index, attempt), options.deadline),
      );
      if (options.progress) options.progress.done++;
      if (options.pauseMs) await sleep(options.pauseMs);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return outcomes.sort((a, b) => a.trip - b.trip);
}

export async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface Counts {
  acknowledged: number;
  lost: number;
  duplicated: number;
  unanswered: number;
  fiveXxOutsideOutage: number;
  duplicatedMails: number;
  recoverySeconds: number;
}

/**
 * What the database holds for the trips of `month` against what the clients were told:
 * lost = acknowledged numbers missing; duplicated = bookings beyond one per trip slot.
 */
export async function countBookings(url: string, month: number, outcomes: Outcome[]) {
  const rows = await query<{ number: number; pick_up_time: Date }>(
    url,
    `SELECT number, pick_up_time FROM bookings
     WHERE module_id = 'demomodule' AND extract(month FROM pick_up_time AT TIME ZONE 'Europe/Paris') = $1
       AND extract(year FROM pick_up_time) = 2027`,
    [month],
  );
  const numbers = new Set(rows.map((row) => Number(row.number)));
  const slots = new Set(rows.map((row) => row.pick_up_time.getTime()));
  const acknowledged = outcomes.filter((outcome) => outcome.number !== undefined);
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((outcome) => !numbers.has(Number(outcome.number))).length,
    duplicated: rows.length - slots.size,
    unanswered: outcomes.filter((outcome) => outcome.number === undefined && !outcome.refused).length,
  };
}

/** 5xx answers (and answers that never came) outside [from, to]. */
export function failuresOutside(outcomes: Outcome[], from: number, to: number): number {
  return outcomes
    .flatMap((outcome) => outcome.attempts)
    .filter(
      (attempt) => (attempt.status === 0 || attempt.status >= 500) && (attempt.at < from || attempt.at > to),
    ).length;
}

export function printCounts(scenario: string, counts: Counts, extra: Record<string, unknown> = {}): void {
  const fields = { ...counts, ...extra };
  console.log(
    `[faults] ${scenario}: ${Object.entries(fields)
      .map(([name, value]) => `${name}=${value}`)
      .join(" ")}`,
  );
}
