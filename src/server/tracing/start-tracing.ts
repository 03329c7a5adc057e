// OpenTelemetry traces, off unless an OTLP endpoint is configured (docs/operations.md#traces,
// docs/decisions/0087-opentelemetry-traces.md). Started before the server's modules are loaded:
// the HTTP instrumentation patches node:http as Fastify requires it.
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-node";
import { redactSpan } from "./redact-span.js";

interface Tracing {
  /** Sends the spans not yet exported and stops (at shutdown). */
  shutdown(): Promise<void>;
}

/** Whether the standard OTEL_* variables ask for traces. */
function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED === "true" || env.OTEL_TRACES_EXPORTER === "none") return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** An exporter that sends each span with its URLs and SQL cleared of credentials (redact-span.ts). */
function redacting(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans: ReadableSpan[], done) => exporter.export(spans.map(redactSpan), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/**
 * Starts tracing when requested: OTLP over HTTP (the exporter reads OTEL_EXPORTER_OTLP_* itself:
 * endpoint, headers, timeout), spans for incoming and outgoing HTTP (node:http for Fastify,
 * fetch for the geocoders, Stripe and Google) and, through the query log, the database
 * (src/server/lib/tracing.ts). Nothing is loaded when tracing is off.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | undefined> {
  if (!tracingRequested(env)) return undefined;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources, instrumentation] =
    await Promise.all([
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/instrumentation"),
    ]);
  const [{ HttpInstrumentation }, { UndiciInstrumentation }] = await Promise.all([
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-undici"),
  ]);
  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES override this default.
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ "service.name": "chauffeur-booking" }))
      .merge(resources.detectResources({ detectors: [resources.envDetector] })),
    spanProcessors: [new BatchSpanProcessor(redacting(new OTLPTraceExporter()))],
  });
  provider.register();
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would drown the requests worth reading.
        ignoreIncomingRequestHook: (request) => /^\/(api\/health|metrics)/.test(request.url ?? ""),
      }),
      new UndiciInstrumentation(),
    ],
  });
  return { shutdown: () => provider.shutdown() };
}
