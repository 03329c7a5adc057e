import type { FastifyReply, FastifyRequest, FastifySerializerCompiler } from "fastify";
import { type FastifyPluginAsyncZod, serializerCompiler } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { DEFAULT_LANGUAGE, type Language } from "../../../contract/common.js";
import { okEnvelope } from "../../../contract/envelope.js";
import type { ErrorCode } from "../../../contract/errors.js";
import { moduleIdParams, moduleLookup, moduleNameParams, publicModule } from "../../../contract/module.js";
import {
  type CheckoutResponse,
  checkoutRequest,
  checkoutResponse,
  discountCheckParams,
  discountCheckQuery,
  discountCheckResponse,
  estimateRequest,
  estimateResponse,
} from "../../../contract/public-booking.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { AppError } from "../../kernel/errors.js";
import { CACHE_REVALIDATE } from "../../lib/cache-control.js";
import { type IdempotentRequest, idempotentRequest } from "../idempotency/index.js";
import {
  type createDiscountCheck,
  estimateEnvelopeJson,
  type QuoteService,
  refusal,
  toEstimateResponse,
} from "../quotes/index.js";
import { createDiscountGuard, normalisedCode } from "./discount-guard.js";
import type { PublicBookingService } from "./service.js";

/** What the estimate may refuse with (its OpenAPI responses, by status). */
const ESTIMATE_REFUSALS: ErrorCode[] = [
  "VALIDATION_ERROR",
  "PLACE_INVALID",
  "MODULE_NOT_FOUND",
  "HOLIDAY_MODE",
  "MODULE_NOT_READY",
  "SUBSCRIPTION_EXPIRED",
  "VEHICLE_NOT_AVAILABLE",
  "SERVICE_NOT_OFFERED",
  "ROUTE_IMPLAUSIBLE",
  "INSIDE_BOOKING_BUFFER",
  "BEYOND_BOOKING_HORIZON",
  "NONEXISTENT_LOCAL_TIME",
  "RETURN_BEFORE_ARRIVAL",
  "MIN_DISTANCE",
  "MAX_DISTANCE",
  "OUTSIDE_ALLOWED_REGION",
  "CAPACITY_EXCEEDED",
  "OPTION_NOT_AVAILABLE",
  "OPTION_QUANTITY_EXCEEDED",
  "DISCOUNT_CODE_INVALID",
  "TOO_MANY_REQUESTS",
];
const CHECKOUT_REFUSALS: ErrorCode[] = [
  ...ESTIMATE_REFUSALS,
  "VEHICLE_FULL",
  "PRICE_CHANGED",
  "REQUIRED_FIELD_MISSING",
  "PAYMENT_MODE_NOT_OFFERED",
  "CARD_PAYMENTS_NOT_CONFIGURED",
  "PAYMENT_SESSION_FAILED",
  "PAYMENT_PROVIDER_UNAVAILABLE",
];

type ZodRoute = Parameters<typeof serializerCompiler>[0];

/**
 * The estimate's serializers: its 200 answer written as toEstimateResponse built it (the hot
 * path, docs/decisions/0065-estimate-at-production-speed.md), its refusals through the schema.
 */
function estimateSerializer<S>(
  route: Parameters<FastifySerializerCompiler<S>>[0],
): (data: unknown) => string {
  // Fastify types a route's own compiler with the route's whole schema; it is given one response's.
  if (String(route.httpStatus) !== "200") return serializerCompiler(route as unknown as ZodRoute);
  return (data) => estimateEnvelopeJson(data as Parameters<typeof estimateEnvelopeJson>[0]);
}

/** If-None-Match against a (weak) ETag: weak comparison, any of a list, or "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

export interface PublicBookingRouteDeps {
  service: PublicBookingService;
  quotes: QuoteService;
  /**
   * Books the trip (the checkout service, handed in by the app): only this much is named here, so
   * the public routes do not depend on checkout and, through it, on bookings and payments.
   */
  checkout: {
    checkout(
      moduleId: string,
      request: z.output<typeof checkoutRequest>,
      idempotent?: IdempotentRequest,
    ): Promise<CheckoutResponse>;
  };
  checkDiscount: ReturnType<typeof createDiscountCheck>;
  /** Discount checks per minute and client address (a module: 10×); 0 = no limit. */
  discountChecksPerMinute: number;
  /** Requests per minute and client address on checkout (estimates and discount checks: four times as many); 0 = no limit. */
  rateLimitPerMinute: number;
}

const returnUrl = z.object({ url: z.string() });

/**
 * Public routes used by the widget: CORS-open, no credentials
 * (docs/decisions/0019-public-cors-admin-bearer.md).
 */
