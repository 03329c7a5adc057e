import * as z from "zod/mini";
import {
  currencyInfo,
  type ModuleConfigInput,
  type ModuleSettingsInput,
  moduleConfig,
  moduleImage,
  moduleSettings,
} from "../../contract/settings.js";
import type { ApiTransport } from "../http.js";

/** Module settings, the HTML-integration subset, the image and the currency (admin, Bearer). */
export const settingsEndpoints = ({ call }: ApiTransport) => ({
  getSettings: () => call(moduleSettings, "admin/settings"),
  saveSettings: (payload: ModuleSettingsInput) =>
    call(moduleSettings, "admin/settings", { method: "post", json: payload }),
  getModuleConfig: () => call(moduleConfig, "admin/module"),
  saveModuleConfig: (payload: ModuleConfigInput) =>
    call(moduleConfig, "admin/module", { method: "post", json: payload }),
  getCurrency: () => call(currencyInfo, "admin/currency"),
  /** Multipart upload, field `file`; the server answers 413 PAYLOAD_TOO_LARGE over 1,000,000 bytes. */
  uploadImage: (file: Blob, filename = "image") => {
    const form = new FormData();
    form.append("file", file, filename);
    return call(moduleImage, "admin/settings/image", { method: "post", body: form });
  },
  deleteImage: () => call(z.object({ deleted: z.boolean() }), "admin/settings/image", { method: "delete" }),
});
