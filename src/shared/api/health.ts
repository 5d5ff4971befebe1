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
 * GET /api/ready (readiness): 200 while the instance takes work. 503 `service_unavailable` in
 * the usual error shape, with Retry-After, while the database does not answer, the database
 * lacks this version's migrations or (API instances) the catalogue's list index was never read
 * (`details` names each check: `{database, migrations, list_index}`), and from the moment the
 * instance begins to shut down.
 */
export const Readiness = Type.Object({ status: Type.Literal("ready") });
export type Readiness = Static<typeof Readiness>;
