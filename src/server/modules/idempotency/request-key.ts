import { createHash } from "node:crypto";
import { AppError } from "../../kernel/errors.js";

/** A client's Idempotency-Key and what it was sent with. */
export interface IdempotentRequest {
  key: string;
  /** SHA-256 of the endpoint and the canonical body: a key is bound to one request. */
  hash: string;
}

/** 1 to 255 printable ASCII characters (a UUID in practice). */
const KEY_FORM = /^[\x20-\x7e]{1,255}$/;

/**
 * The request's Idempotency-Key header, bound to `endpoint` and `body`; undefined without one
 * (the request is then not deduplicated), VALIDATION_ERROR when it is malformed.
 */
export function idempotentRequest(
  headers: Record<string, string | string[] | undefined>,
  endpoint: string,
  body: unknown,
): IdempotentRequest | undefined {
  const value = headers["idempotency-key"];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !KEY_FORM.test(value)) {
    throw new AppError("VALIDATION_ERROR", "Idempotency-Key must be 1 to 255 printable characters");
  }
  const hash = createHash("sha256").update(endpoint).update("\n").update(canonicalJson(body)).digest("hex");
  return { key: value, hash };
}

/** JSON with object keys sorted, so the same body hashes the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
