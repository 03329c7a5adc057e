import { moduleLookup, publicModule } from "../../contract/module.js";
import type { ApiTransport } from "../http.js";

/** The widget's calls: public, CORS-open, no token. */
export const publicBookingEndpoints = ({ call }: ApiTransport) => ({
  getPublicModule: (moduleId: string) => call(publicModule, `booking/${encodeURIComponent(moduleId)}`),
  findModuleByName: (name: string) => call(moduleLookup, `module/name/${encodeURIComponent(name)}`),
});
