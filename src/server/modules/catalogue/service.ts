// The catalogue as buyers see it (the read model): the public list, makers, models and the
// detail, put together from the data modules (cars, banners, prices, availability, favourites,
// access), plus the admin Local Cars list and car view (cars with their banners). The lists are
// found by the car list's search engine (car-search).
import type { SQL } from "drizzle-orm";
import type { Core } from "../../core.js";
import { DEFAULT_PAGE_SIZE } from "../../../shared/api/common.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { queryRows } from "../../lib/sql.js";
import type { SessionUser } from "../../lib/session-user.js";
import { cachedSettings } from "../settings/index.js";
import { getCarRow, toListItem } from "../cars/index.js";
import { serializeAdminCar, serializeCarDetail } from "./serialize.js";
import {
  adminListSql,
  type AdminListRow,
  cappedTotal,
  filtersKey,
  indexAnswers,
  listCountSql,
  listIndexSource,
  listRowsByIds,
  type ListRow,
  makersSql,
  modelsSql,
  pastTheEnd,
  readListPage,
} from "../car-search/index.js";
import { CAR_SORTS, carStatus, type CarFilters, type CarSort } from "../../../shared/car-list.js";
import { exportCostOf } from "../../../shared/export-cost.js";
import type { AdminCarListQuery, CarListQuery } from "../../../shared/api/cars.js";
import { bannerOfCar, bannerPlacementSql } from "../banners/index.js";
import { canOpenCar } from "../credits/index.js";
import { favoriteCarIds } from "../favorites/index.js";
import { availabilityOf, decorateCars, heldCarIds, isHeldSql, withHeldFlag } from "../orders/index.js";
import { carLandedCents, fromCents, pricesOfKrw } from "../../../shared/price-chain/index.js";
import { activePort, findActivePort, landedOf } from "../ports/index.js";
import type { Lang } from "../../../shared/api/constants.js";
import { allImportRules, dutiesPart } from "../import-rules/index.js";
import { allExportRestrictions, exportBansFor, exportPart, exportStatusOf } from "../export-restrictions/index.js";
import { notFound, validationError } from "../../lib/errors.js";
import { storedTranslation, translationOfComment } from "../comment-translations/index.js";

/**
 * Reads the list index before the server takes requests (a start-up step of an instance that
 * answers the API): until it is read, SQL answers every list, which at a million cars is seconds
 * of statements the index answers in microseconds, and the read itself takes 7–15 s there.
 * Waits at most `waitMs`; a slower read goes on in the background while SQL answers. A read that
 * fails (the database away) is not the start's failure: the lists are read by SQL, and the
 * index again on a later request.
 */
export async function readListIndexAtStart(
  core: Core,
  { waitMs, warmFromCars }: { waitMs: number; warmFromCars: number },
): Promise<{ indexed: boolean; warmed: number }> {
  const indexed = await readListIndexNow(core, waitMs);
  return { indexed, warmed: indexed ? await warmListAnswers(core, warmFromCars) : 0 };
}

