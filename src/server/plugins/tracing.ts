import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.js";

/** Routes a load balancer or a scraper calls every few seconds: no trace of each call. */
const UNTRACED = new Set(["/metrics", "/api/health", "/api/ready"]);

/**
 * OpenTelemetry traces, only with OTEL_EXPORTER_OTLP_ENDPOINT: a span per request (with
 * @fastify/otel's spans of its hooks and handler), carrying the request id
 * (`http.request.id`), its parent taken from an incoming `traceparent`, sent in batches over
 * OTLP/HTTP to `<endpoint>/v1/traces` (OTEL_EXPORTER_OTLP_HEADERS and the other standard
 * OTEL_* variables of the exporter apply). Without the variable nothing is loaded: the SDK and
 * its exporter stay out of the process.
 *
 * The provider is registered process-wide (OpenTelemetry's context manager and propagator are
 * global): one app with tracing per process, as `main` runs it. Closing the app sends what is
 * left and unregisters it again.
 */
export async function installTracing(app: FastifyInstance, config: Config): Promise<void> {
  const endpoint = config.otelExporterOtlpEndpoint;
  if (!endpoint) return;
  const [
    api,
    { FastifyOtelInstrumentation },
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
  ] = await Promise.all([
    import("@opentelemetry/api"),
    import("@fastify/otel"),
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      "service.name": "kcar-marketplace",
      "deployment.environment.name": config.appEnv,
      "kcar.role": config.role,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }))],
  });
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation({
    ignorePaths: (route: { url: string }) => UNTRACED.has(route.url),
    requestHook: (span: { setAttribute(key: string, value: string): unknown }, request: FastifyRequest) => {
      span.setAttribute("http.request.id", request.id);
    },
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  app.addHook("onClose", async () => {
    await provider.shutdown().catch((err: unknown) => app.log.warn({ err }, "tracing: spans left unsent"));
    api.trace.disable();
    api.context.disable();
    api.propagation.disable();
  });
  app.log.info("tracing: OpenTelemetry spans sent over OTLP/HTTP");
}
