import { healthResponse } from "../../contract/health.js";
import type { ApiTransport } from "../http.js";

export const systemEndpoints = ({ call }: ApiTransport) => ({
  health: () => call(healthResponse, "health"),
});
