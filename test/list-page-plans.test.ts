// The list's page statements (car-search/list-sql.ts listPagePlan) choose how to find a page: walk the
// sort's index, walk a bounded stretch of it and collect the matches when that comes back short,
// or collect the matches at once. Whichever runs, the page must be the one the plain
// "filter, order, limit, offset" statement gives. A generated sweep of filters × sorts × pages
// compares them on a catalogue whose columns correlate as real ones do (cheap cars are old).
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CAR_SORTS,
  listCountSql,
  listPagePlan,
  listWhere,
  readListPage,
  type CarFilters,
  type CarSort,
} from "../src/server/modules/car-search/list-sql.js";
import { queryRows } from "../src/server/lib/sql.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { byDepth } from "./depth.js";

let app: TestApp;
const ORDER: Record<CarSort, string> = {
  newest: "created_at desc nulls last, id desc nulls last",
  price_asc: "price_krw asc, id asc",
  price_desc: "price_krw desc, id desc",
  year_desc: "year desc, id desc",
  mileage_asc: "mileage asc, id asc",
};

beforeAll(async () => {
  app = await createTestApp();
  // 400 cars: makers and fuels of uneven shares, years 2008–2025 with price rising and mileage
  // falling with the year (so a price ceiling sits at the far end of a newest-first walk), some
  // sold out, duplicate prices and dates (the id tiebreak must hold), a few manual ones, a third
  // without an inspection record and a third with an accident.
  await app.core.db.execute(sql`
    insert into cars (car_name, maker, model, year, mileage, fuel, transmission, price_krw, soldout, created_at, car_number, condition, displacement_cc)
    select
      (array['현대 쏘나타','현대 그랜저','기아 K5','기아 레이','제네시스 G80','BMW 520i','벤츠 E300'])[1 + (i * 7 % 7)] || ' ' || i,
      (array['현대','현대','기아','기아','제네시스','BMW','벤츠'])[1 + (i * 7 % 7)],
      (array['쏘나타','그랜저','K5','레이','G80','5시리즈','E클래스'])[1 + (i * 7 % 7)],
      2008 + (i % 18),
      250000 - (i % 18) * 13000 + (i * 37 % 5000),
      (array['가솔린','가솔린','디젤','하이브리드','LPG','전기'])[1 + (i * 5 % 6)],
      case when i % 23 = 0 then '수동' else '오토' end,
      3000000 + (i % 18) * 2500000 + (i * 91 % 7) * 500000,
      i % 11 = 0,
      timestamptz '2025-01-01' + ((i / 3) || ' hours')::interval,
      (i % 90) || '가' || (1000 + i),
      (array[null, '{"accident": false}', '{"accident": true}'])[1 + i % 3]::jsonb,
      (array[null, 998, 1598, 1999, 2001, 2497, 3470])[1 + (i * 3 % 7)]
    from generate_series(1, 400) as g(i)`);
});
afterAll(() => app.close());

const RUSSIA: CarFilters["export_bans"] = [{ min_cc: 2001, fuels: ["가솔린", "디젤", "하이브리드", "LPG"] }];

