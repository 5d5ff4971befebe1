/**
 * Traces with OTEL_EXPORTER_OTLP_ENDPOINT: each request's span reaches an OTLP/HTTP collector
 * (here a local server that keeps what it is sent), as a child of the incoming `traceparent`,
 * carrying the request id; probes are not traced.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { patient } from "./patience.js";

type Span = {
  traceId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: { stringValue?: string } }>;
};

const received: Span[] = [];
let collector: http.Server;
let app: TestApp | undefined;

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (req.url === "/v1/traces" && req.headers["content-type"]?.includes("json")) {
        const payload = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }> };
        for (const resource of payload.resourceSpans)
          for (const scope of resource.scopeSpans) received.push(...scope.spans);
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const { port } = collector.address() as AddressInfo;
  app = await createTestApp({ otelExporterOtlpEndpoint: `http://127.0.0.1:${port}` });
}, patient(60_000));

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => collector.close(resolve));
});

describe("OpenTelemetry traces", () => {
  it("sends a span per request, under the caller's trace, with the request id", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const res = await app!.inject({
      url: "/api/cars",
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, "x-request-id": "traced-request-1" },
    });
    expect(res.statusCode).toBe(200);
    expect((await app!.inject("/api/ready")).statusCode).toBe(200);
    // Closing the app sends what the batch still holds.
    await app!.close();
    app = undefined;
    const ours = received.filter((span) => span.traceId === traceId);
    expect(ours.length).toBeGreaterThan(0);
    const root = ours.find((span) => span.parentSpanId === "00f067aa0ba902b7");
    expect(root).toBeDefined();
    expect(root!.attributes).toContainEqual({ key: "http.request.id", value: { stringValue: "traced-request-1" } });
    // The readiness probe is not traced.
    const probes = received.filter((span) =>
      span.attributes.some((a) => a.key === "http.route" && a.value.stringValue === "/api/ready"),
    );
    expect(probes).toEqual([]);
  });
});
