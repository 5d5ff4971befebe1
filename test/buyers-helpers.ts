import type { FastifyInstance } from "fastify";
import type { Actor } from "./credits-helpers.js";

/** One JSON request as a user (or anonymous with null), any method. */
export function send(
  app: FastifyInstance,
  who: Actor | null,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