export const publicBookingRoutes: FastifyPluginAsyncZod<PublicBookingRouteDeps> = async (app, deps) => {
  // One guard for every answer that tells whether a code applies: the discount check, the
  // estimate and the checkout (docs/decisions/0077-discount-guessing-and-estimate-answers.md).
  const codes = createCodeGate(createDiscountGuard({ perAddress: deps.discountChecksPerMinute }));
  registerModuleInfoRoutes(app, deps);
  registerEstimateRoute(app, deps, codes);
  registerDiscountCheckRoute(app, deps, codes);
  registerCheckoutRoute(app, deps, codes);
};

/** The app a route plugin of this file registers on (zod schemas). */
type PublicApp = Parameters<FastifyPluginAsyncZod<PublicBookingRouteDeps>>[0];

/** A route's rate limit, per minute and client address, when the server sets one. */
function rateLimit(deps: PublicBookingRouteDeps, perMinute: number) {
  return deps.rateLimitPerMinute > 0 ? { rateLimit: { max: perMinute, timeWindow: "1 minute" } } : {};
}

/** The discount guard as the routes use it: admit a typed code (or refuse, 429), record a failed one. */
type CodeGate = ReturnType<typeof createCodeGate>;

function createCodeGate(guard: ReturnType<typeof createDiscountGuard>) {
  /** Refuses (429) a code this address may not have checked on this module now. */
  const admit = (
    request: FastifyRequest,
    reply: FastifyReply,
    moduleId: string,
    code: string,
    language: Language,
  ) => {
    if (!normalisedCode(code)) return;
    const wait = guard.refusal(moduleId, request.ip, code);
    if (wait === null) return;
    reply.header("retry-after", String(wait));
    throw refusal(
      "TOO_MANY_REQUESTS",
      language,
      "",
      (i18n) => i18n._("Too many discount codes were tried. Please wait a minute and try again."),
      "discountCode",
    );
  };
  /** Counts a code that did not apply against this address and module. */
  const failed = (request: FastifyRequest, moduleId: string, code: string) => {
    if (normalisedCode(code)) guard.recordFailure(moduleId, request.ip, code);
  };
  return { admit, failed };
}

/** The module's public document, its return URL and its lookup by name. */
function registerModuleInfoRoutes(app: PublicApp, deps: PublicBookingRouteDeps) {
  app.get(
    "/booking/:id",
    {
      schema: {
        tags: ["public"],
        summary: "Module information for the booking widget",
        description:
          "Answers an ETag that changes with the module's catalogue version; revalidate with If-None-Match (304).",
        params: moduleIdParams,
        response: { 200: okEnvelope(publicModule), 304: z.null() },
      },
      config: { publicCors: true },
    },
    async (request, reply) => {
      const document = await deps.service.publicModuleDocument(request.params.id);
      // A public document its owner may edit at any time: cached, but always revalidated.
      reply.header("etag", document.etag).header("cache-control", CACHE_REVALIDATE);
      if (matchesEtag(request.headers["if-none-match"], document.etag))
        return reply.code(304).send(undefined as never);
      // Serialised once per catalogue version (the schema still documents it).
      return reply.type("application/json; charset=utf-8").send(document.body as never);
    },
  );

  app.get(
    "/booking/:id/url",
    {
      schema: {
        tags: ["public"],
        summary: "Where the payment result pages send the customer back to",
        params: moduleIdParams,
        response: { 200: okEnvelope(returnUrl) },
      },
      config: { publicCors: true },
    },
    async (request) => ({ success: true as const, data: await deps.service.returnUrl(request.params.id) }),
  );

  // /module/name/{name} overlaps /module/{id}/… ("name" could be an id), which makes the API
  // description ambiguous: /module-by-name/{name} is the documented path, the first one keeps
  // answering the same for existing callers.
  for (const [path, documented] of [
    ["/module-by-name/:name", true],
    ["/module/name/:name", false],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          hide: !documented,
          tags: ["public"],
          summary: "Find a module identifier by its direct-link name",
          description:
            "The canonical path. /api/module/name/{name} answers the same and is kept for existing callers.",
          params: moduleNameParams,
          response: { 200: okEnvelope(moduleLookup) },
        },
        config: { publicCors: true },
      },
      async (request) => ({
        success: true as const,
        data: await deps.service.findModuleIdByName(request.params.name),
      }),
    );
  }
}

