/** Compare (api.md "The buyer's decision" → "Compare"): 2 to 4 cars as an anonymous visitor sees them. */
import { Type } from "typebox";
import { CarDetail } from "./cars.js";
import { Id, Lang, type Static } from "./common.js";
import { COMPARE_LIMITS } from "./constants.js";

export { COMPARE_LIMITS };

/** `ids`: 2 to 4 distinct car ids, comma-separated (checked by the route: a schema cannot say "distinct"). */
export const CompareQuery = Type.Object(
  {
    ids: Type.String({ minLength: 1, maxLength: 64, description: "2 to 4 distinct car ids, e.g. 1,2,3" }),
    /** Each car's `landed` and `duties` at this port (api.md "Door to door"). */
    port_id: Type.Optional(Id),
    lang: Type.Optional(Lang),
  },
  { additionalProperties: false },
);
export type CompareQuery = Static<typeof CompareQuery>;

export const CompareResult = Type.Object({ items: Type.Array(CarDetail, { maxItems: COMPARE_LIMITS.max }) });
export type CompareResult = Static<typeof CompareResult>;
