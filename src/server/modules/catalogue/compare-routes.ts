// Compare (api.md "The buyer's decision"): 2 to 4 cars side by side, each as an anonymous visitor
// sees its page. The answer is the same for everyone, so it is cached whole like the list
// (response-cache.ts) and cleared by the same events.
import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { MAX_INT_ID } from "../../../shared/api/common.js";
import { COMPARE_LIMITS, CompareQuery, CompareResult } from "../../../shared/api/compare.js";
import { validationError } from "../../lib/errors.js";
import { carDetail } from "./service.js";
import { publicResponseCaching } from "./response-cache.js";

/** `ids` as 2..4 distinct car ids in the order asked, or a 422 naming what is wrong. */
export function parseCompareIds(raw: string): number[] {
  const parts = raw.split(",").map((p) => p.trim());
  const bad = (message: string) => validationError([{ field: "ids", message }]);
  if (parts.some((p) => !/^[0-9]{1,10}$/.test(p))) throw bad("must be car ids separated by commas");
  const ids = parts.map(Number);
  if (ids.some((id) => id < 1 || id > MAX_INT_ID)) throw bad(`each id must be between 1 and ${MAX_INT_ID}`);
  if (new Set(ids).size !== ids.length) throw bad("ids must be distinct");
  if (ids.length < COMPARE_LIMITS.min || ids.length > COMPARE_LIMITS.max) {
    throw bad(`between ${COMPARE_LIMITS.min} and ${COMPARE_LIMITS.max} cars`);
  }
  return ids;
}

export const compareRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const shared = publicResponseCaching(core.catalogueCache.responses, { perUser: false });

    app.get(
      "/api/cars/compare",
      {
        config: { access: "public" },
        ...shared,
        schema: {
          operationId: "compareCars",
          summary: "2 to 4 cars side by side, as an anonymous visitor sees each",
          tags: ["cars"],
          querystring: CompareQuery,
          response: { 200: CompareResult },
        },
      },
      async (request) => {
        const ids = parseCompareIds(request.query.ids);
        // Anonymous on purpose: nothing of the user (access, favourite) is in a shared answer.
        const { port_id, lang } = request.query;
        return { items: await Promise.all(ids.map((id) => carDetail(core, id, null, { port_id, lang }))) };
      },
    );
  };
