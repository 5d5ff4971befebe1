// The list index (car-search/list-index.ts): the public list's counts and pages from memory must be
// those of the SQL it stands in for, for every filter, sort and page; it must answer only while
// no change came since it was read, and the list must show a change at once.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { LIST_TOTAL_CAP } from "../src/shared/api/cars.js";
import { EMPTY_CONDITION } from "../src/shared/condition-empty.js";
import { cars } from "../src/server/db/schema/cars.js";
import { queryRows } from "../src/server/lib/sql.js";
import { CAR_SORTS, listCountSql, listPageSql, type CarFilters } from "../src/server/modules/car-search/list-sql.js";
import { FILTER_KEYS, type FilterKey } from "../src/shared/car-filters.js";
import { ListIndex, indexAnswers, type ListColumns } from "../src/server/modules/car-search/list-index.js";
import { TextSearch } from "../src/server/modules/car-search/list-index-text.js";
import { SORT_KEY, compareInSort } from "../src/server/modules/car-search/list-index-changes.js";
import { listIndexSource, loadListIndex } from "../src/server/modules/car-search/list-index-load.js";
import { patient } from "./patience.js";
import { build } from "./helper.js";
import { byDepth } from "./depth.js";

const MAKERS = { 현대: ["쏘나타", "그랜저", "아반떼"], 기아: ["K5", "쏘렌토"], 제네시스: ["G80"], BMW: ["520i", "X5"] };
const FUELS = ["가솔린", "디젤", "LPG", "하이브리드"];
const TRANSMISSIONS = ["오토", "수동"];
// Few values, so that sort keys tie and the id decides.
const PRICES = [9_900_000, 15_000_000, 21_500_000, 33_000_000, 48_000_000];
const CARS = 420;
// Random lists compared with the SQL: a share in `npm test`, all in test:all (test/depth.ts).
const LISTS = byDepth(150, 500);
const ROUND_LISTS = byDepth(50, 150);
// A maker with a handful of cars, all at the far end of the price order: a page of them by
// price_desc cannot be walked to within the walk's budget and is collected instead.
const RARE_MAKER = "롤스로이스";
// Trims of the names: Latin in both cases, Hangul, and LIKE's own characters (found literally).
const TRIMS = ["GT-Line", "gt-라인", "4MATIC 롱", "기본형", "Premium", "PREMIUM 2.0", "100%_전기", "lpi", ""];
// Search words: parts of names and numbers, other spellings (sonata, Соната find 쏘나타), cases,
// LIKE's characters, words in no car, and two that lower-case into ASCII in some locales only
// (the Kelvin sign, İ), which the index leaves to SQL.
const WORDS = [
  ...["현대", "쏘나", "k5", "K5", "gt", "GT-라인", "라인", "4matic", "롱", "premium", "PREM", "Ghost", "ghost"],
  ...["sonata", "Соната", "соната", "Sorento", "12", "3", "가", "허1", "%", "_", "100%", "%_", "없는말", "Ō"],
  ...["\u212A5", "\u0130"],
];
const LOCALE_DEPENDENT = /[\u212A\u0130]/;

/**
 * Waits out the quiet second the list index keeps after a change it could not lay over itself,
 * by the index's own clock: under load the second may start later than a test would guess.
 */
async function quietSecond(holder: { readableFrom(): number }) {
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThanOrEqual(holder.readableFrom()), {
    timeout: patient(5_000),
    interval: 20,
  });
}

/** True `percent` times in a hundred. */
const percent = (p: number) => fc.integer({ min: 0, max: 99 }).map((n) => n < p);
const plateNumber = (letters: readonly string[]) =>
  fc
    .tuple(fc.integer({ min: 10, max: 99 }), fc.constantFrom(...letters), fc.integer({ min: 1000, max: 9999 }))
    .map(([a, letter, b]) => `${a}${letter}${b}`);
const accidentRecord = fc.boolean().map((accident) => ({ ...EMPTY_CONDITION, accident }));

/** A car of the catalogue (its creation time and the rare maker are set by its place). */
const catalogueCar = fc
  .record({
    makerModel: fc.constantFrom(...Object.entries(MAKERS).flatMap(([maker, models]) => models.map((m) => [maker, m]))),
    trim: fc.constantFrom(...TRIMS),
    carNumber: fc.option(plateNumber(["가", "나", "허"]), { freq: 10, nil: null }),
    year: fc.integer({ min: 2010, max: 2024 }),
    mileage: fc.integer({ min: 0, max: 11 }).map((k) => 10_000 * k),
    fuel: fc.constantFrom(...FUELS),
    manual: percent(15),
    priceKrw: fc.constantFrom(...PRICES),
    soldout: percent(15),
    condition: fc.option(accidentRecord, { freq: 3, nil: null }),
  })
  .map(({ makerModel: [maker, model], trim, manual, ...car }) => ({
    ...car,
    carName: `${maker} ${model} ${trim}`.trim(),
    maker,
    model,
    transmission: manual ? "수동" : "오토",
  }));

