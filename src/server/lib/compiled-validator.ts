// The request validator of every route: zod's own, with each route's top-level object schemas
// (body, query, params, headers) checked by zod's compiled object parser.
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { $ZodObject, $ZodObjectJIT, type $ZodType } from "zod/v4/core";

/**
 * The same object schema, parsed by zod's compiled path: zod/mini's objects are interpreted
 * (every key through a generic loop), while `$ZodObjectJIT` (what full zod builds) generates one
 * function for the shape on first use. Same definition, hence the same output, defaults, refinements
 * and issues (the tests of the estimate's and the checkout's refusals hold it). Anything else is
 * returned as it is.
 */
export function compiledSchema(schema: unknown): unknown {
  if (!(schema instanceof $ZodObject) || schema._zod.traits.has("$ZodObjectJIT")) return schema;
  return new $ZodObjectJIT(schema._zod.def);
}

/** fastify-type-provider-zod's validator compiler, given each route's schema compiled once. */
export const compiledValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  validatorCompiler({ ...route, schema: compiledSchema(route.schema) as $ZodType });
