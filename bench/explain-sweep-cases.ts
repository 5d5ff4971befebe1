/**
 * The cases of the list sweeps (bench/explain-sweep.ts, bench/index-sweep.ts): no filter, each
 * filter alone and pairs of them, with common and rare values read from the bench database and
 * short and long search words in three scripts.
 */
import type pg from "pg";
import { DEMO_EXPORT_RESTRICTIONS } from "../src/server/demo/export-restrictions.js";
import type { CarFilters } from "../src/server/modules/car-search/list-sql.js";
import { bansOf } from "../src/server/modules/export-restrictions/match.js";

/** `exportable=true` at a Russian port: Korea's rule as the demo data states it (engines over 2,000 cm³). */
const russia = DEMO_EXPORT_RESTRICTIONS.find((r) => r.country === "RU")!;
const RUSSIA_BANS = bansOf({ ...russia, asOf: russia.as_of }, new Date().getFullYear());

export async function sweepValues(client: pg.ClientBase) {
  const top = async (column: string, order: "desc" | "asc") =>
    (
      await client.query<{ v: string }>(
        `select ${column} as v from cars where soldout = false group by ${column} order by count(*) ${order}, ${column} limit 1`,
      )
    ).rows[0].v;
  const maker = await top("maker", "desc");
  const rareMaker = await top("maker", "asc");
  const model = (
    await client.query<{ v: string }>(
      "select model as v from cars where soldout = false and maker = $1 group by model order by count(*) desc limit 1",
      [maker],
    )
  ).rows[0].v;
  return { maker, rareMaker, model, fuel: await top("fuel", "desc"), rareFuel: await top("fuel", "asc") };
}

export function filterSets(v: Awaited<ReturnType<typeof sweepValues>>): CarFilters[] {
  const single: CarFilters[] = [
    {},
    { maker: v.maker },
    { maker: v.rareMaker },
    { maker: v.maker, model: v.model },
    { fuel: v.fuel },
    { fuel: v.rareFuel },
    { transmission: "수동" },
    { year_min: 2022 },
    { year_max: 2012 },
    { price_min: 30_000_000 },
    { price_max: 8_000_000 },
    { mileage_max: 30_000 },
    { include_soldout: true },
    { q: "현대" },
    { q: "k5" },
    { q: "sonata" },
    { q: "соната" },
    { q: "그랜저 하이브리드" },
    { q: "12가" },
    { export_bans: RUSSIA_BANS },
  ];
  const pairs: CarFilters[] = [];
  for (let i = 1; i < single.length; i++)
    for (let j = i + 1; j < single.length; j++) {
      const merged = { ...single[i], ...single[j] };
      if (Object.keys(merged).length === Object.keys(single[i]).length + Object.keys(single[j]).length)
        pairs.push(merged);
    }
  return [...single, ...pairs];
}
