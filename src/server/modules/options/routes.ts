import type { FastifyPluginAsync } from "fastify";
import { customOption, optionInput, optionList } from "../../../contract/option.js";
import { registerCatalogueRoutes } from "../catalogue/index.js";
import type { OptionsService } from "./service.js";

/** /api/admin/options: extra options priced per quantity. */
export const optionsAdminRoutes: FastifyPluginAsync<{ service: OptionsService }> = async (
  app,
  { service },
) => {
  registerCatalogueRoutes(app, {
    path: "/options",
    noun: "option",
    schemas: { list: optionList, item: customOption, create: optionInput, update: optionInput },
    service,
    reorderKey: "options",
    copy: true,
    codes: { enable: "CUSTOM_OPTION_CANNOT_BE_ENABLED_WITHOUT_VEHICLE (409)" },
  });
};
