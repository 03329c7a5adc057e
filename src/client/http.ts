import ky, { HTTPError, type KyInstance, type Options } from "ky";
import type * as z from "zod/mini";
import { errorEnvelope, okEnvelope } from "../contract/envelope.js";
import { ApiError } from "./api-error.js";

export interface ApiClientOptions {
  /** Bearer token for admin calls; read on every request so a sign-in takes effect at once. */
  getToken?: () => string | null | undefined;
  /** Called on any 401 (the admin then clears its session). */
  onUnauthorized?: () => void;
  /** Language sent as Accept-Language so server messages and e-mails come back translated. */
  getLanguage?: () => string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Calls one endpoint and returns its parsed `data`; failures become ApiError. */
export type ApiCall = <T extends z.ZodMiniType>(
  schema: T,
  path: string,
  init?: Options,
) => Promise<z.infer<T>>;

/** The raw ky instance for the rare endpoint that does not answer JSON (CSV export, uploads). */
export interface ApiTransport {
  call: ApiCall;
  http: KyInstance;
}

export function createTransport(baseUrl: string, options: ApiClientOptions = {}): ApiTransport {
  const http = ky.create({
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

  const call: ApiCall = async (schema, path, init = {}) => {
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
    return (parsed.data as { data: z.infer<typeof schema> }).data;
  };

  return { call, http };
}

export async function toApiError(error: unknown, onUnauthorized?: () => void): Promise<ApiError> {
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
