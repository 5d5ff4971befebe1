/**
 * The server's module boundaries, checked on the source (no app needed). Which module may
 * import which is the layer rule (.dependency-cruiser.mjs, `npm run check`); this test keeps
 * the tables: each table has exactly one owning module (OWNER below), and a module touches only
 * the tables it owns, whether through Drizzle (a table import, insert/update/delete) or in raw
 * SQL (`from`, `join`, `into`, `update` followed by a table's SQL name). Another module's data is
 * reached through that module's service.
 *
 * `users` and `cars` are read by many lists for a name, an email or a car summary (a join, never
 * a write): SHARED_READ names the modules that do so today, and every other read of a table by a
 * non-owner is a failure. The list only shrinks (docs/decisions/0010): a new reader uses the
 * read functions of accounts or cars (their index.ts), and a module that stops reading leaves it.
 * A new table needs an owner here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const modulesDir = path.join(root, "src/server/modules");
const schemaDir = path.join(root, "src/server/db/schema");

/** The module that owns each table (the names exported by src/server/db/schema/*.ts). */
const OWNER: Record<string, string> = {
  users: "accounts",
  sessions: "accounts",
  emailVerifications: "accounts",
  passwordResetTokens: "accounts",
  referralRewards: "accounts",
  totpRecoveryCodes: "accounts",
  ccLedger: "accounts",
  carAccessGrants: "credits",
  withdrawalRequests: "withdrawals",
  cars: "cars",
  heroBanners: "banners",
  translations: "translations",
  availabilityCheckRuns: "upstream",
  syncRules: "upstream",
  syncRuns: "upstream",
  notifications: "notifications",
  notificationBroadcasts: "notifications",
  promoAlertsSent: "promo-alerts",
  boardCategories: "board",
  boardPosts: "board",
  snsShareSubmissions: "sns",
  contactMessages: "contact",
  vehicleRequests: "vehicle-requests",
  vehicleRequestCars: "vehicle-requests",
  // A review belongs to one vehicle request: the reviews live in that module.
  reviews: "vehicle-requests",
  systemSettings: "settings",
  visitorLogs: "visitors",
  visitorHashSalts: "visitors",
  topups: "topups",
  orders: "orders",
  orderEvents: "orders",
  orderDocuments: "orders",
  // The buyer's money on an order and the claims after delivery.
  orderPayments: "orders",
  orderRefunds: "orders",
  orderClaims: "orders",
  orderClaimEvidence: "orders",
  carFavorites: "favorites",
  savedSearches: "saved-searches",
  // Written with the car row, in the same transaction.
  carPriceHistory: "cars",
  alertDeliveries: "alerts",
  alertWatermarks: "alerts",
  questionThreads: "questions",
  questionMessages: "questions",
  ports: "ports",
  importRules: "import-rules",
  exportRestrictions: "export-restrictions",
  auditLog: "audit",
  carCommentTranslations: "comment-translations",
  carCommentTranslationRefusals: "comment-translations",
};

/**
 * The modules that still read `users` or `cars` without owning them; writing them stays with the
 * owner. Every other module asks the owner's read functions (accounts/reads.ts, cars/reads.ts;
 * decision 0019). The car list's search engine (car-search, which answers the catalogue's lists;
 * decision 0021) and the alert scans filter thousands of cars in one statement;
 * banners and orders lock and join car rows in their transactions, and orders join their buyers.
 */
const SHARED_READ: Record<string, ReadonlySet<string>> = {
  users: new Set(["orders"]),
  cars: new Set(["alerts", "banners", "car-search", "orders"]),
};

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [full] : [];
  });
}

type Import = { names: string[]; from: string };

/** `import … from "x"` and `export … from "x"` statements (also multi-line), with their named bindings. */
function importsOf(source: string): Import[] {
  const found: Import[] = [];
  const re = /^(?:import|export)\s+(?:type\s+)?([\s\S]*?)\s+from\s+["']([^"']+)["']/gm;
  for (const m of source.matchAll(re)) {
    const braces = /\{([\s\S]*)\}/.exec(m[1]);
    const names = braces
      ? braces[1]
          .split(",")
          .map(
            (n) =>
              n
                .trim()
                .replace(/^type\s+/, "")
                .split(/\s+as\s+/)[0],
          )
          .filter(Boolean)
      : [];
    found.push({ names, from: m[2] });
  }
  return found;
}

/** Tables declared in the schema files: `export const x = pgTable("x_sql_name"`, by variable name. */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const f of fs.readdirSync(schemaDir)) {
    const source = fs.readFileSync(path.join(schemaDir, f), "utf8");
    for (const m of source.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) tables.set(m[1], m[2]);
  }
  return tables;
}

/** Table SQL names a raw statement in `source` reads or writes (`from x`, `join x`, `into x`, `update x`). */
function rawTables(source: string, sqlNames: Set<string>): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/\b(?:from|join|into|update)\s+(?:"?public"?\.)?"?([a-z_]+)"?/gi)) {
    if (sqlNames.has(m[1])) found.push(m[1]);
  }
  return found;
}

