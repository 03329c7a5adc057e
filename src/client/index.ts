export { ApiError, isApiError } from "./api-error.js";
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  createPublicClient,
  type PublicClient,
} from "./create-api-client.js";
