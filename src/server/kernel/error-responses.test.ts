import swagger from "@fastify/swagger";
import Fastify from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { okEnvelope } from "../../contract/envelope.js";
import { errorResponses } from "./error-responses.js";
import { AppError, registerErrorHandler } from "./errors.js";

async function probeApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(swagger, {
    openapi: { openapi: "3.1.0", info: { title: "t", version: "1" } },
    transform: jsonSchemaTransform,
  });
  app.get(
    "/probe/:code",
    {
      schema: {
        params: z.object({ code: z.string() }),
        response: {
          200: okEnvelope(z.string()),
          ...errorResponses(["VEHICLE_FULL", "PRICE_CHANGED", "MIN_DISTANCE"]),
        },
      },
    },
    async (request) => {
      if (request.params.code === "ok") return { success: true as const, data: "ok" };
      throw new AppError(request.params.code as "VEHICLE_FULL", "refused");
    },
  );
  await app.ready();
  return app;
}

describe("errorResponses", () => {
  it("documents one response per status, naming its codes", async () => {
    const app = await probeApp();
    const responses = (
      app.swagger() as {
        paths: Record<string, { get: { responses: Record<string, { description: string }> } }>;
      }
    ).paths["/probe/{code}"]?.get.responses;
    expect(Object.keys(responses ?? {}).sort()).toEqual(["200", "409", "422"]);
    expect(responses?.["409"]?.description).toBe("VEHICLE_FULL, PRICE_CHANGED");
    expect(responses?.["422"]?.description).toBe("MIN_DISTANCE");
    await app.close();
  });

  it("still sends a code the list did not name, with its own status", async () => {
    const app = await probeApp();
    const listed = await app.inject({ method: "GET", url: "/probe/VEHICLE_FULL" });
    expect(listed.statusCode).toBe(409);
    expect(listed.json()).toEqual({ success: false, data: "VEHICLE_FULL", message: "refused" });
    const unlisted = await app.inject({ method: "GET", url: "/probe/BOOKING_EXPIRED" });
    expect(unlisted.statusCode).toBe(409);
    expect(unlisted.json().data).toBe("BOOKING_EXPIRED");
    await app.close();
  });
});