/** Reads the list index now (or waits for the read under way) for at most `waitMs`; whether one is there then. */
async function readListIndexNow(core: Core, waitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)));
  try {
    return await Promise.race([core.catalogueCache.listIndex.readNow(listIndexSource(core.db)), waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness: whether this instance has read its list index at least once. Until then (a start
 * whose read outlasted its wait, or failed) it starts the read unless one is under way (a load
 * balancer that took the instance out sends no list request that would) and waits for it at
 * most `waitMs`. An index dropped later (a change of unknown cars) does not make the instance
 * unready: SQL answers until it is read again, and every instance drops it at the same moment.
 */
export async function listIndexReadOnce(core: Core, waitMs: number): Promise<boolean> {
  if (core.catalogueCache.listIndex.status().checkedAt !== undefined) return true;
  await readListIndexNow(core, waitMs);
  return core.catalogueCache.listIndex.status().checkedAt !== undefined;
}

/** Rounds of warmListAnswers: each a page further and a price floor higher. */
const WARM_ROUNDS = 4;

/**
 * Answers lists of the common filters in every sort before the server listens, ten at a time: the
 * first answers of a new process run code V8 has not compiled yet, and open the pool's
 * connections and prepare their statements. At a million cars the first seconds of list traffic
 * after a start had a p99 of 0.3–1.1 s against 10–20 ms once warm; with this 0.15–0.18 s (answered
 * one at a time, through one connection, they changed nothing). Not below `fromCars` cars, where
 * the lists cost little either way. Answers how many.
 */
async function warmListAnswers(core: Core, fromCars: number): Promise<number> {
  const index = await core.catalogueCache.listIndex.get(listIndexSource(core.db));
  if (!index || index.size < Math.max(1, fromCars)) return 0;
  const [maker, fuel, transmission] = (["maker", "fuel", "transmission"] as const).map((name) =>
    index.mostCommon(name),
  );
  const filters: CarListQuery[] = [
    {},
    { maker },
    { fuel },
    { transmission },
    { q: maker },
    { year_min: 2020 },
    { mileage_max: 50_000 },
    { no_accident: true },
  ];
  const queries: CarListQuery[] = [];
  for (let round = 0; round < WARM_ROUNDS; round++)
    for (const f of filters)
      for (const sort of CAR_SORTS) queries.push({ ...f, sort, page: 1 + round, price_min: round * 3_000_000 });
  // Ten at a time: every connection of the pool opened, its statements prepared.
  for (let at = 0; at < queries.length; at += 10)
    await Promise.all(queries.slice(at, at + 10).map((query) => listCars(core, query)));
  return queries.length;
}

/** The public list: filters, sort and paging of the contract. */
export async function listCars(core: Core, query: CarListQuery) {
  const { sort = "newest", page = 1, page_size = DEFAULT_PAGE_SIZE, port_id, exportable, ...rest } = query;
  if (exportable && port_id === undefined)
    throw validationError([{ field: "exportable", message: "needs port_id: exportable to which port" }]);
  // An unknown or inactive port is a 422 before any query.
  const port = port_id === undefined ? undefined : await activePort(core, port_id);
  const restrictions = port ? await allExportRestrictions(core) : [];
  // exportable=true: the rules of the port's country that a car must not match, nor possibly match
  // (SQL applies them: the list index keeps no engine sizes or powers). None: every car may go.
  const bans = port && exportable ? exportBansFor(core, restrictions, port.country) : [];
  const filters: CarFilters = bans.length > 0 ? { ...rest, export_bans: bans } : rest;
  const offset = pageOffset(page, page_size);
  const { counted, rows } = await listPage(core, filters, sort, page_size, offset);
  const { total, total_capped } = cappedTotal(counted);
  const held = new Set(rows.filter((r) => r.held).map((r) => r.id));
  let items = await decorateCars(core, rows.map(toListItem), core.db, held);
  if (port) {
    const settings = await cachedSettings(core);
    const byId = new Map(rows.map((r) => [r.id, r]));
    items = items.map((item) => {
      const row = byId.get(item.id)!;
      return {
        ...item,
        // The car page's `landed.total_usd` (the price chain), for each card.
        landed_total_usd: fromCents(carLandedCents(item.price_krw, settings, port).total),
        // The car page's `export.status`, for each card.
        export_status: exportStatusOf(core, restrictions, port.country, {
          year: row.year,
          displacementCc: row.displacement_cc ?? null,
          powerHp: row.power_hp ?? null,
          fuel: row.fuel,
        }),
      };
    });
  }
  return { ...pagedResponse(items, total, page, page_size), total_capped };
}

type PageRow = ListRow & { held: boolean };

/**
 * The list's capped count and one page of its rows with their held flags. From the list index
 * when it is current and answers the filters (PostgreSQL then reads the page's cars by id);
 * otherwise by SQL: the count first (cached per filter set, so popular lists skip it), which tells
 * listPageSql how to find the page, and an empty or overshot list needs no page query at all.
 */
async function listPage(core: Core, filters: CarFilters, sort: CarSort, limit: number, offset: number) {
  const readRows = (statement: SQL) => queryRows<PageRow>(core.db, withHeldFlag(statement));
  const index = indexAnswers(filters) ? await core.catalogueCache.listIndex.get(listIndexSource(core.db)) : undefined;
  if (index?.answers(filters)) {
    const counted = index.count(filters);
    const ids = pastTheEnd(counted, offset) ? [] : index.pageIds(filters, sort, limit, offset);
    return { counted, rows: ids.length > 0 ? await listRowsByIds(core.db, ids, sort, isHeldSql) : [] };
  }
  const counted = await core.catalogueCache.totals.get(filtersKey(filters), async () => {
    const [row] = await queryRows<{ total: number }>(core.db, listCountSql(filters));
    return Number(row.total);
  });
  const rows = pastTheEnd(counted, offset)
    ? []
    : await readListPage(readRows, filters, sort, limit, offset, {
        matches: counted,
        catalogue: await catalogueSize(core),
      });
  return { counted, rows };
}

/** Makers with their number of available cars, most common first. */
export function listMakers(core: Core) {
  return core.catalogueCache.makers.get("all", async () =>
    (await queryRows<{ maker: string; count: number }>(core.db, makersSql())).map((r) => ({
      maker: r.maker,
      count: Number(r.count),
    })),
  );
}

/** How many cars are on sale (the makers' counts, from the same cache). */
async function catalogueSize(core: Core): Promise<number> {
  return (await listMakers(core)).reduce((sum, m) => sum + m.count, 0);
}

/** Models of one maker with their number of available cars. */
export function listModels(core: Core, maker: string) {
  return core.catalogueCache.models.get(maker, async () =>
    (await queryRows<{ model: string; count: number }>(core.db, modelsSql(maker))).map((r) => ({
      model: r.model,
      count: Number(r.count),
    })),
  );
}

/**
 * The public detail; sold-out cars stay visible (with their markers). With `?lang=en|mn|ru`, the
 * dealer's comment (when shown) comes with its machine translation, if one of its current text is
 * stored (comment-translations). `landed`: at `?port_id=`
 * (unknown or inactive → 422), else at the logged-in buyer's remembered port (if still active),
 * else null. An anonymous answer depends only on the query, so the response cache keys it by
 * port and language; a logged-in answer is never shared.
 */
export async function carDetail(
  core: Core,
  id: number,
  user: SessionUser | null,
  query: { port_id?: number; lang?: Lang } = {},
) {
  const portPromise =
    query.port_id !== undefined ? activePort(core, query.port_id) : findActivePort(core, user?.portId);
  const [row, hasAccess, settings, held, favorites, port, importRules, restrictions, translation] = await Promise.all([
    getCarRow(core, id),
    canOpenCar(core.db, user, id),
    cachedSettings(core),
    heldCarIds(core.db, [id]),
    // Per user, so read live and never put in the catalogue caches (which all visitors share).
    user ? favoriteCarIds(core, user.id, [id]) : undefined,
    portPromise,
    allImportRules(core),
    allExportRestrictions(core),
    // Beside the car, not after it: whether it fits the comment is decided once both are here.
    storedTranslation(core, id, query.lang),
  ]);
  // An archived car is gone for buyers (cars/service.ts deleteCar); its records keep their own views.
  if (!row || row.archivedAt) throw notFound("Car");
  const price = Number(row.priceKrw);
  const exportCost = exportCostOf(price, settings);
  const lang = query.lang ?? "en";
  const landed = port ? landedOf(carLandedCents(price, settings, port), port, lang, settings) : null;
  const car = { year: row.year, displacementCc: row.displacementCc, powerHp: row.powerHp, fuel: row.fuel };
  const commentTranslation = settings.show_dealer_comment
    ? translationOfComment(translation, row.dealerComment)
    : undefined;
  return {
    ...serializeCarDetail(row, { showDealerComment: settings.show_dealer_comment, hasAccess }),
    ...(commentTranslation ? { dealer_comment_translation: commentTranslation } : {}),
    availability: availabilityOf(row.soldout, held.has(id)),
    prices: pricesOfKrw(price, settings),
    export_cost: exportCost,
    landed,
    // The estimated duties and taxes at the port's country, and the price at the door (import-rules).
    ...dutiesPart(core, importRules, {
      country: port?.country ?? null,
      landedTotalUsd: landed?.total_usd ?? null,
      car,
      lang,
      settings,
    }),
    // Whether the car may leave Korea for the port's country (export-restrictions).
    export: exportPart(core, restrictions, { country: port?.country ?? null, car, lang }),
    ...(favorites ? { is_favorite: favorites.has(id) } : {}),
  };
}

export async function adminCarDetail(core: Core, id: number) {
  const [row, banner] = await Promise.all([getCarRow(core, id), bannerOfCar(core.db, id)]);
  if (!row) throw notFound("Car");
  return serializeAdminCar(row, banner);
}

/** Admin Local Cars: banner cars first (by banner position), then newest; search and status filter. */
export async function adminListCars(core: Core, query: AdminCarListQuery) {
  const { page = 1, page_size = DEFAULT_PAGE_SIZE } = query;
  const statements = adminListSql(query, bannerPlacementSql("c"), page_size, pageOffset(page, page_size));
  const [rows, [{ total }]] = await Promise.all([
    queryRows<AdminListRow>(core.db, statements.page),
    queryRows<{ total: number }>(core.db, statements.count),
  ]);
  return pagedResponse(
    rows.map((r) => ({
      ...toListItem(r),
      is_banner: r.banner_id !== null,
      status: carStatus(r.soldout),
      banner_id: r.banner_id,
      banner_position: r.banner_position,
      car_number: r.car_number,
      source: r.source,
      created_at: new Date(r.created_at),
      archived_at: r.archived_at === null ? null : new Date(r.archived_at),
    })),
    Number(total),
    page,
    page_size,
  );
}
