/**
 * `npm run bench [name]`: runs one benchmark; the default is the catalogue.
 *   npm run bench                 catalogue load (bench/catalogue.ts)
 *   npm run bench -- visits       visit-logging overhead (bench/visits.ts)
 *   npm run bench -- upstream     search-page parsing and a 500-car import (bench/upstream.ts)
 *   npm run bench -- peer         app vs raw node:http vs the FastAPI peer, interleaved (bench/catalogue-peer.ts)
 *   npm run bench -- deals        admin orders list at 10,000 orders, top-up confirm (bench/deals.ts)
 *   npm run bench -- instances    one API instance vs two under the same load (bench/instances.ts)
 *   npm run bench -- search       free-text search latency, cached and uncached words (bench/search.ts)
 *   npm run bench -- pages        server-rendered car and list pages beside their JSON (bench/pages.ts)
 *   npm run bench -- compression  cached JSON with Accept-Encoding none/gzip/br (bench/compression.ts)
 *   npm run bench -- web          Lighthouse (mobile) on /, /cars and a car page against npm start (bench/web.ts)
 *   npm run bench -- interactions a filter change and opening a car, CPU 4× slower (bench/interactions.ts)
 *   npm run bench -- explain      EXPLAIN ANALYZE of every list statement filters × sorts can produce (bench/explain-sweep.ts)
 *   npm run bench -- index-sweep  the same cases answered through the list index, as the API does (bench/index-sweep.ts)
 *   npm run bench -- list-changes lists nobody asked before at a steady rate, while admins edit prices (bench/list-changes.ts)
 *   npm run bench -- backup       db:backup and db:restore at 100,000 cars, PGlite and PostgreSQL (bench/backup.ts)
 *   npm run bench -- memory       two instances' memory after 2,000 catalogue requests, npm start or start:prod (bench/memory.ts)
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const BENCHES: Record<string, string> = {
  catalogue: "catalogue.ts",
  visits: "visits.ts",
  upstream: "upstream.ts",
  deals: "deals.ts",
  peer: "catalogue-peer.ts",
  instances: "instances.ts",
  search: "search.ts",
  pages: "pages.ts",
  web: "web.ts",
  interactions: "interactions.ts",
  compression: "compression.ts",
  explain: "explain-sweep.ts",
  "index-sweep": "index-sweep.ts",
  "list-changes": "list-changes.ts",
  backup: "backup.ts",
  memory: "memory.ts",
};

const name = process.argv[2] ?? "catalogue";
const file = BENCHES[name];
if (!file) {
  console.error(`Unknown benchmark "${name}"; choose one of: ${Object.keys(BENCHES).join(", ")}`);
  process.exit(2);
}
// Each benchmark runs in its own process, with the same loader (tsx) as this one.
const child = spawn(
  process.execPath,
  [...process.execArgv, path.join(path.dirname(fileURLToPath(import.meta.url)), file), ...process.argv.slice(3)],
  {
    stdio: "inherit",
  },
);
child.on("exit", (code) => process.exit(code ?? 1));
