/**
 * The two servers the catalogue benchmark compares, each started in its own process:
 *  - "app": the real service (startServer, ROLE=api: started as production starts it) on PostgreSQL;
 *  - "minimal": node:http + pg, running the very same SQL statements (rendered from the
 *    same builders in src/server/modules/car-search/list-sql.ts, the list page with its held flags as
 *    the service reads it, and the same drizzle queries) with
 *    the same short-lived total/makers cache, and JSON.stringify — no framework at all.
 * Each prints its port to the parent over IPC.
 */
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SESSION_OPTIONS } from "../src/server/db/pool.js";
import { eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import { startServer } from "../src/server/start.js";
import { loadConfig } from "../src/server/config.js";
import * as schema from "../src/server/db/schema.js";
import { CATALOGUE_TTL_MS, createCatalogueCache } from "../src/server/modules/catalogue/catalogue-cache.js";
import { AggregateCache } from "../src/server/lib/aggregate-cache.js";
import {
  CAR_SORTS,
  cappedTotal,
  filtersKey,
  listCountSql,
  readListPage,
  pastTheEnd,
  makersSql,
  type CarSort,
  type ListRow,
} from "../src/server/modules/car-search/list-sql.js";
import { filtersFromParams } from "../src/server/modules/car-search/list-filters.js";
import { toListItem } from "../src/server/modules/cars/serialize.js";
import { availabilityOf, withHeldFlag } from "../src/server/modules/orders/availability.js";
import { BENCH_PRODUCTION_ENV } from "./production-env.js";

async function startApp(databaseUrl: string) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    ...BENCH_PRODUCTION_ENV,
    ROLE: "api",
    LOG_LEVEL: "silent",
    DEMO_DATA: "false",
    DATA_DIR: path.join(os.tmpdir(), "kcar-bench"),
    PORT: "0",
    HOST: "127.0.0.1",
    // Measured with metrics on when the bench is run with METRICS_TOKEN (off otherwise, as unset in production).
    ...(process.env.METRICS_TOKEN ? { METRICS_TOKEN: process.env.METRICS_TOKEN } : {}),
  });
  // As production starts it: the start-up steps (the list index read and warmed) before listening.
  const app = await startServer(config, { logger: false });
  const address = app.server.address();
  return { port: typeof address === "object" && address ? address.port : 0, close: () => app.close() };
}

const dialect = new PgDialect();
const mock = drizzle.mock({ schema });
// The statements the service's drizzle queries produce (getCarRow, prepared as "car_by_id"; getSetting).
const detailQuery = mock
  .select()
  .from(schema.cars)
  .where(eq(schema.cars.id, sql.placeholder("id")))
  .toSQL().sql;
const settingQuery = mock
  .select()
  .from(schema.systemSettings)
  .where(inArray(schema.systemSettings.key, ["show_dealer_comment"]))
  .toSQL();

async function startMinimal(databaseUrl: string) {
  // As the service's pool (db/pool.ts): the same session settings.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: SESSION_OPTIONS });
  const caches = createCatalogueCache();
  const makers = () =>
    caches.makers.get("all", async () =>
      (await run(makersSql())).map((r) => ({ maker: r.maker as string, count: Number(r.count) })),
    );
  // As the service: the settings (show_dealer_comment among them) from a short-lived cache.
  const dealerComment = new AggregateCache<boolean>(CATALOGUE_TTL_MS, 1);
  const run = async (query: ReturnType<typeof sql>) => {
    const q = dialect.sqlToQuery(query);
    return (await pool.query(q.sql, q.params as unknown[])).rows;
  };
  const num = (v: string | null) => (v === null || v === "" ? undefined : Number(v));

  async function list(params: URLSearchParams) {
    // As the API's schema reads them, from the one table of the list's filters (car-search/list-filters.ts).
    const filters = filtersFromParams(params);
    const sort = (CAR_SORTS as readonly string[]).includes(params.get("sort") ?? "")
      ? (params.get("sort") as CarSort)
      : "newest";
    const page = num(params.get("page")) ?? 1;
    const pageSize = num(params.get("page_size")) ?? 20;
    // As the service: the count first, which chooses the page statement.
    const counted = await caches.totals.get(filtersKey(filters), async () =>
      Number((await run(listCountSql(filters)))[0].total),
    );
    const offset = (page - 1) * pageSize;
    const catalogue = (await makers()).reduce((sum, m) => sum + m.count, 0);
    const rows = pastTheEnd(counted, offset)
      ? []
      : await readListPage((statement) => run(withHeldFlag(statement)), filters, sort, pageSize, offset, {
          matches: counted,
          catalogue,
        });
    const { total, total_capped } = cappedTotal(counted);
    // As the service: availability from the page's held flags (prices, a multiplication, are left out).
    const items = (rows as (ListRow & { held: boolean })[]).map((r) => ({
      ...toListItem(r),
      availability: availabilityOf(r.soldout, r.held),
    }));
    return { items, total, page, page_size: pageSize, total_capped };
  }

  async function detail(id: number) {
    // As the service: one query for the car, show_dealer_comment from the same short-lived cache.
    const [cars, show] = await Promise.all([
      pool.query({ name: "car_by_id", text: detailQuery, values: [id] }),
      dealerComment.get("show", async () => {
        const settings = await pool.query(settingQuery.sql, settingQuery.params as unknown[]);
        return (settings.rows[0]?.value ?? true) as boolean;
      }),
    ]);
    const r = cars.rows[0];
    if (!r) return null;
    return {
      id: r.id,
      car_name: r.car_name,
      maker: r.maker,
      model: r.model,
      grade: r.grade,
      year: r.year,
      month: r.month,
      mileage: r.mileage,
      fuel: r.fuel,
      transmission: r.transmission,
      color: r.color,
      displacement_cc: r.displacement_cc,
      car_number: r.car_number,
      price_krw: Number(r.price_krw),
      main_image: r.main_image,
      thumbnail: r.images[0]?.thumb_url ?? r.main_image,
      images: r.images,
      options: r.options,
      description: r.description,
      soldout: r.soldout,
      is_banner: r.is_banner,
      ...(show ? { dealer_comment: r.dealer_comment } : {}),
      has_access: false,
      created_at: r.created_at,
    };
  }

  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(text),
      });
      res.end(text);
    };
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.pathname === "/api/cars") return send(200, await list(url.searchParams));
      if (url.pathname === "/api/cars/makers") return send(200, await makers());
      const m = /^\/api\/cars\/(\d+)$/.exec(url.pathname);
      if (m) {
        const car = await detail(Number(m[1]));
        return car ? send(200, car) : send(404, { error: { code: "not_found" } });
      }
      send(404, { error: { code: "not_found" } });
    } catch (err) {
      send(500, { error: { code: "internal_error", message: String(err) } });
    }
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    close: async () => {
      server.close();
      await pool.end();
    },
  };
}

/** Child process entry: `catalogue-servers.ts app|minimal <database url>`. */
async function main() {
  const [kind, databaseUrl] = process.argv.slice(2);
  const server = kind === "minimal" ? await startMinimal(databaseUrl) : await startApp(databaseUrl);
  process.send!({ port: server.port });
  process.on("message", async (m: { cmd: string }) => {
    if (m.cmd === "stats") {
      const cpu = process.cpuUsage();
      process.send!({
        rss: process.memoryUsage().rss,
        maxRss: process.resourceUsage().maxRSS * 1024,
        cpuMicros: cpu.user + cpu.system,
      });
    }
    if (m.cmd === "stop") {
      await server.close();
      process.exit(0);
    }
  });
}

void main();
