/**
 * The limits on guessing discount codes, shared by every public answer that tells whether a code
 * applies: the discount check, the estimate and the checkout
 * (docs/decisions/0077-discount-guessing-and-estimate-answers.md).
 *
 * Only failures count, and only distinct ones: a code that applies never counts, nor does the
 * same failed code typed again (the widget re-estimates with it as the trip changes). Per module
 * and client address, `perAddress` distinct failed codes a minute; past that the address is
 * refused. Per module, `perAddress × 10` failures a minute from all addresses together; past that
 * the module is under attack and an address that has already failed `UNDER_ATTACK_TRIES` times
 * this minute is refused, while other addresses keep their few tries: the attackers' addresses
 * are backed off first, and a real customer (a typo, then the right code) is never refused
 * because others guess.
 */
export interface DiscountGuard {
  /**
   * Whether this address may have this code checked on this module now: null when it may, else
   * the seconds to wait. A code that already failed from this address is always admitted (its
   * answer tells nothing new).
   */
  refusal(moduleId: string, address: string, code: string): number | null;
  /** A code that did not apply (unknown, used up, out of its dates, another vehicle). */
  recordFailure(moduleId: string, address: string, code: string): void;
}

const WINDOW_MS = 60_000;
/** Distinct failed codes an address still has while its module is under attack. */
const UNDER_ATTACK_TRIES = 3;
/** Past this many tracked addresses, windows that ended are dropped (memory stays bounded). */
const SWEEP_ABOVE = 10_000;

interface Window {
  start: number;
  failed: Set<string>;
}

interface ModuleWindow {
  start: number;
  failures: number;
}

/** A code as the server looks it up: without spaces, any case. */
export const normalisedCode = (code: string) => code.replace(/\s+/g, "").toLowerCase();

/**
 * The part of a client address that one client controls: an IPv6 address by its /64 (one
 * subscriber's network), so that the 2^64 addresses of one line count as one.
 */
export function clientKey(address: string): string {
  if (!address.includes(":") || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::")
    ? [...headGroups, ...Array(Math.max(missing, 0)).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export function createDiscountGuard(options: { perAddress: number; now?: () => number }): DiscountGuard {
  const now = options.now ?? Date.now;
  const perModule = options.perAddress * 10;
  const addresses = new Map<string, Window>();
  const modules = new Map<string, ModuleWindow>();

  function sweep(time: number) {
    if (addresses.size > SWEEP_ABOVE) {
      for (const [key, window] of addresses) if (time - window.start >= WINDOW_MS) addresses.delete(key);
    }
    if (modules.size > SWEEP_ABOVE) {
      for (const [key, window] of modules) if (time - window.start >= WINDOW_MS) modules.delete(key);
    }
  }

  function addressWindow(moduleId: string, address: string, time: number): Window {
    const key = `${moduleId}\u0000${clientKey(address)}`;
    let window = addresses.get(key);
    if (!window || time - window.start >= WINDOW_MS) {
      sweep(time);
      window = { start: time, failed: new Set() };
      addresses.set(key, window);
    }
    return window;
  }

  function moduleWindow(moduleId: string, time: number): ModuleWindow {
    let window = modules.get(moduleId);
    if (!window || time - window.start >= WINDOW_MS) {
      window = { start: time, failures: 0 };
      modules.set(moduleId, window);
    }
    return window;
  }

  const secondsLeft = (window: { start: number }, time: number) =>
    Math.max(1, Math.ceil((window.start + WINDOW_MS - time) / 1000));

  return {
    refusal(moduleId, address, code) {
      if (options.perAddress <= 0) return null;
      const time = now();
      const own = addressWindow(moduleId, address, time);
      if (own.failed.has(normalisedCode(code))) return null;
      if (own.failed.size >= options.perAddress) return secondsLeft(own, time);
      const shared = moduleWindow(moduleId, time);
      if (shared.failures >= perModule && own.failed.size >= UNDER_ATTACK_TRIES)
        return secondsLeft(own, time);
      return null;
    },
    recordFailure(moduleId, address, code) {
      if (options.perAddress <= 0) return;
      const time = now();
      const own = addressWindow(moduleId, address, time);
      const normalised = normalisedCode(code);
      if (own.failed.has(normalised)) return;
      own.failed.add(normalised);
      moduleWindow(moduleId, time).failures++;
    },
  };
}
