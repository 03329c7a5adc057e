import ky, { HTTPError, type KyInstance, type Options } from "ky";
import type * as z from "zod/mini";
import { type SignInRequest, signInResponse } from "../contract/auth.js";
import { errorEnvelope, okEnvelope } from "../contract/envelope.js";
import { healthResponse } from "../contract/health.js";
import { moduleLookup, publicModule } from "../contract/module.js";
import { ApiError } from "./api-error.js";

export interface ApiClientOptions {
  /** Bearer token for admin calls; read on every request so a sign-in takes effect at once. */
  getToken?: () => string | null | undefined;
  /** Called on any 401 (spec section 4: the admin then clears its session). */
  onUnauthorized?: () => void;
  /** Language sent as Accept-Language so server messages come back translated. */
  getLanguage?: () => string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The one typed client of our API, used by the widget and the admin.
 * Every answer is parsed with the contract; every failure becomes an ApiError with the server's code.
 */
export function createApiClient(baseUrl: string, options: ApiClientOptions = {}) {
  const http: KyInstance = ky.create({
    prefixUrl: `${baseUrl.replace(/\/+$/, "")}/api`,
    timeout: options.timeoutMs ?? 15_000,
    retry: { limit: 1, methods: ["get"] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken?.();
          if (token) request.headers.set("authorization", `Bearer ${token}`);
          const lang = options.getLanguage?.();
          if (lang) request.headers.set("accept-language", lang);
        },
      ],
    },
  });

  async function call<T extends z.ZodMiniType>(
    schema: T,
    path: string,
    init: Options & { method?: string } = {},
  ): Promise<z.infer<T>> {
    let body: unknown;
    try {
      body = await http(path, init).json();
    } catch (error) {
      throw await toApiError(error, options.onUnauthorized);
    }
    const parsed = okEnvelope(schema).safeParse(body);
    if (!parsed.success) {
      throw new ApiError("INVALID_RESPONSE", 200, "The server answered in an unexpected shape");
    }
    return (parsed.data as { data: z.infer<T> }).data;
  }

  return {
    health: () => call(healthResponse, "health"),
    signIn: (payload: SignInRequest) =>
      call(signInResponse, "auth/signin", { method: "post", json: payload }),
    getPublicModule: (moduleId: string) =>
      call(publicModule, `booking/${encodeURIComponent(moduleId)}`, { method: "get" }),
    findModuleByName: (name: string) =>
      call(moduleLookup, `module/name/${encodeURIComponent(name)}`, { method: "get" }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function toApiError(error: unknown, onUnauthorized?: () => void): Promise<ApiError> {
  if (error instanceof HTTPError) {
    if (error.response.status === 401) onUnauthorized?.();
    const body: unknown = await error.response.json().catch(() => undefined);
    const parsed = errorEnvelope.safeParse(body);
    if (parsed.success) {
      return new ApiError(parsed.data.data, error.response.status, parsed.data.message, parsed.data.issues);
    }
    return new ApiError("HTTP_ERROR", error.response.status, error.message);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError("NETWORK_ERROR", 0, message);
}
