import { describe, expect, it } from "vitest";
import { createPlaceReferences, PLACE_REFERENCE_LIFETIME_SECONDS } from "./place-reference.js";

const NICE = { provider: "city", providerId: "nice", label: "Nice", lat: 43.7102, lng: 7.262 };

/** References under a fixed secret, on a clock the test moves. */
function references(options: { rememberedMax?: number; providers?: string[] } = {}) {
  const clock = { now: Date.UTC(2026, 6, 2, 10) };
  const refs = createPlaceReferences({
    secret: new Uint8Array(32).fill(7),
    providers: new Set(options.providers ?? ["city"]),
    now: () => clock.now,
    ...(options.rememberedMax ? { rememberedMax: options.rememberedMax } : {}),
  });
  return { refs, clock };
}

describe("place references", () => {
  it("accepts its own reference again and again, with the place it names", () => {
    const { refs } = references();
    const reference = refs.sign("demomodule", NICE);
    expect(refs.verify("demomodule", reference)).toEqual({ ok: true, place: NICE });
    expect(refs.verify("demomodule", reference)).toEqual({ ok: true, place: NICE });
  });

  it("refuses a remembered reference once it has expired", () => {
    const { refs, clock } = references();
    const reference = refs.sign("demomodule", NICE);
    expect(refs.verify("demomodule", reference).ok).toBe(true);
    clock.now += PLACE_REFERENCE_LIFETIME_SECONDS * 1000 - 1000;
    expect(refs.verify("demomodule", reference).ok).toBe(true);
    clock.now += 1000;
    expect(refs.verify("demomodule", reference)).toEqual({ ok: false, reason: "expired" });
    expect(refs.verify("demomodule", reference)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a reference accepted for one module when another module is asked", () => {
    const { refs } = references();
    const reference = refs.sign("demomodule", NICE);
    expect(refs.verify("demomodule", reference).ok).toBe(true);
    expect(refs.verify("othermodule", reference)).toEqual({ ok: false, reason: "forged" });
    // Module id and reference cut elsewhere spell another key.
    expect(refs.verify("demomodul", `e${reference}`).ok).toBe(false);
  });

  it("refuses an altered reference even when the original was accepted", () => {
    const { refs } = references();
    const reference = refs.sign("demomodule", NICE);
    expect(refs.verify("demomodule", reference).ok).toBe(true);
    const [payload, mac] = reference.split(".") as [string, string];
    const otherMac = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    expect(refs.verify("demomodule", `${payload}.${otherMac}`)).toEqual({ ok: false, reason: "forged" });
    expect(refs.verify("demomodule", `${payload}x.${mac}`)).toEqual({ ok: false, reason: "forged" });
  });

  it("keeps refusing a reference from a provider this server does not answer with", () => {
    const signer = createPlaceReferences({
      secret: new Uint8Array(32).fill(7),
      providers: new Set(["google"]),
    });
    const { refs } = references({ providers: ["city"] });
    const reference = signer.sign("demomodule", { ...NICE, provider: "google" });
    expect(refs.verify("demomodule", reference)).toEqual({ ok: false, reason: "provider" });
    expect(refs.verify("demomodule", reference)).toEqual({ ok: false, reason: "provider" });
  });

  it("still checks references the bounded memory has let go", () => {
    const { refs } = references({ rememberedMax: 1 });
    const nice = refs.sign("demomodule", NICE);
    const cannes = refs.sign("demomodule", { ...NICE, providerId: "cannes", label: "Cannes" });
    for (let round = 0; round < 3; round++) {
      expect(refs.verify("demomodule", nice)).toEqual({ ok: true, place: NICE });
      expect(refs.verify("demomodule", cannes).ok).toBe(true);
    }
  });
});
