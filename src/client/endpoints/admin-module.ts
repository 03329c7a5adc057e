import { moduleLookup } from "../../contract/module.js";
import type { ApiTransport } from "../http.js";

export const adminModuleEndpoints = ({ call }: ApiTransport) => ({
  getModuleIdentifier: () => call(moduleLookup, "admin/module/identifier"),
});
