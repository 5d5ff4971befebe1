import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../lib/sql.js";
import { ListIndex, type CodedColumn, type ListColumns } from "./list-index.js";
import { TextSearch } from "./list-index-text.js";

/** Rows read per statement: small answers keep the event loop free for requests while a million cars load. */
const CHUNK = 10_000;

type Row = {
  id: number;
  created_us: string | number | bigint;
  year: number;
  price_krw: string | number | bigint;
  mileage: number;
  soldout: boolean;
  accident: boolean | null;
  maker: string;
  model: string;
  fuel: string;
  transmission: string;
  car_name: string;
  car_number: string | null;
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

/**
 * Every car's list columns from one snapshot (a repeatable-read transaction: the chunks see the
 * same catalogue), in ascending id order, then the index over them.
 */
export async function loadListIndex(db: Db): Promise<ListIndex> {
  const columns = await db.transaction(
    async (tx) => {
      const [{ size }] = await queryRows<{ size: number }>(tx, sql`select count(*)::int as size from cars`);
      const c = {
        id: new Int32Array(size),
        createdAt: new Float64Array(size),
        year: new Float64Array(size),
        price: new Float64Array(size),
        mileage: new Float64Array(size),
        soldout: new Uint8Array(size),
        accident: new Int8Array(size),
      };
      const text = {
        maker: codedColumn(size),
        model: codedColumn(size),
        fuel: codedColumn(size),
        transmission: codedColumn(size),
        // Names repeat (a model's trims): coded, each distinct name is searched once.
        name: codedColumn(size),
      };
      const numbers: (string | null)[] = new Array<string | null>(size);
      let row = 0;
      let after = 0;
      while (row < size) {
        const rows = await queryRows<Row>(
          tx,
          sql`select id, (extract(epoch from created_at) * 1000000)::int8 as created_us, year, price_krw, mileage,
                     soldout, accident, maker, model, fuel, transmission, car_name, car_number
              from cars where id > ${after} order by id limit ${Math.min(CHUNK, size - row)}`,
        );
        if (rows.length === 0) break;
        for (const r of rows) {
          c.id[row] = r.id;
          c.createdAt[row] = Number(r.created_us);
          c.year[row] = r.year;
          c.price[row] = Number(r.price_krw);
          c.mileage[row] = r.mileage;
          c.soldout[row] = r.soldout ? 1 : 0;
          c.accident[row] = r.accident === null ? -1 : r.accident ? 1 : 0;
          text.maker.set(row, r.maker);
          text.model.set(row, r.model);
          text.fuel.set(row, r.fuel);
          text.transmission.set(row, r.transmission);
          text.name.set(row, r.car_name);
          numbers[row] = r.car_number;
          row++;
        }
        after = rows[rows.length - 1].id;
      }
      if (row !== size) throw new Error(`list index: read ${row} of ${size} cars`);
      const columns: ListColumns = {
        ...c,
        maker: text.maker.column,
        model: text.model.column,
        fuel: text.fuel.column,
        transmission: text.transmission.column,
      };
      return { columns, search: TextSearch.build(text.name.column, numbers) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return ListIndex.build(columns.columns, columns.search);
}
