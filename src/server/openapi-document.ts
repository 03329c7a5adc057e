import type { SwaggerOptions } from "@fastify/swagger";
import type { RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import type { ErrorCode } from "../contract/errors.js";
import type { AppConfig } from "./kernel/config.js";
import { errorResponses } from "./kernel/error-responses.js";
import { accessOf } from "./modules/api-keys/index.js";
import { webhooksSection } from "./openapi-webhooks.js";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = TransformInput["schema"] & {
  operationId?: string;
  description?: string;
  security?: unknown;
  response?: Record<string | number, unknown>;
  "x-api-key-scope"?: string;
};

/** Described, with no schema: a null type is how the swagger plugin leaves a body unspecified. */
const DEFAULT_SUCCESS = z.null();
z.globalRegistry.add(DEFAULT_SUCCESS, { description: "Default Response" });

/**
 * A stable operationId from the method and path: "post /api/module/:id/estimate-price" gives
 * "postModuleByIdEstimatePrice". Client generators name their functions after it, so it changes
 * only when the path does; a route may still set its own.
 */
export function operationIdOf(method: string, url: string): string {
  const words = [method.toLowerCase()];
  for (const segment of url.split("/")) {
    if (segment === "" || segment === "api" || segment === "*") continue;
    const param = segment.startsWith(":");
    const name = param ? segment.slice(1).replace(/\(.*$/, "") : segment;
    if (param) words.push("by");
    words.push(...name.split(/[^A-Za-z0-9]+/).filter(Boolean));
  }
  return words.map((word, i) => (i === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join("");
}

/**
 * Refusals that come with what a path names, wherever the route is declared: a module (public
 * paths), one of the owner's records (admin paths), an e-mailed link's token, an address search.
 */
const CODES_BY_PATH: readonly [RegExp, readonly ErrorCode[]][] = [
  // A booking link's :id is the booking's, not a module's.
  [
    /^\/api\/(booking|module)\/:id\b(?!\/(confirm|cancel)\/)|^\/api\/module(-by-name|\/name)\/:name/,
    ["MODULE_NOT_FOUND"],
  ],
  [/^\/api\/booking\/:id\/image/, ["NOT_FOUND"]],
  [/^\/api\/geo\/:moduleId\/route/, ["MODULE_NOT_FOUND", "GEO_UNAVAILABLE", "NO_ROUTE"]],
  [/^\/api\/geo\/:moduleId\//, ["MODULE_NOT_FOUND", "GEO_UNAVAILABLE"]],
  [/^\/api\/admin\/geo\//, ["GEO_UNAVAILABLE"]],
  [/^\/api\/booking\/:id\/(confirm|cancel)\/:token/, ["LINK_INVALID", "TOKEN_EXPIRED"]],
  [/^\/api\/auth\/.*\/:token/, ["TOKEN_EXPIRED"]],
  [/^\/api\/admin\/.*\/:id\b/, ["NOT_FOUND"]],
];

/**
 * The refusals every route of a kind can answer, whatever it does: a request that does not
 * validate, a missing or expired sign-in under /api/admin, what its path names (above), a rate
 * limit, a failure of ours. A route adds its own business codes with errorResponses() in its
 * schema; its entries win over these for the same status.
 */
export function commonErrorCodes(url: string, schema: RouteSchema, route: RouteOptions): ErrorCode[] {
  const codes: ErrorCode[] = ["INTERNAL_ERROR"];
  if (schema.body || schema.params || schema.querystring) codes.push("VALIDATION_ERROR");
  if (schema.body) codes.push("INVALID_JSON");
  if (url.startsWith("/api/admin/")) codes.push("UNAUTHORIZED", "SESSION_EXPIRED", "INSUFFICIENT_SCOPE");
  for (const [pattern, named] of CODES_BY_PATH) {
    if (pattern.test(url)) codes.push(...named);
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) codes.push("TOO_MANY_REQUESTS");
  return codes;
}

/**
 * Who may call an admin route (decision 0120): a signed-in session always (`bearerAuth`), and an
 * owner API key (`apiKeyAuth`) holding the route's scope where it has one. The scope is also in
 * `x-api-key-scope` ("none": sessions only) and in the description, where people read it.
 */
function adminAccess(method: string, url: string, description: string | undefined): Partial<RouteSchema> {
  const access = accessOf(method, url);
  const scoped = access !== "session";
  const note = scoped
    ? `API keys: accepted with the scope \`${access}\`.`
    : "API keys: not accepted (a signed-in session only).";
  return {
    security: [{ bearerAuth: [] }, ...(scoped ? [{ apiKeyAuth: [access] }] : [])],
    description: description ? `${description}\n\n${note}` : note,
    "x-api-key-scope": scoped ? access : "none",
  };
}

/** Completes each route's description (operationId, security, error answers) before zod's transform. */
function transform(input: TransformInput) {
  const schema = (input.schema ?? {}) as RouteSchema;
  if (schema.hide) return jsonSchemaTransform(input);
  const route = input.route as RouteOptions;
  const method = [route.method].flat().find((m) => m !== "HEAD") ?? "GET";
  const response = { ...errorResponses(commonErrorCodes(input.url, schema, route)), ...schema.response };
  // A route that describes no success (a file, a redirect) keeps the default answer the
  // document gave it before its error answers were listed.
  if (!Object.keys(response).some((status) => /^[23]/.test(status))) response[200] = DEFAULT_SUCCESS;
  const completed: RouteSchema = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, input.url),
    ...(input.url.startsWith("/api/admin/")
      ? adminAccess(method, input.url, schema.description)
      : { security: schema.security ?? [] }),
    response,
  };
  return jsonSchemaTransform({ ...input, schema: completed });
}

/** Options of @fastify/swagger: the document at /api/docs/json describes this installation. */
export function openapiOptions(config: AppConfig, version: string): SwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Chauffeur Booking API",
        version,
        description:
          "The booking widget's public API and the owner's admin API. Every answer is an envelope: `{ success: true, data }`, or `{ success: false, data: CODE, message }` on a refusal.",
        license: { name: "Proprietary" },
        contact: {
          name: "Chauffeur Booking",
          url: config.publicUrl,
          ...(config.mail.operatorEmail ? { email: config.mail.operatorEmail } : {}),
        },
      },
      servers: [{ url: config.publicUrl, description: "This installation (PUBLIC_URL)" }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "A signed-in owner's access token (POST /api/auth/signin): every admin operation.",
          },
          apiKeyAuth: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "cbk_live_…",
            description:
              "An owner API key (made in the admin, shown once), sent as `Authorization: Bearer cbk_live_…`: the operations whose security lists one of its scopes (bookings:read, bookings:write, catalogue:read); elsewhere 403 INSUFFICIENT_SCOPE. Limited per key and minute (429 with Retry-After).",
          },
        },
      },
      // What the server POSTs to the owner's endpoints (docs/integrations.md#webhooks).
      // Plain JSON path items (the event's schema comes from the contract through zod); the
      // plugin's types know three OpenAPI versions' path items, hence the cast.
      webhooks: webhooksSection() as never,
    },
    transform,
  };
}