const { app, admin } = await build();
beforeAll(async () => {
  const created = new Date("2026-11-01T00:00:00Z").getTime();
  // The same catalogue every run (a fixed seed), drawn by fast-check like the lists compared.
  const drawn = fc.sample(catalogueCar, { seed: 20261127, numRuns: CARS });
  const rows = drawn.map((car, i) => {
    const rare = i % 60 === 0;
    return {
      ...car,
      ...(rare ? { maker: RARE_MAKER, model: "Ghost", carName: `${RARE_MAKER} Ghost`, priceKrw: 1_000_000 } : {}),
      options: [],
      // Groups of cars created in the same millisecond (an import's batch)…
      createdAt: new Date(created + Math.floor(i / 4) * 1000),
    };
  });
  await app.core.db.insert(cars).values(rows);
  // …and some of them apart by microseconds, which a millisecond clock would tie.
  await app.core.db.execute(sql`update cars set created_at = created_at + (id % 3) * interval '1 microsecond'`);
  app.core.catalogueCache.clear();
});

/**
 * `arb` given `percent` times in a hundred (undefined otherwise). Undefined comes first and
 * values cross-shrink to it, so a failing list shrinks to the filters it needs: a chain on a
 * drawn number shrank that number to 0, "given", and kept every filter.
 */
const sometimes = <T>(percent: number, arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constant(undefined), weight: 100 - percent },
    { arbitrary: arb, weight: percent },
  );

/**
 * The values each filter of the list (car-search/list-filters.ts LIST_FILTERS) takes here, values
 * outside the catalogue included, and how often it is given: a new filter needs its entry.
 */
const FILTER_VALUES: Record<FilterKey, fc.Arbitrary<unknown>> = {
  maker: sometimes(40, fc.constantFrom(...Object.keys(MAKERS), RARE_MAKER, "없는메이커", "")),
  model: sometimes(15, fc.constantFrom("쏘나타", "K5", "G80", "X5", "Ghost", "없음")),
  fuel: sometimes(25, fc.constantFrom(...FUELS)),
  transmission: sometimes(15, fc.constantFrom(...TRANSMISSIONS)),
  year_min: sometimes(30, fc.integer({ min: 2010, max: 2025 })),
  year_max: sometimes(20, fc.integer({ min: 2010, max: 2025 })),
  price_min: sometimes(30, fc.constantFrom(0, ...PRICES, 60_000_000)),
  price_max: sometimes(20, fc.constantFrom(0, ...PRICES)),
  mileage_max: sometimes(
    20,
    fc.integer({ min: 0, max: 11 }).map((k) => 10_000 * k),
  ),
  no_accident: sometimes(15, fc.constant(true)),
};

/** Random filters of the list: every filter of LIST_FILTERS, sold-out cars, and searches of one to three words. */
const randomFilters: fc.Arbitrary<CarFilters> = fc
  .record({
    ...(Object.fromEntries(FILTER_KEYS.map((k) => [k, FILTER_VALUES[k]])) as Record<FilterKey, fc.Arbitrary<unknown>>),
    include_soldout: sometimes(20, fc.constant(true)),
    q: sometimes(
      40,
      fc
        .tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }), fc.constantFrom(" ", "  "))
        .map(([words, gap]) => words.join(gap)),
    ),
  })
  .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as CarFilters);

/** A list: its filters, any sort, and a page (mostly whole pages, some at any offset). */
const randomList = (filters: fc.Arbitrary<CarFilters>) =>
  fc.record({
    f: filters,
    sort: fc.constantFrom(...CAR_SORTS),
    limit: fc.integer({ min: 1, max: 25 }),
    page: fc.integer({ min: 0, max: 5 }),
    offset: sometimes(30, fc.integer({ min: 0, max: 299 })),
  });

/** An admin's price edit of a car through the API (its events reach the list index as any edit's). */
const editPrice = (id: number, price: number) =>
  app.inject({
    method: "PATCH",
    url: `/api/cars/${id}`,
    headers: { cookie: admin.cookie },
    payload: { price_krw: price },
  });

/** The app's source of the list index, but no read of the whole catalogue: the index must be the one held, or patched. */
function noFullRead() {
  const source = listIndexSource(app.core.db);
  return { ...source, all: () => Promise.reject(new Error("no second read")) };
}

async function sqlAnswer(f: CarFilters, sort: (typeof CAR_SORTS)[number], limit: number, offset: number) {
  const [{ total }] = await queryRows<{ total: number }>(app.core.db, listCountSql(f));
  // Without hints: the plain ordered statement, exact by construction.
  const rows = await queryRows<{ id: number }>(app.core.db, listPageSql(f, sort, limit, offset));
  return { count: Number(total), ids: rows.map((row) => row.id) };
}

