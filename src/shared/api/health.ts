import { Type } from "typebox";
import type { Static } from "./common.js";

const Reachable = Type.Union([Type.Literal("ok"), Type.Literal("unreachable")]);

/**
 * GET /api/health (liveness): 200 when every dependency answers, 503 naming the one that does
 * not. `redis` is present only where REDIS_URL is set.
 */
export const Health = Type.Object({
  status: Type.Union([Type.Literal("ok"), Type.Literal("error")]),
  db: Reachable,
  redis: Type.Optional(Reachable),
});
export type Health = Static<typeof Health>;

/**
 * GET /api/ready (readiness): 200 while the instance takes work; from the moment it begins to
 * shut down, 503 `service_unavailable` in the usual error shape.
 */
export const Readiness = Type.Object({ status: Type.Literal("ready") });
export type Readiness = Static<typeof Readiness>;
