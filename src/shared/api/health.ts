import { Type } from "typebox";
import type { Static } from "./common.js";

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const Health = Type.Object({
  status: Type.Union([Type.Literal("ok"), Type.Literal("error")]),
  db: Type.Union([Type.Literal("ok"), Type.Literal("unreachable")]),
});
export type Health = Static<typeof Health>;
