// The three alert detectors. Each is driven by data, not by the code paths that change it:
// it reads what changed since its watermark (new cars by created_at, price changes by
// car_price_history.at, reservations by orders.created_at, sales by cars.soldout_at), so a
// car created by an admin, an import or the sync agent, or sold by any path, is seen the
// same way. Each alert is a row of alert_deliveries inserted with ON CONFLICT DO NOTHING
// RETURNING in the transaction that creates its notification and email job: a scan that
// runs twice, or two scans at once, send each (user, car, cause) once.
import { inArray, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { alertDeliveries, alertWatermarks } from "../../db/schema/alerts.js";
import { cars } from "../../db/schema/cars.js";
import { queryRows } from "../../lib/sql.js";
import { mailCarOf, priceDropsSinceSql } from "../cars/index.js";
import { pricesOfKrw } from "../../../shared/price-chain/index.js";
import { type AlertCar, notify } from "../notifications/index.js";
import { isWatchedSql, watchersOf } from "../favorites/index.js";
import { heldSinceSql, holderSql, isHeldSql } from "../orders/index.js";
import { alertingTextsSql, alertingUsersSql } from "../saved-searches/index.js";
import { getSettings } from "../settings/index.js";
import { allPorts } from "../ports/index.js";
import {
  allExportRestrictions,
  portBansFor,
  portBansRelationSql,
  restrictedAtPortSql,
  type PortBan,
} from "../export-restrictions/index.js";
import type { Settings } from "../../../shared/settings.js";
import { carColumnsSql, matchedPairsSql, queryWords } from "./filters-sql.js";
import { searchLinks } from "./search-links.js";

export type AlertCause = "new_listing" | "price_drop" | "reserved" | "sold_out";
type Mark = "new_listings" | "price_drops" | "availability";

/**
 * How far before its watermark a detector reads again. A row's timestamp is its
 * transaction's start, so a transaction that commits after a scan may carry a time the
 * watermark already passed; every write that matters here is a short transaction, and the
 * deliveries table makes reading a row twice harmless.
 */
const OVERLAP = "15 minutes";
/** Users (new listings) or watchers (favourites) handled per transaction. */
const CHUNK = 500;
/** Cars shown as cards in one new-listings email; the rest are counted. */
export const MAX_CARDS = 12;

type Window = { from: string; now: string };

// Advisory lock (namespace, key) taken by every transaction that writes deliveries. Parallel
// scans (a requested one and a scheduled one on another worker, or a burst in tests) would
// otherwise wait on each other's uncommitted delivery keys in different orders and could
// deadlock; serialised, the later one simply finds the keys taken and sends nothing.
const LOCK_NAMESPACE = 15_002;
const lockDeliveries = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, 0)`);

/** The detector's window: from a little before its watermark (or before now, the first time) up to now. */
async function windowOf(core: Core, mark: Mark): Promise<Window> {
  const [row] = await queryRows<{ from: string; now: string }>(
    core.db,
    sql`select ((coalesce((select value from ${alertWatermarks} where name = ${mark}), now()) - ${OVERLAP}::interval))::text as "from",
          now()::text as "now"`,
  );
  return row;
}

/** Moves the watermark forward (never back: a slower parallel scan cannot undo a faster one). */
async function advance(core: Core, mark: Mark, to: string): Promise<void> {
  await core.db
    .insert(alertWatermarks)
    .values({ name: mark, value: sql`${to}::timestamptz` })
    .onConflictDoUpdate({
      target: alertWatermarks.name,
      set: { value: sql`greatest(${alertWatermarks.value}, excluded.value)` },
    });
}

/** Cars as alerts show them (photo, prices in every currency), by id. */
async function alertCars(tx: Tx, ids: number[], settings: Settings): Promise<Map<number, AlertCar>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(cars).where(inArray(cars.id, ids));
  return new Map(rows.map((c) => [c.id, { ...mailCarOf(c), prices: pricesOfKrw(Number(c.priceKrw), settings) }]));
}

/**
 * New listings: available cars created in the window that match a saved search with alerts
 * on, created after that search. One notification per user and run lists all their new
 * cars. The matching is one SQL join per chunk of users; only the matches come back.
 */
export async function scanNewListings(core: Core): Promise<number> {
  const win = await windowOf(core, "new_listings");
  const [{ any }] = await queryRows<{ any: boolean }>(
    core.db,
    sql`select exists (select 1 from ${cars} where soldout = false and created_at > ${win.from}::timestamptz) as "any"`,
  );
  let sent = 0;
  if (any) {
    // The free-text filters of searches that alert, expanded once per distinct text.
    const texts = await queryRows<{ q: string }>(core.db, alertingTextsSql());
    const words = JSON.stringify(queryWords(texts.map((t) => t.q)));
    const bans = await exportBansOf(core);
    let cursor = 0;
    for (;;) {
      const batch = await queryRows<{ user_id: number }>(core.db, alertingUsersSql(cursor, CHUNK));
      if (batch.length === 0) break;
      const lo = batch[0].user_id;
      const hi = batch[batch.length - 1].user_id;
      cursor = hi;
      sent += await core.db.transaction((tx) => newListingsFor(core, tx, win, words, bans, lo, hi));
      if (batch.length < CHUNK) break;
    }
  }
  await advance(core, "new_listings", win.now);
  return sent;
}

/**
 * The export restrictions of every port's country, as the relation `export_bans` joins them to a
 * buyer's remembered port: a new listing restricted for that port is no alert for that buyer
 * (api.md "The truth at the border"). Read once per scan.
 */
async function exportBansOf(core: Core): Promise<PortBan[]> {
  const [ports, restrictions] = await Promise.all([allPorts(core), allExportRestrictions(core)]);
  return portBansFor(core, restrictions, ports);
}

async function newListingsFor(
  core: Core,
  tx: Tx,
  win: Window,
  words: string,
  bans: readonly PortBan[],
  lo: number,
  hi: number,
) {
  await lockDeliveries(tx);
  const allowed = bans.length === 0 ? sql`true` : sql`not ${restrictedAtPortSql("export_bans", sql`s.port_id`, "c")}`;
  const fresh = await queryRows<{ user_id: number; car_id: number; first_search: number; last_search: number }>(
    tx,
    sql`with q_words as (
          select * from jsonb_to_recordset(${words}::jsonb) as w(q text, names text[], number text)
        ),
        export_bans as (${portBansRelationSql(bans)}),
        new_cars as materialized (
          select ${carColumnsSql()}
          from ${cars} c
          where c.soldout = false and c.created_at > ${win.from}::timestamptz
            and not ${isHeldSql(sql`c.id`)}
        ),
        ${matchedPairsSql(lo, hi, allowed)},
        delivered as (
          insert into ${alertDeliveries} (user_id, car_id, cause)
          select user_id, car_id, 'new_listing' from matched
          on conflict do nothing
          returning user_id, car_id
        )
        select d.user_id, d.car_id, m.first_search, m.last_search
        from delivered d join matched m on m.user_id = d.user_id and m.car_id = d.car_id`,
  );
  if (fresh.length === 0) return 0;
  const links = await searchLinks(tx, fresh);
  const settings = await getSettings(core, tx);
  const byId = await alertCars(tx, [...new Set(fresh.map((r) => r.car_id))], settings);
  const perUser = new Map<number, AlertCar[]>();
  for (const r of fresh) {
    const car = byId.get(r.car_id);
    if (!car) continue;
    const list = perUser.get(r.user_id);
    if (list) list.push(car);
    else perUser.set(r.user_id, [car]);
  }
  for (const [userId, list] of perUser) {
    list.sort((a, b) => b.id - a.id); // newest first
    await notify(core, tx, {
      userId,
      kind: "new_listings",
      params: { cars: list.slice(0, MAX_CARDS), more: Math.max(0, list.length - MAX_CARDS) },
      // One car opens that car (the template's link); several from one search open that search.
      link: list.length > 1 ? links.get(userId) : undefined,
    });
  }
  return perUser.size;
}

/**
 * Alerts the users who favourited `carId` before `at` (except `actor`, whose own action it
 * was), a chunk of watchers per transaction, once per user, car and cause.
 */
async function alertWatchers(
  core: Core,
  event: { carId: number; cause: AlertCause; at: string; actor: number | null },
  send: (tx: Tx, userId: number, car: AlertCar, settings: Settings) => Promise<unknown>,
): Promise<number> {
  let cursor = 0;
  let sent = 0;
  for (;;) {
    const done = await core.db.transaction(async (tx) => {
      await lockDeliveries(tx);
      const batch = await watchersOf(tx, {
        carId: event.carId,
        cursor,
        before: event.at,
        except: event.actor,
        limit: CHUNK,
      });
      if (batch.length === 0) return true;
      cursor = batch[batch.length - 1];
      const fresh = await tx
        .insert(alertDeliveries)
        .values(batch.map((userId) => ({ userId, carId: event.carId, cause: event.cause })))
        .onConflictDoNothing()
        .returning({ userId: alertDeliveries.userId });
      if (fresh.length > 0) {
        const settings = await getSettings(core, tx);
        const car = (await alertCars(tx, [event.carId], settings)).get(event.carId);
        if (!car) return true;
        for (const r of fresh) await send(tx, r.userId, car, settings);
        sent += fresh.length;
      }
      return batch.length < CHUNK;
    });
    if (done) return sent;
  }
}

/**
 * Price drops: the latest price change of each car in the window that is lower than the
 * price before it, while the car is still unsold and still at (or below) that price.
 */
export async function scanPriceDrops(core: Core): Promise<number> {
  const win = await windowOf(core, "price_drops");
  const drops = await queryRows<{ car_id: number; at: string; previous: number | string }>(
    core.db,
    sql`select d.car_id, d.at, d.previous from (${priceDropsSinceSql(win.from)}) d
        where ${isWatchedSql(sql`d.car_id`)} order by d.car_id`,
  );
  let sent = 0;
  for (const d of drops) {
    sent += await alertWatchers(
      core,
      { carId: d.car_id, cause: "price_drop", at: d.at, actor: null },
      (tx, userId, car, settings) =>
        notify(core, tx, {
          userId,
          kind: "favorite_price_drop",
          params: { car, previous: pricesOfKrw(Number(d.previous), settings) },
        }),
    );
  }
  await advance(core, "price_drops", win.now);
  return sent;
}

/**
 * Reservations and sales: an order opened in the window on a car still unsold (reserved),
 * or a car marked sold out in the window. The buyer of the car's order is left out: a
 * buyer is not alerted about a reservation or purchase they made themselves.
 */
export async function scanAvailability(core: Core): Promise<number> {
  const win = await windowOf(core, "availability");
  const events = await queryRows<{ car_id: number; cause: "reserved" | "sold_out"; at: string; actor: number | null }>(
    core.db,
    sql`select c.id as car_id, 'sold_out' as cause, c.soldout_at::text as at, ${holderSql(sql`c.id`)} as actor
        from ${cars} c
        where c.soldout and c.soldout_at > ${win.from}::timestamptz and ${isWatchedSql(sql`c.id`)}
        union all
        select o.car_id, 'reserved', o.created_at::text, o.user_id
        from (${heldSinceSql(win.from)}) o join ${cars} c on c.id = o.car_id
        where not c.soldout and ${isWatchedSql(sql`o.car_id`)}`,
  );
  let sent = 0;
  for (const e of events) {
    sent += await alertWatchers(
      core,
      { carId: e.car_id, cause: e.cause, at: e.at, actor: e.actor },
      (tx, userId, car) => notify(core, tx, { userId, kind: "favorite_unavailable", params: { car, status: e.cause } }),
    );
  }
  await advance(core, "availability", win.now);
  return sent;
}
