import type { api as adminApi } from "../../lib/api.js";
import { api } from "../../lib/api.js";

/** What the Webhooks page needs from the server; tests pass their own. */
export type WebhooksApi = (typeof adminApi)["webhooks"];

export const webhooksApi: WebhooksApi = api.webhooks;