const FILTERS: CarFilters[] = [
  {},
  { maker: "현대" },
  { maker: "제네시스", include_soldout: true },
  { maker: "현대", model: "쏘나타" },
  { maker: "기아", model: "K5", include_soldout: true },
  { fuel: "디젤" },
  { transmission: "수동" },
  { year_min: 2020 },
  { price_max: 10_000_000 },
  { price_min: 30_000_000, transmission: "수동" },
  { mileage_max: 60_000, fuel: "가솔린" },
  { price_max: 12_000_000, include_soldout: true },
  { q: "현대" },
  { q: "k5", year_max: 2015 },
  { q: "가1", include_soldout: true },
  { fuel: "전기", price_min: 40_000_000, year_min: 2024 },
  { no_accident: true },
  { no_accident: true, maker: "기아", include_soldout: true },
  // A lead (fuel, transmission: their own index per sort) with a range: exact on the range's own
  // sort, a bounded walk of the lead's index on the others.
  { fuel: "디젤", price_max: 20_000_000 },
  { transmission: "수동", year_min: 2012 },
  { transmission: "수동", mileage_max: 150_000, include_soldout: true },
  // Two leads, and a lead with other filters: the walk keeps one lead, the rest filter its rows.
  { fuel: "가솔린", transmission: "수동" },
  { maker: "현대", fuel: "가솔린", mileage_max: 200_000 },
  { fuel: "하이브리드", q: "기아", include_soldout: true },
  // exportable=true (Korea's rule for Russia: engines over 2,000 cm³, an unknown size left out),
  // alone, beside a search (its matches collected through the search's indexes past the cap),
  // and beside a lead.
  { export_bans: RUSSIA },
  { q: "현대", export_bans: RUSSIA },
  { q: "k5", export_bans: RUSSIA, include_soldout: true },
  { maker: "기아", export_bans: RUSSIA, price_max: 20_000_000 },
  // Ranges only, against the order (cheap cars are old and worn).
  { price_max: 12_000_000, mileage_max: 200_000 },
  { year_min: 2015, price_min: 20_000_000, maker: "기아" },
];

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
// The catalogue does not change after beforeAll, so one statement (its text and parameters) always
// answers the same rows: hint sets that choose the same plan for a page run it once, and each of
// them is still compared with the plain statement's page (about 3,100 statements run instead of 6,000).
const dialect = new PgDialect();
const answers = new Map<string, Promise<{ id: number }[]>>();
const run = (statement: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const key = JSON.stringify([text, params]);
  let rows = answers.get(key);
  if (!rows) {
    rows = queryRows<{ id: number }>(app.core.db, statement);
    answers.set(key, rows);
  }
  return rows;
};
const plain = (f: CarFilters, sort: CarSort, limit: number, offset: number) =>
  run(sql`select id from cars ${listWhere(f)} order by ${sql.raw(ORDER[sort])} limit ${limit} offset ${offset}`);

// Where a page starts: the first, the next, one inside, one near the end; the first and the last
// in `npm test`, all four in test:all (test/depth.ts).
const PAGES = byDepth(
  [
    [5, 0],
    [20, 380],
  ],
  [
    [5, 0],
    [5, 5],
    [7, 14],
    [20, 380],
  ],
);