const files = walk(modulesDir).map((file) => {
  const rel = path.relative(modulesDir, file).split(path.sep).join("/");
  return { file, rel, module: rel.split("/")[0], source: fs.readFileSync(file, "utf8") };
});

/** Every use of a table by a module that does not own it (SHARED_READ names who may read what). */
function ownershipProblems(
  sources: { rel: string; module: string; source: string }[],
  sharedRead: Record<string, ReadonlySet<string>> = SHARED_READ,
): string[] {
  const tables = schemaTables();
  const byVariable = (name: string) => (tables.has(name) ? name : undefined);
  const bySqlName = new Map([...tables].map(([variable, sqlName]) => [sqlName, variable]));
  const problems: string[] = [];
  for (const f of sources) {
    const owns = (t: string) => OWNER[t] === f.module;
    const use = (t: string, how: string, write: boolean) => {
      if (owns(t) || (!write && sharedRead[t]?.has(f.module))) return;
      problems.push(`${f.rel} ${how} ${t}, a table of ${OWNER[t]}`);
    };
    for (const imp of importsOf(f.source)) {
      if (!/\/db\/schema(\/[\w-]+)?\.js$/.test(imp.from)) continue;
      for (const name of imp.names) if (byVariable(name)) use(name, "uses", false);
    }
    for (const m of f.source.matchAll(/\.(insert|update|delete)\((\w+)\)/g)) {
      if (byVariable(m[2])) use(m[2], `writes (${m[1]})`, true);
    }
    for (const sqlName of rawTables(f.source, new Set(bySqlName.keys()))) {
      const variable = bySqlName.get(sqlName)!;
      const write = new RegExp(`\\b(?:into|update)\\s+"?${sqlName}\\b`, "i").test(f.source);
      use(variable, write ? "writes (raw SQL)" : "reads (raw SQL)", write);
    }
  }
  return [...new Set(problems)];
}

describe("module boundaries", () => {
  it("knows the one owner of every table", () => {
    const tables = schemaTables();
    expect(tables.size).toBeGreaterThan(20);
    expect([...tables.keys()].filter((t) => !(t in OWNER))).toEqual([]);
    const modules = new Set(fs.readdirSync(modulesDir));
    expect(Object.values(OWNER).filter((m) => !modules.has(m))).toEqual([]);
  });

  it("uses only its own tables, through Drizzle or raw SQL (and reads users and cars)", () => {
    expect(ownershipProblems(files)).toEqual([]);
  });

  it("lets only the modules SHARED_READ names read users and cars, and names only readers", () => {
    // Every module named still reads the table: without its exemption it would fail.
    const readers = (table: string) => {
      const without = { ...SHARED_READ, [table]: new Set<string>() };
      const problems = ownershipProblems(files, without).filter((p) =>
        p.endsWith(`${table}, a table of ${OWNER[table]}`),
      );
      return new Set(problems.map((p) => p.split("/")[0]));
    };
    for (const table of Object.keys(SHARED_READ))
      expect([...readers(table)].sort()).toEqual([...SHARED_READ[table]!].sort());
    const planted = [
      { rel: "dashboard/w.ts", module: "dashboard", source: "sql`select email from users where id = 1`" },
      { rel: "orders/ok.ts", module: "orders", source: "sql`select u.email from orders o join users u on true`" },
    ];
    expect(ownershipProblems(planted)).toEqual(["dashboard/w.ts reads (raw SQL) users, a table of accounts"]);
  });

  it("sees a raw SQL read or write of another module's table", () => {
    const planted = [
      { rel: "dashboard/x.ts", module: "dashboard", source: "sql`select count(*) from orders where status = 'paid'`" },
      {
        rel: "car-search/y.ts",
        module: "car-search",
        source: "sql`select c.id from cars c left join hero_banners hb`",
      },
      { rel: "banners/z.ts", module: "banners", source: 'sql`update "cars" set is_banner = true`' },
      { rel: "banners/ok.ts", module: "banners", source: "sql`select * from hero_banners join cars on true`" },
    ];
    expect(ownershipProblems(planted)).toEqual([
      "dashboard/x.ts reads (raw SQL) orders, a table of orders",
      "car-search/y.ts reads (raw SQL) heroBanners, a table of banners",
      "banners/z.ts writes (raw SQL) cars, a table of cars",
    ]);
  });

  it("registers reactions in their module's reactions function, never in a route file", () => {
    const routeFiles = files.filter((f) => /(^|\/|-)routes\.ts$/.test(f.rel));
    expect(routeFiles.length).toBeGreaterThan(15);
    expect(
      routeFiles.filter((f) => /events\.on(EveryInstance)?\(|purgeSteps/.test(f.source)).map((f) => f.rel),
    ).toEqual([]);
  });

  it("reads import statements as the rules expect", () => {
    const sample = `import { a, type B,\n  c as d } from "../x/service.js";\nexport type { E } from "./e.js";\nimport f from "f";`;
    expect(importsOf(sample)).toEqual([
      { names: ["a", "B", "c"], from: "../x/service.js" },
      { names: ["E"], from: "./e.js" },
      { names: [], from: "f" },
    ]);
  });
});
