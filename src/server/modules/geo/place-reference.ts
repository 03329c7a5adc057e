import { createHmac, timingSafeEqual } from "node:crypto";
import { BOOKING_INPUT_MAX } from "../../../contract/public-booking.js";
import { Lru } from "../../lib/lru.js";

/**
 * How long a place reference stays valid: a customer may fill the booking form over a day
 * (docs/decisions/0044-signed-place-references.md); long enough never to refuse an honest
 * customer, short enough that a leaked reference does not live for ever.
 */
export const PLACE_REFERENCE_LIFETIME_SECONDS = 24 * 60 * 60;

/** MAC length: HMAC-SHA-256 cut to 128 bits, enough against forgery and 22 characters on the wire. */
const MAC_BYTES = 16;

/** A place the server itself found (search, reverse geocoding) and vouches for. */
export interface SignedPlace {
  /** Who found it: the prefix of the result's id ("google", "osm", "city", "pin"…). */
  provider: string;
  /** The provider's own id of the place. */
  providerId: string;
  label: string;
  lat: number;
  lng: number;
}

export type PlaceReferenceCheck =
  | { ok: true; place: SignedPlace }
  | { ok: false; reason: "malformed" | "forged" | "expired" | "provider" };

/** The provider and provider id of a result id "google:ChIJ…" (an id without prefix: "unknown"). */
export function splitPlaceId(id: string): { provider: string; providerId: string } {
  const colon = id.indexOf(":");
  return colon > 0
    ? { provider: id.slice(0, colon), providerId: id.slice(colon + 1) }
    : { provider: "unknown", providerId: id };
}

/** Six decimals: about 10 cm, more than any address needs, and short. */
const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** How many accepted references one server remembers (a few hundred bytes each). */
export const VERIFIED_REFERENCES_MAX = 10_000;

/** An accepted reference: what it names, and until when it may be accepted again without its HMAC. */
interface Verified {
  place: Readonly<SignedPlace>;
  expiresAtMs: number;
}

/**
 * Signs and checks place references: `base64url(JSON [provider, id, label, lat, lng, expiry])`,
 * a dot, and an HMAC-SHA-256 (cut to 128 bits) of the module id and that text under the
 * server's place secret. The module id is signed but not sent: a reference found for one
 * module (its country restriction) is refused by another. Checking costs one HMAC and one
 * JSON parse, no database: the estimate is the hot path.
 *
 * A customer's estimates repeat the same two references while they change the time, vehicle or
 * options, so accepted ones are remembered (an LRU keyed by module and reference,
 * docs/decisions/0065-estimate-at-production-speed.md): a remembered one only has its expiry
 * checked again. Everything else a check depends on (the secret, the providers) is fixed for the
 * life of this object, so a remembered answer is the answer the full check would give. Refused
 * references are not remembered: anyone can send new ones, and they must cost the full check.
 */
export function createPlaceReferences(options: {
  secret: Uint8Array;
  /** The providers this server's configuration can answer with; any other is refused. */
  providers: ReadonlySet<string>;
  now?: () => number;
  /** How many accepted references are remembered (default VERIFIED_REFERENCES_MAX). */
  rememberedMax?: number;
}) {
  const now = options.now ?? Date.now;
  const verified = new Lru<string, Verified>(options.rememberedMax ?? VERIFIED_REFERENCES_MAX);
  const mac = (moduleId: string, payload: string) =>
    createHmac("sha256", options.secret).update(`${moduleId}\n${payload}`).digest().subarray(0, MAC_BYTES);

  return {
    sign(moduleId: string, place: SignedPlace): string {
      const expiry = Math.floor(now() / 1000) + PLACE_REFERENCE_LIFETIME_SECONDS;
      const body = [
        place.provider,
        place.providerId,
        // A booking address holds at most BOOKING_INPUT_MAX characters.
        place.label.trim().slice(0, BOOKING_INPUT_MAX),
        coordinate(place.lat),
        coordinate(place.lng),
        expiry,
      ];
      const payload = Buffer.from(JSON.stringify(body)).toString("base64url");
      return `${payload}.${mac(moduleId, payload).toString("base64url")}`;
    },

    verify(moduleId: string, reference: string): PlaceReferenceCheck {
      // The module id's length first: no other module and reference can spell the same key.
      const key = `${moduleId.length}:${moduleId}${reference}`;
      const known = verified.get(key);
      if (known) {
        if (known.expiresAtMs > now()) return { ok: true, place: known.place };
        verified.delete(key);
        return { ok: false, reason: "expired" };
      }
      const dot = reference.indexOf(".");
      if (dot <= 0) return { ok: false, reason: "malformed" };
      const payload = reference.slice(0, dot);
      const given = Buffer.from(reference.slice(dot + 1), "base64url");
      const expected = mac(moduleId, payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: "forged" };
      }
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      } catch {
        return { ok: false, reason: "malformed" };
      }
      // Signed by us, so well formed unless the format changed: checked anyway, never trusted blindly.
      if (!Array.isArray(body) || body.length !== 6) return { ok: false, reason: "malformed" };
      const [provider, providerId, label, lat, lng, expiry] = body as unknown[];
      if (
        typeof provider !== "string" ||
        typeof providerId !== "string" ||
        typeof label !== "string" ||
        label.trim() === "" ||
        label.length > BOOKING_INPUT_MAX ||
        !isCoordinate(lat, 90) ||
        !isCoordinate(lng, 180) ||
        typeof expiry !== "number"
      ) {
        return { ok: false, reason: "malformed" };
      }
      if (expiry * 1000 <= now()) return { ok: false, reason: "expired" };
      if (!options.providers.has(provider)) return { ok: false, reason: "provider" };
      const place = Object.freeze({ provider, providerId, label, lat, lng });
      verified.set(key, { place, expiresAtMs: expiry * 1000 });
      return { ok: true, place };
    },
  };
}

export type PlaceReferences = ReturnType<typeof createPlaceReferences>;