/**
 * `lists` random lists (fast-check's, from `seed`: filters drawn from `filters`, any sort and
 * page) answered by the index as the SQL does; the lists it refuses must be the locale-dependent
 * searches. Returns how many searches were compared.
 */
async function compareWithSql(
  index: ListIndex,
  seed: number,
  lists: number,
  filters: fc.Arbitrary<CarFilters> = randomFilters,
): Promise<number> {
  let searches = 0;
  await fc.assert(
    fc.asyncProperty(randomList(filters), async ({ f, sort, limit, page, offset: anywhere }) => {
      const offset = anywhere ?? limit * page;
      if (!index.answers(f)) {
        expect(f.q).toMatch(LOCALE_DEPENDENT);
        return;
      }
      if (f.q) searches++;
      const expected = await sqlAnswer(f, sort, limit, offset);
      const got = { count: index.count(f), ids: index.pageIds(f, sort, limit, offset) };
      expect(got, JSON.stringify({ f, sort, limit, offset })).toEqual(expected);
    }),
    { seed, numRuns: lists },
  );
  return searches;
}

describe("the list index", () => {
  it(`counts and pages every filter × sort as the SQL does (${LISTS} random lists)`, async () => {
    const index = await loadListIndex(app.core.db);
    expect(index.size).toBe(CARS);
    // A third of the lists searched (40 % with q, a few left to SQL).
    expect(await compareWithSql(index, 7, LISTS)).toBeGreaterThan(LISTS * 0.3);
  });

  it("answers free text unless a word's case is the database locale's to decide", async () => {
    expect(indexAnswers({ maker: "기아", price_min: 1, no_accident: true, include_soldout: true })).toBe(true);
    const index = await loadListIndex(app.core.db);
    expect(index.answers({ maker: "기아", q: "k5 PREMIUM" })).toBe(true);
    expect(index.answers({ q: "Соната" })).toBe(true);
    expect(index.answers({ q: "" })).toBe(true);
    expect(index.answers({ q: "k5 \u212A5" })).toBe(false);
    expect(index.answers({ q: "\u0130" })).toBe(false);
    // A catalogue with a cased letter outside ASCII in a name: ILIKE's folding differs by
    // locale (PGlite's C folds ASCII only), so no search is answered from memory.
    const names = { codes: Uint32Array.of(0, 1), values: ["현대 쏘나타", "Škoda Octavia"] };
    expect(await TextSearch.build(names, ["12가3456", null])).toBeUndefined();
    const plain = await TextSearch.build({ codes: Uint32Array.of(0, 1), values: ["현대 쏘나타", "BMW X5"] }, [
      "12가3456",
      null,
    ]);
    expect(Array.from(plain!.matches("x5")!)).toEqual([0, 1]);
    expect(Array.from(plain!.matches("sonata 가34")!)).toEqual([1, 0]);
  });

  it("collects a page whose cars sit at the far end of the order, in the order's place", async () => {
    const index = await loadListIndex(app.core.db);
    for (const sort of CAR_SORTS) {
      for (const offset of [0, 2, 5, 6]) {
        const f: CarFilters = { maker: RARE_MAKER, include_soldout: true };
        expect(index.pageIds(f, sort, 2, offset), `${sort} ${offset}`).toEqual(
          (await sqlAnswer(f, sort, 2, offset)).ids,
        );
      }
    }
  });

  it("sorts a catalogue of several sort slices in steps as a plain sort does, ties in id order", async () => {
    // 150,001 rows: two whole slices of 65,536 and a short one, so that every merge step runs
    // (an odd slice out included). Keys drawn by fast-check with a fixed seed, with many ties, and
    // creation times rising with the id as they do (one slice's keys all below the next's).
    const n = 150_001;
    const drawn = fc.sample(
      fc.record({
        tick: fc.integer({ min: 0, max: 2 }),
        year: fc.integer({ min: 1995, max: 2025 }),
        price: fc.integer({ min: 0, max: 19_999 }),
        mileage: fc.integer({ min: 0, max: 399_999 }),
        soldout: percent(11),
      }),
      { seed: 7, numRuns: n },
    );
    const one = (values: string[]) => ({ codes: new Uint32Array(n), values });
    const columns: ListColumns = {
      id: Int32Array.from({ length: n }, (_, i) => 3 * i + 1),
      createdAt: Float64Array.from({ length: n }, (_, i) => 1.7e15 + (i + drawn[i].tick) * 1_000_000),
      year: Int32Array.from({ length: n }, (_, i) => drawn[i].year),
      price: Float64Array.from({ length: n }, (_, i) => 10_000 * drawn[i].price),
      mileage: Int32Array.from({ length: n }, (_, i) => (i < 70_000 ? 400_000 - i : drawn[i].mileage)),
      soldout: Uint8Array.from({ length: n }, (_, i) => (drawn[i].soldout ? 1 : 0)),
      accident: new Int8Array(n),
      digest: new Int32Array(n),
      maker: one(["현대"]),
      model: one(["쏘나타"]),
      fuel: one(["가솔린"]),
      transmission: one(["오토"]),
    };
    const index = await ListIndex.build(columns);
    for (const sort of CAR_SORTS) {
      const key = columns[SORT_KEY[sort].column];
      const rows = Array.from({ length: n }, (_, row) => row);
      rows.sort((a, b) => compareInSort(sort, key[a], columns.id[a], key[b], columns.id[b]));
      const ids = index.pageIds({ include_soldout: true }, sort, n, 0);
      // The first place they differ, if any (a diff of two arrays this long takes minutes).
      const wrong = rows.findIndex((row, at) => ids[at] !== columns.id[row]);
      expect({ sort, length: ids.length, wrong }).toEqual({ sort, length: n, wrong: -1 });
    }
  });

  it("counts no further than LIST_TOTAL_CAP + 1", async () => {
    const n = LIST_TOTAL_CAP + 2_345;
    const coded = (values: string[]) => ({
      codes: Uint32Array.from({ length: n }, (_, i) => i % values.length),
      values,
    });
    const columns: ListColumns = {
      id: Int32Array.from({ length: n }, (_, i) => i + 1),
      createdAt: Float64Array.from({ length: n }, (_, i) => 1e15 + (i % 97)),
      year: Int32Array.from({ length: n }, (_, i) => 2000 + (i % 25)),
      price: Float64Array.from({ length: n }, (_, i) => 1_000_000 * (i % 50)),
      mileage: Int32Array.from({ length: n }, (_, i) => i % 200_000),
      soldout: Uint8Array.from({ length: n }, (_, i) => (i % 10 === 0 ? 1 : 0)),
      accident: Int8Array.from({ length: n }, (_, i) => (i % 3) - 1),
      digest: new Int32Array(n),
      maker: coded(["현대", "기아"]),
      model: coded(["a", "b", "c"]),
      fuel: coded(["가솔린"]),
      transmission: coded(["오토"]),
    };
    const index = await ListIndex.build(columns);
    const naive = (test: (i: number) => boolean) =>
      Math.min(LIST_TOTAL_CAP + 1, Array.from({ length: n }, (_, i) => i).filter(test).length);
    expect(index.count({})).toBe(LIST_TOTAL_CAP + 1);
    expect(index.count({ include_soldout: true })).toBe(LIST_TOTAL_CAP + 1);
    expect(index.count({ maker: "기아", year_min: 2010 })).toBe(
      naive((i) => i % 10 !== 0 && i % 2 === 1 && 2000 + (i % 25) >= 2010),
    );
    expect(index.count({ no_accident: true, price_max: 20_000_000 })).toBe(
      naive((i) => i % 10 !== 0 && i % 3 === 1 && 1_000_000 * (i % 50) <= 20_000_000),
    );
    // The last page of a capped list, by a sort that ties every 97 cars.
    const newest = Array.from(columns.id).sort((a, b) => columns.createdAt[b - 1] - columns.createdAt[a - 1] || b - a);
    expect(index.pageIds({ include_soldout: true }, "newest", 5, n - 5)).toEqual(newest.slice(n - 5));
    expect(index.pageIds({ include_soldout: true }, "newest", 5, 1_000)).toEqual(newest.slice(1_000, 1_005));
  });

  it("answers the API once read, and shows a change at once", async () => {
    const list = async (query: string) => {
      const res = await app.inject({ method: "GET", url: `/api/cars?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json() as { total: number; items: { id: number; price_krw: number }[] };
    };
    const holder = app.core.catalogueCache.listIndex;
    app.core.catalogueCache.clear();
    // Nothing is read while changes come (a sync); the first request after a quiet second starts the read.
    await quietSecond(holder);
    await list("sort=price_asc");
    await holder.settled();
    expect(await holder.get(noFullRead())).toBeDefined();

    const query = `maker=${encodeURIComponent("기아")}&sort=price_desc&page_size=7&page=2`;
    const before = await list(query);
    const expected = await sqlAnswer({ maker: "기아" }, "price_desc", 7, 7);
    expect(expected.count).toBeGreaterThan(20);
    expect({ count: before.total, ids: before.items.map((c) => c.id) }).toEqual(expected);

    // Whole answers, field for field, as the SQL path gives them (dates, nulls, prices, availability).
    const search = `q=${encodeURIComponent("쏘나 gt")}&sort=mileage_asc&page_size=5`;
    for (const q of [
      "sort=newest&page_size=40",
      "include_soldout=true&sort=year_desc&page=3",
      "no_accident=true",
      search,
    ]) {
      const fromIndex = await list(q);
      holder.clear();
      app.core.catalogueCache.responses.clear();
      expect(await list(q), q).toEqual(fromIndex);
      await quietSecond(holder);
      await list("sort=price_asc&page=2");
      await holder.settled();
      app.core.catalogueCache.responses.clear();
    }

    // A price edit through the API: the next list (a query the response cache never saw) has it,
    // from the index with the car read again by id (not the whole catalogue).
    const [cheapest] = (await list(`maker=${encodeURIComponent("기아")}&sort=price_asc&page_size=1`)).items;
    const held = await holder.get(noFullRead());
    const edit = await editPrice(cheapest.id, 95_000_000);
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await list(`maker=${encodeURIComponent("기아")}&sort=price_desc&page_size=3`);
    expect(after.items[0]).toMatchObject({ id: cheapest.id, price_krw: 95_000_000 });
    const patched = await holder.get(noFullRead());
    expect(patched).toBeDefined();
    expect(patched).not.toBe(held);
    expect(patched!.pageIds({ maker: "기아" }, "price_desc", 1, 0)).toEqual([cheapest.id]);
  });

  it("answers hostile searches as the SQL does, never a 5xx", async () => {
    const holder = app.core.catalogueCache.listIndex;
    await quietSecond(holder);
    await app.inject({ method: "GET", url: "/api/cars?sort=year_desc&page=2" });
    await holder.settled();
    const hostile = ["\u0000", "a\u0000b", "%%%", "_", "\\", "'; drop table cars; --", "😀 현대", "x".repeat(100)];
    hostile.push(Array.from({ length: 40 }, () => "가").join(" "), "K5 ".repeat(30), "x".repeat(101));
    // …and bytes that are no UTF-8 (a lone surrogate's, a stray 0xFF): what the server makes of
    // them is its query parser's choice, only no 5xx is asked.
    const cases: { q?: string; encoded: string }[] = hostile.map((q) => ({ q, encoded: encodeURIComponent(q) }));
    cases.push(...["%ED%A0%80", "%FF", "%C3"].map((encoded) => ({ q: undefined, encoded })));
    let answered = 0;
    for (const { q, encoded } of cases) {
      const res = await app.inject({ method: "GET", url: `/api/cars?q=${encoded}&sort=price_desc&page_size=5` });
      expect(res.statusCode, encoded).toBeLessThan(500);
      if (res.statusCode !== 200) {
        expect(res.statusCode, encoded).toBe(422);
        continue;
      }
      if (q === undefined) continue;
      answered++;
      const { total, items } = res.json() as { total: number; items: { id: number }[] };
      const expected = await sqlAnswer({ q }, "price_desc", 5, 0);
      expect({ count: total, ids: items.map((c) => c.id) }, q).toEqual(expected);
    }
    expect(answered).toBeGreaterThan(6);
    // The index answered them (no change came, so it is the one read above).
    expect(await holder.get(noFullRead())).toBeDefined();
  });

  it("stays through a change that does not move cars in the list (a banner), which the page shows at once", async () => {
    const holder = app.core.catalogueCache.listIndex;
    const list = async () => {
      const res = await app.inject({ method: "GET", url: `/api/cars?model=Ghost&sort=price_asc&page_size=1` });
      return res.json() as { items: { id: number; is_banner: boolean }[] };
    };
    await quietSecond(holder);
    const [first] = (await list()).items;
    await holder.settled();
    const index = await holder.get(noFullRead());
    expect(index).toBeDefined();
    const toggle = () =>
      app.inject({
        method: "POST",
        url: `/api/hero-banners/admin/toggle/${first.id}`,
        headers: { cookie: admin.cookie },
      });
    for (const expected of [!first.is_banner, first.is_banner]) {
      expect((await toggle()).statusCode).toBe(200);
      expect((await list()).items[0]).toMatchObject({ id: first.id, is_banner: expected });
      expect(await holder.get(noFullRead())).toBe(index);
    }
  });

  it(`lays changed, added and deleted cars over the index as the SQL sees them (3 rounds of changes, ${ROUND_LISTS} random lists each)`, async () => {
    const index = await loadListIndex(app.core.db);
    const ids = (await queryRows<{ id: number }>(app.core.db, sql`select id from cars order by id`)).map((c) => c.id);
    const changed = new Set<number>();
    let deleted = 0;
    // A new car: some among the old cars' dates (the newest order's middle), some now (its start).
    const newCar = fc
      .record({
        maker: fc.constantFrom(...Object.keys(MAKERS), "쉐보레"),
        model: fc.constantFrom("쏘나타", "K5", "Trax"),
        trim: fc.constantFrom(...TRIMS),
        carNumber: fc.option(plateNumber(["허"]), { freq: 5, nil: null }),
        year: fc.integer({ min: 2010, max: 2025 }),
        mileage: fc.integer({ min: 0, max: 11 }).map((k) => 10_000 * k),
        fuel: fc.constantFrom(...FUELS),
        transmission: fc.constantFrom(...TRANSMISSIONS),
        priceKrw: fc.constantFrom(...PRICES, 1_000_000),
        soldout: percent(15),
        condition: fc.option(accidentRecord, { freq: 3, nil: null }),
        oldDate: fc.boolean(),
        second: fc.integer({ min: 0, max: 59 }),
      })
      .map(({ trim, oldDate, second, ...car }) => ({
        ...car,
        carName: `${car.maker} ${car.model} ${trim}`.trim(),
        options: [],
        createdAt: oldDate ? new Date(Date.UTC(2026, 10, 1, 0, 0, second)) : new Date(),
      }));
    // One edit of one column of a car, as an admin's or the sync's.
    const edit = fc.oneof(
      fc.constantFrom(...PRICES, 1_000_000, 70_000_000).map((p) => sql`price_krw = ${p}`),
      fc.integer({ min: 2010, max: 2025 }).map((y) => sql`year = ${y}`),
      fc.integer({ min: 0, max: 11 }).map((k) => sql`mileage = ${10_000 * k}`),
      fc.constant(sql`soldout = not soldout`),
      fc.constant(sql`maker = ${"쉐보레"}, model = ${"Trax"}`),
      fc.constantFrom(...TRIMS).map((trim) => sql`car_name = ${`쉐보레 Trax ${trim}`}`),
      fc
        .option(
          plateNumber(["허"]).map((n) => `99${n.slice(2)}`),
          { freq: 3, nil: null },
        )
        .map((n) => sql`car_number = ${n}`),
      accidentRecord.map((c) => sql`condition = ${JSON.stringify(c)}::jsonb`),
      fc.constant(sql`created_at = now()`),
    );
    const roundOfChanges = fc.record({
      edits: fc.array(fc.tuple(fc.constantFrom(...ids), edit), { minLength: 30, maxLength: 30 }),
      added: fc.array(newCar, { minLength: 6, maxLength: 6 }),
      deleted: fc.array(fc.constantFrom(...ids), { minLength: 3, maxLength: 3 }),
    });
    for (let round = 0; round < 3; round++) {
      const [changes] = fc.sample(roundOfChanges, { seed: 11 + round, numRuns: 1 });
      for (const [id, change] of changes.edits) {
        await app.core.db.execute(sql`update cars set ${change} where id = ${id}`);
        changed.add(id);
      }
      const added = await app.core.db.insert(cars).values(changes.added).returning({ id: cars.id });
      for (const { id } of added) changed.add(id);
      for (const id of changes.deleted) {
        // A car an order or banner of the earlier tests refers to stays.
        const gone = await queryRows<{ id: number }>(
          app.core.db,
          sql`delete from cars where id = ${id} and not exists (select 1 from hero_banners where car_id = ${id}) returning id`,
        );
        deleted += gone.length;
        changed.add(id);
      }
      const now = await listIndexSource(app.core.db).cars([...changed]);
      const view = index.patched(new Map([...changed].map((id) => [id, now.find((car) => car.id === id) ?? null])));
      // Some lists of the maker the changes brought in.
      await compareWithSql(
        view,
        11 + round,
        ROUND_LISTS,
        fc
          .tuple(randomFilters, fc.integer({ min: 0, max: 99 }))
          .map(([f, n]) => (n < 20 ? { ...f, maker: "쉐보레" } : f)),
      );
    }
    expect(deleted).toBeGreaterThan(0);
    // The index as read is unchanged: it still answers the catalogue of its snapshot.
    expect(index.count({ include_soldout: true })).toBe(ids.length);

    // A changed car with a cased letter outside ASCII: searches go back to SQL, the rest stays.
    const [skoda] = await app.core.db
      .insert(cars)
      .values({ ...fc.sample(newCar, { seed: 99, numRuns: 1 })[0], carName: "Škoda Octavia" })
      .returning({ id: cars.id });
    const withSkoda = index.patched(new Map([[skoda.id, (await listIndexSource(app.core.db).cars([skoda.id]))[0]]]));
    expect(withSkoda.answers({ q: "k5" })).toBe(false);
    expect(withSkoda.answers({ maker: "기아" })).toBe(true);
    expect(index.answers({ q: "k5" })).toBe(true);
    // These writes bypassed the services' events: the app's index is read again.
    app.core.catalogueCache.clear();
  });

  it("patches a burst of parallel edits and reads between them, never reading the whole catalogue again", async () => {
    const holder = app.core.catalogueCache.listIndex;
    await quietSecond(holder);
    await app.inject({ method: "GET", url: "/api/cars?sort=price_asc" });
    await holder.settled();
    const index = await holder.get(noFullRead());
    expect(index).toBeDefined();
    const source = listIndexSource(app.core.db);
    let fullReads = 0;
    const counted = { ...source, all: () => (fullReads++, source.all()) };
    const targets = (
      await queryRows<{ id: number }>(app.core.db, sql`select id from cars where not soldout order by id limit 12`)
    ).map((c) => c.id);
    const query = "sort=price_desc&page_size=12";
    const statuses = await Promise.all([
      ...targets.map((id, i) => editPrice(id, 200_000_000 + i).then((res) => res.statusCode)),
      ...targets.map(() => app.inject({ method: "GET", url: `/api/cars?${query}` }).then((res) => res.statusCode)),
      ...targets.map(() => holder.get(counted).then(() => 200)),
    ]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    app.core.catalogueCache.responses.clear();
    const res = await app.inject({ method: "GET", url: `/api/cars?${query}` });
    const page = res.json() as { total: number; items: { id: number }[] };
    expect(page.items.map((c) => c.id)).toEqual([...targets].reverse());
    expect({ count: page.total, ids: page.items.map((c) => c.id) }).toEqual(await sqlAnswer({}, "price_desc", 12, 0));
    // Twelve cars read by id, laid over the same index: no read of the whole catalogue.
    expect(await holder.get(counted)).toBeDefined();
    expect(fullReads).toBe(0);
  });

  it("reads again a car changed while the catalogue was being read (the snapshot may be older than the change)", async () => {
    const holder = app.core.catalogueCache.listIndex;
    const source = listIndexSource(app.core.db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let snapshotTaken!: () => void;
    const taken = new Promise<void>((resolve) => (snapshotTaken = resolve));
    const slow = {
      ...source,
      all: async () => {
        const index = await source.all();
        snapshotTaken();
        await gate;
        return index;
      },
    };
    app.core.catalogueCache.clear();
    await quietSecond(holder);
    expect(await holder.get(slow)).toBeUndefined();
    await taken;
    const [car] = await queryRows<{ id: number }>(
      app.core.db,
      sql`select id from cars where not soldout order by id limit 1`,
    );
    const edit = await editPrice(car.id, 300_000_000);
    expect(edit.statusCode).toBe(200);
    release();
    await holder.settled();
    const index = await holder.get(noFullRead());
    expect(index!.pageIds({}, "price_desc", 1, 0)).toEqual([car.id]);
  });

  it("reads the catalogue again in the background past 2,000 changed cars, and leaves lists to SQL past 20,000", async () => {
    const holder = app.core.catalogueCache.listIndex;
    const source = listIndexSource(app.core.db);
    // An index with no change laid over it.
    app.core.catalogueCache.clear();
    await quietSecond(holder);
    await holder.get(source);
    await holder.settled();
    let fullReads = 0;
    const counted = { ...source, all: () => (fullReads++, source.all()) };
    // Ids of no car: read, found gone, they leave every answer as it was.
    const missing = (from: number, n: number) => Array.from({ length: n }, (_, i) => 10_000_000 + from + i);
    const total = (await sqlAnswer({}, "newest", 1, 0)).count;
    holder.carsChanged(missing(0, 1_999));
    expect((await holder.get(counted))!.count({})).toBe(total);
    expect(fullReads).toBe(0);
    holder.carsChanged(missing(1_999, 1));
    // The index and its changes answer while the catalogue is read again…
    expect((await holder.get(counted))!.count({})).toBe(total);
    expect(fullReads).toBe(1);
    await holder.settled();
    // …then the new one, with nothing laid over it.
    expect((await holder.get(counted))!.count({})).toBe(total);
    expect(fullReads).toBe(1);
    holder.carsChanged(missing(0, 20_001));
    expect(await holder.get(noFullRead())).toBeUndefined();
    await holder.settled();
  });

  it("patches the cars another instance's message names, and forgets the index when it names none", async () => {
    const holder = app.core.catalogueCache.listIndex;
    app.core.catalogueCache.clear();
    await quietSecond(holder);
    await holder.get(listIndexSource(app.core.db));
    await holder.settled();
    const [car] = await queryRows<{ id: number }>(
      app.core.db,
      sql`select id from cars where not soldout order by id limit 1`,
    );
    // The write happened on the other instance: here only its message arrives.
    await app.core.db.execute(sql`update cars set price_krw = 400000000 where id = ${car.id}`);
    app.core.events.deliverRemote("pricesChanged", [car.id]);
    expect((await holder.get(noFullRead()))!.pageIds({}, "price_desc", 1, 0)).toEqual([car.id]);
    app.core.events.deliverRemote("pricesChanged");
    expect(await holder.get(noFullRead())).toBeUndefined();
    await holder.settled();
  });

  it("is read again after a minute even when no event came (a write that bypassed them shows by then)", async () => {
    const holder = app.core.catalogueCache.listIndex;
    const count = async () => (await app.inject({ method: "GET", url: "/api/cars?model=Ghost" })).json().total;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 2_000);
      await count();
      await holder.settled();
      const before = await count();
      // A car written without the services' event (nor the factory's cache clear).
      await app.core.db.insert(cars).values({
        carName: "Rolls-Royce Ghost",
        maker: RARE_MAKER,
        model: "Ghost",
        year: 2020,
        mileage: 1_000,
        fuel: "가솔린",
        transmission: "오토",
        priceKrw: 1_000_000,
        options: [],
      });
      app.core.catalogueCache.responses.clear();
      vi.setSystemTime(Date.now() + 30_000);
      expect(await count()).toBe(before);
      // Past a minute: the old index answers while the new one is read, then the new one.
      vi.setSystemTime(Date.now() + 31_000);
      app.core.catalogueCache.responses.clear();
      expect(await count()).toBe(before);
      await holder.settled();
      app.core.catalogueCache.responses.clear();
      expect(await count()).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a minute on, reads the catalogue again only when its digest differs from the index's with its changes", async () => {
    const holder = app.core.catalogueCache.listIndex;
    const source = listIndexSource(app.core.db);
    let fullReads = 0;
    let checks = 0;
    const counted = {
      ...source,
      all: () => (fullReads++, source.all()),
      digest: (leaveOut: () => readonly number[]) => (checks++, source.digest(leaveOut)),
    };
    const [gone] = await app.core.db
      .insert(cars)
      .values({
        carName: "기아 모닝 지워질 차",
        maker: "기아",
        model: "모닝",
        year: 2018,
        mileage: 50_000,
        fuel: "가솔린",
        transmission: "오토",
        priceKrw: 7_000_000,
        options: [],
      })
      .returning({ id: cars.id });
    app.core.catalogueCache.clear();
    await quietSecond(holder);
    await holder.get(counted);
    await holder.settled();
    expect(await holder.get(counted)).toBeDefined();
    // Changes whose events came, laid over the index: an admin's edit, and a car deleted.
    const [edited] = await queryRows<{ id: number }>(
      app.core.db,
      sql`select id from cars where not soldout and id <> ${gone.id} order by id desc limit 1`,
    );
    const edit = await editPrice(edited.id, 123_456_000);
    expect(edit.statusCode).toBe(200);
    await app.core.db.delete(cars).where(sql`id = ${gone.id}`);
    holder.carsChanged([gone.id]);
    expect(await holder.get(counted)).toBeDefined();
    expect({ fullReads, checks }).toEqual({ fullReads: 1, checks: 0 });

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // A minute on: the digests agree, the index stands another minute without a read.
      vi.setSystemTime(Date.now() + 61_000);
      expect(await holder.get(counted)).toBeDefined();
      await holder.settled();
      expect({ fullReads, checks }).toEqual({ fullReads: 1, checks: 1 });
      vi.setSystemTime(Date.now() + 30_000);
      await holder.get(counted);
      await holder.settled();
      expect({ fullReads, checks }).toEqual({ fullReads: 1, checks: 1 });
      // An edit whose event comes as the check begins: left out of both digests, read by id.
      const editedDuring = {
        ...counted,
        digest: async (leaveOut: () => readonly number[]) => {
          const res = await editPrice(edited.id, 654_321_000);
          expect(res.statusCode).toBe(200);
          return counted.digest(leaveOut);
        },
      };
      vi.setSystemTime(Date.now() + 31_000);
      await holder.get(editedDuring);
      await holder.settled();
      expect({ fullReads, checks }).toEqual({ fullReads: 1, checks: 2 });
      const patched = await holder.get(noFullRead());
      expect(patched!.pageIds({ price_min: 654_321_000 }, "price_asc", 5, 0)).toEqual([edited.id]);
      // A write whose event arrives only after the check counted (it was on its way): that check
      // differs, the one a second later leaves the car out as unread and agrees. No read.
      let written = false;
      const eventLate = {
        ...counted,
        digest: async (leaveOut: () => readonly number[]) => {
          if (written) return counted.digest(leaveOut);
          written = true;
          await app.core.db.execute(sql`update cars set mileage = mileage + 7 where id = ${edited.id}`);
          const digest = await counted.digest(leaveOut);
          setTimeout(() => holder.carsChanged([edited.id]), 100);
          return digest;
        },
      };
      vi.setSystemTime(Date.now() + 61_000);
      await holder.get(eventLate);
      await holder.settled();
      expect({ fullReads, checks }).toEqual({ fullReads: 1, checks: 4 });
      // A write whose event never came: both checks find it and the catalogue is read again.
      await holder.get(counted);
      await app.core.db.execute(sql`update cars set mileage = mileage + 1 where id = ${edited.id}`);
      vi.setSystemTime(Date.now() + 61_000);
      await holder.get(counted);
      await holder.settled();
      expect({ fullReads, checks }).toEqual({ fullReads: 2, checks: 6 });
      // A check that fails (the database away a moment), twice, reads the catalogue again too.
      const failing = { ...counted, digest: () => (checks++, Promise.reject(new Error("database away"))) };
      vi.setSystemTime(Date.now() + 61_000);
      await holder.get(failing);
      await holder.settled();
      expect({ fullReads, checks }).toEqual({ fullReads: 3, checks: 8 });
    } finally {
      vi.useRealTimers();
    }
  });
});