describe("every way of reading a page gives the page of the plain statement", () => {
  // Hints as the service gives them, and hints that force each branch on a catalogue this small:
  // a huge catalogue makes the even-spread walk look long (collect at once); a walk limit of 3
  // makes the bounded walk come back short (then collect); a catalogue of 1 always walks first.
  const hintSets = (matches: number) => [
    { name: "as the service", hints: { matches, catalogue: 364 } },
    { name: "collect at once", hints: { matches, catalogue: 10_000_000 } },
    { name: "walk then collect", hints: { matches, catalogue: 364, walkLimit: 3 } },
    // Walks that fill some pages and fall short on others: a page taken from a walk must be exact.
    { name: "walk of 40", hints: { matches, catalogue: 1, walkLimit: 40 } },
    { name: "walk of 150", hints: { matches, catalogue: 1, walkLimit: 150 } },
    // Past the count's cap, filters the indexes cover (ranges, one lead) walk the index entries,
    // then collect them through the range's index when the walk comes back short.
    { name: "past the cap", hints: { matches: 20_000, catalogue: 364 } },
    { name: "past the cap, covered walk of 3", hints: { matches: 20_000, catalogue: 364, walkLimit: 3 } },
    { name: "past the cap, covered walk of 40", hints: { matches: 20_000, catalogue: 364, walkLimit: 40 } },
    // Past the cap with a long promised walk: a search walks a bounded stretch first all the same.
    { name: "past the cap, long promised walk", hints: { matches: 20_000, catalogue: 10_000_000, walkLimit: 40 } },
  ];

  for (const f of FILTERS)
    it(`${JSON.stringify(f)}`, async () => {
      const [{ total: matches }] = await queryRows<{ total: number }>(app.core.db, listCountSql(f));
      // The count's statement (its own form of the search) counts what the plain one finds.
      const [{ n }] = await queryRows<{ n: number }>(app.core.db, sql`select count(*) as n from cars ${listWhere(f)}`);
      expect(Number(matches), "count").toBe(Number(n));
      for (const sort of CAR_SORTS)
        for (const [limit, offset] of PAGES) {
          const expected = ids(await plain(f, sort, limit, offset));
          for (const { name, hints } of hintSets(Number(matches))) {
            const got = ids(await readListPage(run, f, sort, limit, offset, hints));
            expect(got, `${name} ${sort} ${limit}@${offset}`).toEqual(expected);
          }
          expect(ids(await readListPage(run, f, sort, limit, offset)), `no hints ${sort}`).toEqual(expected);
        }
    });

  it("reaches each branch (the hints above are not all taking one path)", () => {
    const f: CarFilters = { price_max: 10_000_000 };
    expect(listPagePlan(f, "newest", 5, 0, { matches: 50, catalogue: 364 }).fallback).toBeDefined();
    expect(listPagePlan(f, "newest", 5, 0, { matches: 50, catalogue: 10_000_000 }).fallback).toBeUndefined();
    expect(
      dialect.sqlToQuery(listPagePlan(f, "newest", 5, 0, { matches: 50, catalogue: 10_000_000 }).first).sql,
    ).toMatch(/materialized/);
    expect(
      dialect.sqlToQuery(
        listPagePlan({ maker: "현대" }, "price_asc", 5, 0, { matches: 50, catalogue: 10_000_000 }).first,
      ).sql,
    ).not.toMatch(/materialized|limit \$\d+\) cars/);
    // A lead and a range on the sort's own column: its index answers exactly.
    for (const f of [
      { transmission: "수동", price_max: 9_000_000 },
      { fuel: "디젤", year_min: 2015 },
    ] as CarFilters[]) {
      const sort = f.price_max ? "price_desc" : "year_desc";
      const plan = listPagePlan(f, sort, 5, 0, { matches: 50, catalogue: 10_000_000 });
      expect(plan.fallback).toBeUndefined();
      expect(dialect.sqlToQuery(plan.first).sql).not.toMatch(/materialized|limit \$\d+\) cars/);
    }
    // Past the cap, ranges and a lead: the index entries alone pick the page's ids.
    const past = listPagePlan({ fuel: "디젤", price_max: 9_000_000 }, "year_desc", 5, 0, {
      matches: 20_000,
      catalogue: 364,
    });
    expect(dialect.sqlToQuery(past.first).sql).toMatch(
      /where id in \(select id from \(select id, created_at, year, price_krw, mileage, fuel from cars/,
    );
    expect(dialect.sqlToQuery(past.fallback!).sql).toMatch(
      /where id in \(select id from \(select year, id from cars .* offset 0\) matching/,
    );
    // … not with two leads or a search (the indexes do not hold them): the bounded walk.
    for (const f of [
      { fuel: "디젤", transmission: "수동" },
      { q: "k5", price_max: 9_000_000 },
    ] as CarFilters[])
      expect(
        dialect.sqlToQuery(listPagePlan(f, "year_desc", 5, 0, { matches: 20_000, catalogue: 364 }).first).sql,
      ).not.toMatch(/where id in/);
    // A maker's model past the cap: its entries in cars_maker_model_idx, at once.
    const model = listPagePlan({ maker: "현대", model: "쏘나타" }, "price_asc", 5, 0, {
      matches: 20_000,
      catalogue: 364,
    });
    expect(dialect.sqlToQuery(model.first).sql).toMatch(/offset 0\) matching/);
    // A search alone past the cap: a bounded walk, then its matches through its indexes (no ILIKE
    // re-check of its short word); beside another filter, not (the planner would test each row).
    const search = listPagePlan({ q: "현대" }, "price_asc", 5, 0, { matches: 20_000, catalogue: 364 });
    expect(dialect.sqlToQuery(search.fallback!).sql).toMatch(/from cars where soldout = false and \(car_search_grams/);
    const beside = listPagePlan({ q: "현대", fuel: "디젤" }, "price_asc", 5, 0, { matches: 20_000, catalogue: 364 });
    expect(dialect.sqlToQuery(beside.fallback!).sql).not.toMatch(/offset 0\) matching/);
    // … and however long the even spread promises its walk to be (the capped count understates the
    // matches), a bounded walk first: the planner would rather collect and sort every match.
    const far = listPagePlan({ q: "현대", fuel: "디젤" }, "price_asc", 20, 380, {
      matches: 20_000,
      catalogue: 10_000_000,
    });
    expect(dialect.sqlToQuery(far.first).sql).toMatch(/limit \$\d+\) cars where/);
    expect(dialect.sqlToQuery(far.fallback!).sql).not.toMatch(/limit \$\d+\) cars where/);
    // A bounded walk keeps its lead as an index condition (the maker before the fuel).
    const walk = dialect.sqlToQuery(
      listPagePlan({ maker: "현대", fuel: "가솔린" }, "mileage_asc", 5, 0, { matches: 50, catalogue: 364 }).first,
    ).sql;
    expect(walk).toMatch(
      /\(select [^()]* from cars where soldout = \$\d+ and maker = \$\d+ order by mileage asc, id asc limit \$\d+\) cars/,
    );
  });
});
