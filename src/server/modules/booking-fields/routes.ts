import type { FastifyPluginAsync } from "fastify";
import { bookingField, bookingFieldInput, bookingFieldList } from "../../../contract/booking-field.js";
import { registerCatalogueRoutes } from "../catalogue/index.js";
import type { BookingFieldsService } from "./service.js";

/** /api/admin/fields: the rows of the customer's booking form. */
export const bookingFieldsAdminRoutes: FastifyPluginAsync<{ service: BookingFieldsService }> = async (
  app,
  { service },
) => {
  registerCatalogueRoutes(app, {
    path: "/fields",
    noun: "booking-form field",
    schemas: {
      list: bookingFieldList,
      item: bookingField,
      create: bookingFieldInput,
      update: bookingFieldInput,
    },
    service,
    reorderKey: "fields",
    codes: {
      update: "a built-in field's names cannot change (VALIDATION_ERROR on name1/name2)",
      remove: "DEFAULT_FIELD_CANNOT_BE_DELETED (409, built-in fields are disabled instead)",
    },
  });
};
