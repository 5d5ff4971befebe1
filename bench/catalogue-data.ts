/**
 * The benchmark catalogue: `count` realistic cars (the demo generator's models, prices and
 * names) written straight into PostgreSQL in batches, with creation times spread over two
 * years (in id order) and about 8 % sold out, then VACUUM ANALYZE so the planner and the visibility map
 * are what a long-running database has.
 */
import pg from "pg";
import { generateDemoCars } from "../src/server/demo/cars.js";

const BATCH = 1000;
const COLUMNS = [
  "car_name",
  "maker",
  "model",
  "grade",
  "year",
  "month",
  "mileage",
  "fuel",
  "transmission",
  "color",
  "displacement_cc",
  "car_number",
  "price_krw",
  "options",
  "description",
  "dealer_comment",
  "main_image",
  "images",
  "soldout",
  "source",
  "created_at",
  "updated_at",
];

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Makes sure the `cars` table holds exactly the benchmark catalogue of `count` cars. */
export async function ensureBenchCatalogue(databaseUrl: string, count: number, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await fillBenchCatalogue(client, count, log);
  } finally {
    await client.end();
  }
}

/** The same through any client with pg's query(text, values), e.g. an embedded PGlite (bench/backup.ts). */
export async function fillBenchCatalogue(
  client: { query(text: string, values?: unknown[]): Promise<{ rows: any[] }> },
  count: number,
  log: (line: string) => void,
) {
  const { rows } = await client.query(
    "select count(*)::int as n, count(*) filter (where source = 'bench')::int as bench from cars",
  );
  if (rows[0].n === count && rows[0].bench === count) {
    log(`catalogue: ${count} cars already there`);
    return;
  }
  log(`catalogue: generating ${count} cars …`);
  const started = Date.now();
  // Not TRUNCATE … CASCADE: it reaches the money records' tables (orders, claims, payments), which
  // refuse TRUNCATE (append-only, migration 0012) even when empty. A bench database has none.
  if (rows[0].n > 0) await client.query("delete from cars");
  await client.query("select setval(pg_get_serial_sequence('cars', 'id'), 1, false)");
  const cars = generateDemoCars(count, 4242);
  const r = mulberry32(99);
  const now = Date.UTC(2025, 10, 25);
  // Listings arrive over two years; ids follow arrival, as in a live database.
  const arrivals = Array.from({ length: count }, () => now - Math.floor(r() * 730 * 86_400_000)).sort((a, b) => a - b);
  for (let i = 0; i < cars.length; i += BATCH) {
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (const [j, car] of cars.slice(i, i + BATCH).entries()) {
      const n = values.length;
      const photo = `/photos/00/${String(i + j).padStart(32, "0")}`;
      const createdAt = new Date(arrivals[i + j]);
      values.push(
        car.car_name,
        car.maker,
        car.model,
        car.grade,
        car.year,
        car.month,
        car.mileage,
        car.fuel,
        car.transmission,
        car.color,
        car.displacement_cc,
        car.car_number,
        car.price_krw,
        JSON.stringify(car.options),
        car.description,
        car.dealer_comment,
        `${photo}_t.jpg`,
        JSON.stringify([{ url: `${photo}.jpg`, thumb_url: `${photo}_t.jpg` }]),
        r() < 0.08,
        "bench",
        createdAt,
        createdAt,
      );
      tuples.push(`(${COLUMNS.map((_, k) => `$${n + k + 1}`).join(", ")})`);
    }
    await client.query(`insert into cars (${COLUMNS.join(", ")}) values ${tuples.join(", ")}`, values);
  }
  await client.query("vacuum analyze cars");
  log(`catalogue: ${count} cars in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
