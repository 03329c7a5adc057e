import type { FastifyPluginAsync } from "fastify";
import {
  discountCode,
  discountCodeInput,
  discountCodeList,
  discountCodeUpdate,
} from "../../../contract/discount-code.js";
import { registerCatalogueRoutes } from "../catalogue/index.js";
import type { DiscountCodesService } from "./service.js";

const RULES = "DISCOUNT_CODE_WITHOUT_DISCOUNT (400), DISCOUNT_CODE_INVALID_DATES (400)";

/** /api/admin/discount: no reorder, no copy; the list is data.discountCodes. */
export const discountCodesAdminRoutes: FastifyPluginAsync<{ service: DiscountCodesService }> = async (
  app,
  { service },
) => {
  registerCatalogueRoutes(app, {
    path: "/discount",
    noun: "discount code",
    schemas: {
      list: discountCodeList,
      item: discountCode,
      create: discountCodeInput,
      update: discountCodeUpdate,
    },
    service,
    codes: {
      create: `${RULES}, DISCOUNT_CODE_ALREADY_EXISTS (409)`,
      update: `${RULES}; a different code is refused (VALIDATION_ERROR on code)`,
      enable: "DISCOUNT_CODE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE (409)",
    },
  });
};
