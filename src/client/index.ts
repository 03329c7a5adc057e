export { ApiError, isApiError } from "./api-error.js";
export { attemptKeyFor, type PendingAttempt } from "./attempt-key.js";
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  createPublicClient,
  type PublicClient,
} from "./create-api-client.js";
