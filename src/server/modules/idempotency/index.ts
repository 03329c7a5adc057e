// The public face of the idempotency module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export {
  createIdempotencyKeys,
  type IdempotencyKeys,
  type KeyGuard,
  purgeExpiredIdempotencyKeys,
} from "./keys.js";
export { type IdempotentRequest, idempotentRequest } from "./request-key.js";