/** The estimate: a trip's price, or the reason it cannot be booked. */
function registerEstimateRoute(app: PublicApp, deps: PublicBookingRouteDeps, codes: CodeGate) {
  app.post(
    "/module/:id/estimate-price",
    {
      schema: {
        tags: ["public"],
        summary: "Price of a trip, with its breakdown, or the reason it cannot be booked",
        description:
          "Refusals: HOLIDAY_MODE, MODULE_NOT_READY, VEHICLE_NOT_AVAILABLE, ROUTE_IMPLAUSIBLE, INSIDE_BOOKING_BUFFER, " +
          "BEYOND_BOOKING_HORIZON, NONEXISTENT_LOCAL_TIME (both naming the time field in issues), " +
          "RETURN_BEFORE_ARRIVAL, MIN_DISTANCE, MAX_DISTANCE, OUTSIDE_ALLOWED_REGION, CAPACITY_EXCEEDED, " +
          "OPTION_NOT_AVAILABLE, OPTION_QUANTITY_EXCEEDED (the owner's message when set), " +
          "SERVICE_NOT_OFFERED (hourly hire or stops the module or vehicle does not offer; issue names the field). " +
          "The places are references signed by the address search or reverse geocoding: the price " +
          "follows their coordinates; a forged, altered or expired one answers 400 PLACE_INVALID, its " +
          "issue naming the field (startingPlace, arrivalPlace, stops.N.place: choose the address again).",
        params: moduleIdParams,
        body: estimateRequest,
        response: { 200: okEnvelope(estimateResponse), ...errorResponses(ESTIMATE_REFUSALS) },
      },
      // The hot path (docs/decisions/0065-estimate-at-production-speed.md): the 200 answer is
      // built key by key by toEstimateResponse, so it is written as it is instead of parsed
      // again by zod; refusals keep the schema's serializer.
      serializerCompiler: estimateSerializer,
      config: { publicCors: true, ...rateLimit(deps, deps.rateLimitPerMinute * 4) },
    },
    async (request, reply) => {
      const { id } = request.params;
      const code = request.body.discountCode ?? "";
      codes.admit(request, reply, id, code, request.body.lang ?? DEFAULT_LANGUAGE);
      const quote = await deps.quotes.quote(id, request.body, "report");
      if (quote.price.discount?.status !== "valid") codes.failed(request, id, code);
      return {
        success: true as const,
        data: toEstimateResponse(quote, await deps.quotes.isAvailable(quote)),
      };
    },
  );
}

/** The discount check: whether a typed code applies, behind the guessing guard. */
function registerDiscountCheckRoute(app: PublicApp, deps: PublicBookingRouteDeps, codes: CodeGate) {
  app.get(
    "/booking/:id/discount/:code",
    {
      schema: {
        tags: ["public"],
        summary: "Whether a discount code is valid, and what it takes off",
        params: discountCheckParams,
        querystring: discountCheckQuery,
        response: {
          200: okEnvelope(discountCheckResponse),
          ...errorResponses(deps.discountChecksPerMinute > 0 ? ["TOO_MANY_REQUESTS"] : []),
        },
      },
      config: { publicCors: true, ...rateLimit(deps, deps.rateLimitPerMinute * 4) },
    },
    // A customer types a code a few times; guessing takes thousands: the guard counts failures
    // per address and per module.
    async (request, reply) => {
      const { id, code } = request.params;
      codes.admit(request, reply, id, code, DEFAULT_LANGUAGE);
      const answer = await deps.checkDiscount(id, code, request.query);
      if (!answer.discount) codes.failed(request, id, code);
      return { success: true as const, data: answer };
    },
  );
}

/** The checkout: books the trip through the checkout service handed in by the app. */
function registerCheckoutRoute(app: PublicApp, deps: PublicBookingRouteDeps, codes: CodeGate) {
  app.post(
    "/booking/:id/checkout",
    {
      schema: {
        tags: ["public"],
        summary: "Book a trip: the server prices it again, holds the vehicle and answers the booking number",
        description:
          "Besides the estimate's refusals: VEHICLE_FULL (409), PRICE_CHANGED (409), DISCOUNT_CODE_INVALID, " +
          "REQUIRED_FIELD_MISSING, PAYMENT_MODE_NOT_OFFERED, CARD_PAYMENTS_NOT_CONFIGURED. " +
          "An Idempotency-Key header (1–255 printable characters, one per booking attempt) makes a retry " +
          "safe: the same key and body answer the first booking again (for 24 hours); the same key with " +
          "another body answers IDEMPOTENCY_KEY_REUSED (422), and while the first is still running " +
          "IDEMPOTENCY_KEY_IN_PROGRESS (409).",
        params: moduleIdParams,
        body: checkoutRequest,
        response: { 200: okEnvelope(checkoutResponse), ...errorResponses(CHECKOUT_REFUSALS) },
      },
      config: { publicCors: true, ...rateLimit(deps, deps.rateLimitPerMinute) },
    },
    async (request, reply) => {
      const { id } = request.params;
      const code = request.body.discountCode ?? "";
      codes.admit(request, reply, id, code, request.body.lang ?? DEFAULT_LANGUAGE);
      try {
        const data = await deps.checkout.checkout(
          id,
          request.body,
          idempotentRequest(request.headers, "checkout", request.body),
        );
        return { success: true as const, data };
      } catch (error) {
        if (error instanceof AppError && error.code === "DISCOUNT_CODE_INVALID")
          codes.failed(request, id, code);
        throw error;
      }
    },
  );
}
