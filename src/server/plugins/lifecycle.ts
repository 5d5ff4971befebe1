import net from "node:net";
import type { FastifyInstance } from "fastify";
import { serviceUnavailable } from "../lib/errors.js";

/**
 * Where the instance is in its life, for the readiness route and for shutting down in the
 * order a load balancer expects:
 *
 * - `serving`: takes work; /api/ready answers 200.
 * - `draining` (`beginShutdown()`, on SIGTERM): /api/ready answers 503 so the load balancer
 *   takes the instance out of its pool, while every other request is still served (every
 *   answer says `Connection: close`, so clients open their next connection elsewhere).
 * - `closing` (Fastify's close has begun, after SHUTDOWN_DELAY_SECONDS): no new connections;
 *   requests in flight finish; a request still arriving on an open connection gets the
 *   contract's 503 (not Fastify's own `{error, message, statusCode}`, which
 *   `return503OnClosing: false` in app.ts turns off). Then the job queue and the database stop
 *   (app.ts's onClose hook runs after the server has closed).
 */
export type LifecycleState = "serving" | "draining" | "closing";

declare module "fastify" {
  interface FastifyInstance {
    lifecycle: { readonly state: LifecycleState; beginShutdown(): void };
  }
}

export function installLifecycle(app: FastifyInstance) {
  let state: LifecycleState = "serving";
  app.decorate("lifecycle", {
    get state() {
      return state;
    },
    beginShutdown() {
      if (state === "serving") state = "draining";
    },
  });
  app.addHook("preClose", async () => {
    state = "closing";
  });
  // First of the onRequest hooks: nothing else (session, rate limits) runs for a refused request.
  app.addHook("onRequest", async (_request, reply) => {
    if (state === "serving") return;
    reply.header("connection", "close");
    if (state === "closing") throw serviceUnavailable("This instance is shutting down; try again");
  });
}

/**
 * How long connections already accepted get to send their request after the listener has
 * closed. Node's server.close() (inside Fastify's close) destroys every connection without a
 * request in progress, including one a client opened a moment ago whose request has not
 * arrived yet: that client saw a connection reset.
 */
const ACCEPTED_GRACE_MS = 500;

/**
 * Stops the instance in the order a load balancer expects: unready at once, still serving for
 * `delayMs`, then no new connections (the listening socket closes, open connections stay); a
 * moment for requests already on their way, then idle connections are closed and requests in
 * flight finish (every answer now says `Connection: close`); then Fastify's close runs the
 * onClose hooks: the job queue stops and the database closes.
 */
export async function shutdownGracefully(app: FastifyInstance, delayMs: number): Promise<void> {
  app.lifecycle.beginShutdown();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  if (app.server.listening) {
    // net.Server's close, not http.Server's: it stops accepting without touching open
    // connections, and calls back once the last of them has closed.
    const drained = new Promise<void>((resolve) => net.Server.prototype.close.call(app.server, () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, ACCEPTED_GRACE_MS));
    app.server.closeIdleConnections();
    await drained;
  }
  await app.close();
}
