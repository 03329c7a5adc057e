export { ApiError, isApiError } from "./api-error.js";
export { type ApiClient, type ApiClientOptions, createApiClient } from "./create-api-client.js";
