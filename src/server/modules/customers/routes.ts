import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { customerList, customersQuery } from "../../../contract/customer.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { ownerOf } from "../auth/index.js";
import type { CustomersService } from "./service.js";

/** GET /admin/customers: the module's customers, for the name suggestions of the booking form. */
export const customersAdminRoutes: FastifyPluginAsyncZod<{ service: CustomersService }> = async (
  app,
  { service },
) => {
  app.get(
    "/customers",
    {
      schema: {
        tags: ["admin"],
        summary: "The module's customers by last name (at most 1000; ?q= searches names, company, e-mail)",
        security: [{ bearerAuth: [] }],
        querystring: customersQuery,
        response: { 200: okEnvelope(customerList) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { customers: await service.list(ownerOf(request).moduleId, request.query.q) },
    }),
  );
};
