import { inArray, sql, type SQL } from "drizzle-orm";
import { cars } from "../../db/schema/cars.js";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../lib/sql.js";
import { ListIndex, type CodedColumn, type LeavingOut, type ListColumns } from "./list-index.js";
import type { IndexedCar } from "./list-index-changes.js";
import { TextSearch } from "./list-index-text.js";
import { CODED_COLUMNS, type CodedField } from "./list-filters.js";

/** Rows read per statement: small answers keep the event loop free for requests while a million cars load. */
const CHUNK = 10_000;

/**
 * A 32-bit hash of the columns the list index reads of a car (PostgreSQL's hash of the row: each
 * column's own hash, a null told apart from false). The index keeps each car's, and the
 * catalogue's sum of them says whether the index still holds the catalogue (catalogueDigest).
 * Hashing the row's text instead took half as long again (1.1 s at a million cars instead of 0.7).
 */
/** The text columns the list's equality filters read (list-filters.ts LIST_FILTERS), in their order. */
const CODED = CODED_COLUMNS.map((c) => c.column).join(", ");

const DIGEST = `hash_record(row(id, created_at, year, price_krw, mileage, soldout, accident, ${CODED},
  car_name, car_number))`;

/**
 * The cars the lists may show: all but the archived (cars/service.ts deleteCar). Both the index's
 * reads and the catalogue's digest leave those out, so that the two still compare.
 */
const LISTED = sql.raw("archived_at is null");

/** The list index's columns of a car, as read. */
const COLUMNS = sql.raw(`id, (extract(epoch from created_at) * 1000000)::int8 as created_us, year, price_krw, mileage,
  soldout, accident, ${CODED}, car_name, car_number, ${DIGEST} as digest`);

type Row = Record<string, unknown> & {
  id: number;
  created_us: string | number | bigint;
  year: number;
  price_krw: string | number | bigint;
  mileage: number;
  soldout: boolean;
  accident: boolean | null;
  car_name: string;
  car_number: string | null;
  digest: number;
};

/** Builds a column of codes as values come, row by row. */
function codedColumn(size: number) {
  const column: CodedColumn = { codes: new Uint32Array(size), values: [] };
  const codes = new Map<string, number>();
  const set = (row: number, value: string) => {
    let code = codes.get(value);
    if (code === undefined) {
      code = column.values.length;
      codes.set(value, code);
      column.values.push(value);
    }
    column.codes[row] = code;
  };
  return { column, set };
}

/** A row as the index keeps it: numbers as numbers, the accident record as 1, 0 or -1 (none). */
function indexedCar(r: Row): IndexedCar {
  const coded = Object.fromEntries(CODED_COLUMNS.map((c) => [c.field, r[c.column] as string]));
  return {
    ...(coded as Record<CodedField, string>),
    id: r.id,
    createdAt: Number(r.created_us),
    year: r.year,
    price: Number(r.price_krw),
    mileage: r.mileage,
    soldout: r.soldout ? 1 : 0,
    accident: r.accident === null ? -1 : r.accident ? 1 : 0,
    name: r.car_name,
    number: r.car_number,
    digest: r.digest,
  };
}

/** Where the current list index reads the catalogue (current-list-index.ts). */
export function listIndexSource(db: Db) {
  return {
    all: () => loadListIndex(db),
    cars: (ids: readonly number[]) => loadIndexedCars(db, ids),
    digest: (leaveOut: () => readonly number[]) => catalogueDigest(db, leaveOut),
  };
}

/**
 * How many cars there are and the sum of their digests, but for the cars `leaveOut` names once
 * that is counted (the cars changed meanwhile), from one snapshot: a scan of the table without
 * sending a row (a million cars: 0.7 s of PostgreSQL, against 7–15 s to read and build
 * the index in every instance).
 */
export async function catalogueDigest(db: Db, leaveOut: () => readonly number[]): Promise<LeavingOut> {
  const digestOf = (where: SQL) =>
    sql`select count(*)::int as cars, coalesce(sum(${sql.raw(DIGEST)}), 0)::text as sum from cars ${where}`;
  return db.transaction(
    async (tx) => {
      const [all] = await queryRows<{ cars: number; sum: string }>(tx, digestOf(sql`where ${LISTED}`));
      const leftOut = leaveOut();
      const [some] =
        leftOut.length > 0
          ? await queryRows<{ cars: number; sum: string }>(
              tx,
              digestOf(sql`where ${inArray(cars.id, [...leftOut])} and ${LISTED}`),
            )
          : [{ cars: 0, sum: "0" }];
      return { cars: all.cars - some.cars, sum: Number(all.sum) - Number(some.sum), leftOut };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** These cars' list columns as they are now; a car that is gone (or archived) is left out. */
export async function loadIndexedCars(db: Db, ids: readonly number[]): Promise<IndexedCar[]> {
  const found: IndexedCar[] = [];
  for (let at = 0; at < ids.length; at += CHUNK) {
    const chunk = ids.slice(at, at + CHUNK);
    const rows = await queryRows<Row>(
      db,
      sql`select ${COLUMNS} from cars where ${inArray(cars.id, chunk)} and ${LISTED}`,
    );
    found.push(...rows.map(indexedCar));
  }
  return found;
}

/**
 * Every car's list columns from one snapshot (a repeatable-read transaction: the chunks see the
 * same catalogue), in ascending id order, then the index over them.
 */
export async function loadListIndex(db: Db): Promise<ListIndex> {
  const columns = await db.transaction(
    async (tx) => {
      const [{ size }] = await queryRows<{ size: number }>(
        tx,
        sql`select count(*)::int as size from cars where ${LISTED}`,
      );
      const c = {
        id: new Int32Array(size),
        createdAt: new Float64Array(size),
        year: new Int32Array(size),
        price: new Float64Array(size),
        mileage: new Int32Array(size),
        soldout: new Uint8Array(size),
        accident: new Int8Array(size),
        digest: new Int32Array(size),
      };
      const coded = CODED_COLUMNS.map(({ field }) => ({ field, ...codedColumn(size) }));
      // Names repeat (a model's trims): coded, each distinct name is searched once.
      const names = codedColumn(size);
      const numbers: (string | null)[] = new Array<string | null>(size);
      let row = 0;
      let after = 0;
      while (row < size) {
        const rows = await queryRows<Row>(
          tx,
          sql`select ${COLUMNS} from cars where id > ${after} and ${LISTED} order by id limit ${Math.min(CHUNK, size - row)}`,
        );
        if (rows.length === 0) break;
        for (const r of rows) {
          const car = indexedCar(r);
          c.id[row] = car.id;
          c.createdAt[row] = car.createdAt;
          c.year[row] = car.year;
          c.price[row] = car.price;
          c.mileage[row] = car.mileage;
          c.soldout[row] = car.soldout;
          c.accident[row] = car.accident;
          c.digest[row] = car.digest;
          for (const column of coded) column.set(row, car[column.field]);
          names.set(row, car.name);
          numbers[row] = car.number;
          row++;
        }
        after = rows[rows.length - 1].id;
      }
      if (row !== size) throw new Error(`list index: read ${row} of ${size} cars`);
      const columns: ListColumns = {
        ...c,
        ...(Object.fromEntries(coded.map(({ field, column }) => [field, column])) as Record<CodedField, CodedColumn>),
      };
      return { columns, search: await TextSearch.build(names.column, numbers) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return ListIndex.build(columns.columns, columns.search);
}
