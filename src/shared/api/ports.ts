import { Type } from "typebox";
import { Id, IdParams, Lang, LiteralUnion, Nullable, type Static } from "./common.js";
import { Prices } from "./deals.js";
import { PORT_LIMITS, PORT_METHODS } from "../ports.js";

export const PortIdParams = IdParams("port_id");
export type PortIdParams = Static<typeof PortIdParams>;

const Name = Type.String({ minLength: 1, maxLength: PORT_LIMITS.name });
export const PortNames = Type.Object({ en: Name, ko: Name, mn: Name, ru: Name }, { additionalProperties: false });
export type PortNames = Static<typeof PortNames>;

const Country = Type.String({ minLength: 2, maxLength: 2, pattern: "^[A-Za-z]{2}$" });
const Method = LiteralUnion(PORT_METHODS);
const Freight = Type.Number({ exclusiveMinimum: 0, maximum: PORT_LIMITS.freightMaxUsd });
const Insurance = Type.Number({ minimum: 0, maximum: PORT_LIMITS.insuranceMaxPct });
const Transit = Type.Integer({ minimum: PORT_LIMITS.transitMinDays, maximum: PORT_LIMITS.transitMaxDays });
const Position = Type.Integer({ minimum: 0, maximum: PORT_LIMITS.positionMax });

/** A port as any visitor sees it (GET /api/ports: the active ones, by position). */
export const Port = Type.Object({
  id: Id,
  name: Type.Object({ en: Type.String(), ko: Type.String(), mn: Type.String(), ru: Type.String() }),
  country: Type.String(),
  method: Method,
  freight_usd: Type.Number(),
  insurance_pct: Type.Number(),
  transit_days: Type.Integer(),
});
export type Port = Static<typeof Port>;

/** A port as administrators see it: with `active` and `position`. */
export const AdminPort = Type.Object({ ...Port.properties, active: Type.Boolean(), position: Type.Integer() });
export type AdminPort = Static<typeof AdminPort>;

export const PortCreateBody = Type.Object(
  {
    name: PortNames,
    country: Country,
    method: Method,
    freight_usd: Freight,
    insurance_pct: Insurance,
    transit_days: Transit,
    active: Type.Optional(Type.Boolean()),
    position: Type.Optional(Position),
  },
  { additionalProperties: false },
);
export type PortCreateBody = Static<typeof PortCreateBody>;

export const PortPatchBody = Type.Partial(PortCreateBody, { additionalProperties: false, minProperties: 1 });
export type PortPatchBody = Static<typeof PortPatchBody>;

/** `?port_id=` (the landed price at that port) and `?lang=` (the port's name) of the car detail. */
export const CarDetailQuery = Type.Object({ port_id: Type.Optional(Id), lang: Type.Optional(Lang) });
export type CarDetailQuery = Static<typeof CarDetailQuery>;

/** The car delivered to a port: FOB Korea + freight + insurance = CIF, in USD and the four currencies. */
export const Landed = Type.Object({
  port_id: Id,
  port_name: Type.String(),
  method: Method,
  fob_usd: Type.Number(),
  freight_usd: Type.Number(),
  insurance_usd: Type.Number(),
  total_usd: Type.Number(),
  transit_days: Type.Integer(),
  total: Prices,
});
export type Landed = Static<typeof Landed>;

export { Quote } from "./deals.js";

/** POST /api/cars/{car_id}/purchase: the optional destination port. */
export const PurchaseBody = Type.Object({ port_id: Type.Optional(Id) }, { additionalProperties: false });
export type PurchaseBody = Static<typeof PurchaseBody>;

export const NullableLanded = Nullable(Landed);
