/**
 * A request that reaches an instance while it closes gets the contract's 503 (with Retry-After
 * and Connection: close), not Fastify's own `{error, message, statusCode}`; the request that
 * was in flight when closing began still finishes. Either database.
 */
import net from "node:net";
import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "./test-app.js";
import { patient } from "./patience.js";

/** Sends raw HTTP/1.1 text on one connection and collects everything the server writes back. */
function rawExchange(port: number, text: string) {
  const socket = net.connect(port, "127.0.0.1");
  let data = "";
  socket.on("data", (chunk) => (data += chunk.toString()));
  const received = new Promise<string>((resolve) => {
    socket.on("close", () => resolve(data));
    socket.on("error", () => resolve(data));
    setTimeout(() => (socket.destroy(), resolve(data)), 5000);
  });
  const sent = new Promise<void>((resolve) => socket.once("connect", () => socket.write(text, () => resolve())));
  return { sent, received, write: (more: string) => socket.write(more) };
}

describe("an instance that is closing", () => {
  it("answers a request still arriving in the contract's 503, after finishing the one in flight", async () => {
    // The slow request starts, and finishes only once the second request has been sent.
    let slowStarted!: () => void;
    const inFlight = new Promise<void>((resolve) => (slowStarted = resolve));
    let finishSlow!: () => void;
    const slowMayFinish = new Promise<void>((resolve) => (finishSlow = resolve));
    const app = await createTestApp(
      {},
      {},
      {
        beforeReady: (a) => {
          // A request that takes a while: in flight when the close begins.
          a.get("/api/test-slow", { config: { access: "public" } }, async () => {
            slowStarted();
            await slowMayFinish;
            return { slow: "done" };
          });
        },
      },
    );
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as net.AddressInfo).port;
    let serverSide: net.Socket | undefined;
    app.server.once("connection", (socket: net.Socket) => (serverSide = socket));
    // A slow request in flight on a connection; once closing has begun, a second one on it.
    const first = "GET /api/test-slow HTTP/1.1\r\nHost: x\r\n\r\n";
    const second = "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n";
    const exchange = rawExchange(port, first);
    await exchange.sent;
    await inFlight;
    const closed = app.close();
    await vi.waitFor(() => expect(app.lifecycle.state).toBe("closing"), { timeout: patient(5_000), interval: 5 });
    exchange.write(second);
    // The server has the second request before the first one ends (else the closing server may
    // drop the idle connection first, as it should).
    await vi.waitFor(() => expect(serverSide?.bytesRead).toBe(first.length + second.length), {
      timeout: patient(5_000),
      interval: 5,
    });
    finishSlow();
    const text = await exchange.received;
    await closed;

    const responses = text.split(/(?=HTTP\/1\.1 )/).filter(Boolean);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(responses[0]).toContain('{"slow":"done"}');
    const [head, body] = responses[1]!.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 503/);
    expect(head).toMatch(/\r\nretry-after: \d+/i);
    expect(head).toMatch(/\r\nconnection: close/i);
    expect(JSON.parse(body!)).toEqual({
      error: { code: "service_unavailable", message: expect.any(String), details: null },
    });
  });
});
