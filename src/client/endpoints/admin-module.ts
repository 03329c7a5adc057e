import { previewLink } from "../../contract/booking-preview.js";
import { moduleLookup } from "../../contract/module.js";
import type { ApiTransport } from "../http.js";

export const adminModuleEndpoints = ({ call }: ApiTransport) => ({
  getModuleIdentifier: () => call(moduleLookup, "admin/module/identifier"),
  /** The booking page in preview (valid 15 minutes): docs/decisions/0062-booking-page-preview.md. */
  getPreviewLink: () => call(previewLink, "admin/preview-link", { method: "post" }),
});
