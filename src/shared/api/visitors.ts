import { Type } from "typebox";
import type { Static } from "./common.js";

export const VisitBody = Type.Object({
  path: Type.String({
    minLength: 1,
    maxLength: 2048,
    pattern: "^/",
    description: "the page's path; query and fragment are dropped",
  }),
});
export type VisitBody = Static<typeof VisitBody>;

export const MapDataQuery = Type.Object({
  minutes: Type.Integer({
    minimum: 1,
    maximum: 60 * 24 * 30,
    default: 60 * 24,
    description: "visitors seen in this many minutes",
  }),
});
export type MapDataQuery = Static<typeof MapDataQuery>;

export const MapPointSchema = Type.Object({
  id: Type.String({ description: "stable, opaque visitor id (for telling new visitors apart)" }),
  latitude: Type.Number(),
  longitude: Type.Number(),
  country_code: Type.String(),
  city: Type.Union([Type.String(), Type.Null()]),
  last_seen: Type.String({ format: "date-time" }),
  active: Type.Boolean({ description: "seen in the last 5 minutes" }),
  visits: Type.Integer({ description: "visits in the period" }),
});
export type MapPointSchema = Static<typeof MapPointSchema>;

export const VisitorStatsQuery = Type.Object({
  days: Type.Integer({ minimum: 1, maximum: 366, default: 30 }),
});
export type VisitorStatsQuery = Static<typeof VisitorStatsQuery>;

const Counts = { visits: Type.Integer(), visitors: Type.Integer() };

export const VisitorStatsSchema = Type.Object({
  days: Type.Integer(),
  time_zone: Type.String(),
  totals: Type.Object({
    ...Counts,
    today_visits: Type.Integer(),
    today_visitors: Type.Integer(),
    active_visitors: Type.Integer(),
    countries: Type.Integer(),
  }),
  per_day: Type.Array(Type.Object({ date: Type.String(), ...Counts })),
  per_country: Type.Array(Type.Object({ country_code: Type.String(), ...Counts })),
});
export type VisitorStatsSchema = Static<typeof VisitorStatsSchema>;
