/**
 * The server's module boundaries, checked on the source (no app needed).
 *
 * The rule: a module reaches another module through that module's public files (its
 * service and the few helpers listed in PUBLIC below), never its internal files; and it
 * touches only the tables it owns (OWNER below). `users` and `cars` are the exception for
 * reading: every list joins them for a name, an email or a car summary, so any module may
 * select from them, but only their owners write them (insert, update, delete).
 *
 * A new table needs an owner here; a new cross-module import either goes to a public file
 * or makes its target public on purpose (a reviewable one-line change below).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const modulesDir = path.join(root, "src/server/modules");
const schemaDir = path.join(root, "src/server/db/schema");

/** Files of a module that others may import (besides `service.ts` and `schemas.ts`). */
const PUBLIC: Record<string, string[]> = {
  accounts: ["sessions.ts", "passwords.ts", "ledger.ts", "balances.ts"],
  board: ["sanitize.ts"],
  // list-sql.ts: the alerts' saved-search matching expands free text exactly as the list does.
  cars: ["serialize.ts", "list-sql.ts", "pricing.ts", "upstream-cars.ts"],
  credits: ["access.ts", "banner-service.ts"],
  mail: ["layout.ts", "transport.ts"],
  notifications: ["templates/catalogue.ts", "templates/chrome.ts", "templates/types.ts"],
  orders: ["availability.ts", "purchase.ts"],
  photos: ["storage.ts"],
  settings: ["definitions.ts"],
};
const ALWAYS_PUBLIC = ["service.ts", "schemas.ts"];

/** Accounts: sign-in, profile, referrals and the CC ledger (the balances are columns of users). */
const ACCOUNTS = ["accounts"];

/** A review belongs to one vehicle request: both lists join the other's table, so they share the requests schema. */
const REQUESTS = ["vehicle-requests", "reviews"];

/** Which module(s) own each table (the names exported by src/server/db/schema/*.ts). */
const OWNER: Record<string, string[]> = {
  users: ACCOUNTS,
  sessions: ACCOUNTS,
  emailVerifications: ACCOUNTS,
  passwordResetTokens: ACCOUNTS,
  referralRewards: ACCOUNTS,
  ccLedger: ACCOUNTS,
  carAccessGrants: ["credits"],
  withdrawalRequests: ["withdrawals"],
  cars: ["cars"],
  heroBanners: ["banners"],
  translations: ["translations"],
  availabilityCheckRuns: ["upstream"],
  syncRules: ["upstream"],
  syncRuns: ["upstream"],
  notifications: ["notifications"],
  notificationBroadcasts: ["notifications"],
  promoAlertsSent: ["promo-alerts"],
  boardCategories: ["board"],
  boardPosts: ["board"],
  snsShareSubmissions: ["sns"],
  contactMessages: ["contact"],
  vehicleRequests: REQUESTS,
  vehicleRequestCars: REQUESTS,
  reviews: REQUESTS,
  systemSettings: ["settings"],
  visitorLogs: ["visitors"],
  visitorHashSalts: ["visitors"],
  topups: ["topups"],
  orders: ["orders"],
  orderEvents: ["orders"],
  carFavorites: ["favorites"],
  savedSearches: ["saved-searches"],
  // Written with the car row, in the same transaction.
  carPriceHistory: ["cars"],
  alertDeliveries: ["alerts"],
  alertWatermarks: ["alerts"],
};

/** Tables any module may read (joins for names and summaries); writing them stays with the owner. */
const SHARED_READ = new Set(["users", "cars"]);

/**
 * Reads by a non-owner module, each with its reason (writing stays with the owner).
 */
const READ_EXCEPTIONS: Record<string, string[]> = {
  // Alerts are matched in SQL joins over saved searches, favourites, price history and
  // orders (never by loading users into memory); alerts writes only its own tables.
  alerts: ["savedSearches", "carFavorites", "carPriceHistory", "orders"],
  // What a banner view or purchase cost is its ledger entry (joined by id, never written here).
  credits: ["ccLedger"],
};

/**
 * Writes by a non-owner, each with its reason. Keep this list short: prefer a function in
 * the owner's service.
 */
const WRITE_EXCEPTIONS: Record<string, string[]> = {};

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

/** Table variables declared in the schema files: `export const x = pgTable(`. */
function schemaTables(): string[] {
  return fs
    .readdirSync(schemaDir)
    .flatMap((f) => [...fs.readFileSync(path.join(schemaDir, f), "utf8").matchAll(/export const (\w+) = pgTable\(/g)])
    .map((m) => m[1]);
}

const files = walk(modulesDir).map((file) => {
  const rel = path.relative(modulesDir, file).split(path.sep).join("/");
  return { file, rel, module: rel.split("/")[0], source: fs.readFileSync(file, "utf8") };
});

describe("module boundaries", () => {
  it("knows the owner of every table", () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((t) => !(t in OWNER))).toEqual([]);
  });

  it("imports only the public files of other modules", () => {
    const problems: string[] = [];
    for (const f of files) {
      for (const imp of importsOf(f.source)) {
        if (!imp.from.startsWith(".")) continue;
        const target = path.relative(modulesDir, path.resolve(path.dirname(f.file), imp.from));
        if (target.startsWith("..")) continue; // outside the modules (lib, db, core, shared)
        const [mod, ...rest] = target.split(path.sep);
        if (mod === f.module) continue;
        const file = rest.join("/").replace(/\.js$/, ".ts");
        if (![...ALWAYS_PUBLIC, ...(PUBLIC[mod] ?? [])].includes(file)) {
          problems.push(`${f.rel} imports ${mod}/${file}, which is internal to ${mod}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("uses only its own tables (and reads users and cars, and the listed read exceptions)", () => {
    const tables = new Set(schemaTables());
    const problems: string[] = [];
    for (const f of files) {
      const owns = (t: string) => OWNER[t]?.includes(f.module) ?? false;
      for (const imp of importsOf(f.source)) {
        if (!/\/db\/schema(\/[\w-]+)?\.js$/.test(imp.from)) continue;
        for (const name of imp.names.filter((n) => tables.has(n))) {
          if (!owns(name) && !SHARED_READ.has(name) && !READ_EXCEPTIONS[f.module]?.includes(name))
            problems.push(`${f.rel} uses ${name}, a table of ${OWNER[name]}`);
        }
      }
      for (const m of f.source.matchAll(/\.(insert|update|delete)\((\w+)\)/g)) {
        const table = m[2];
        if (tables.has(table) && !owns(table) && !WRITE_EXCEPTIONS[f.rel]?.includes(table)) {
          problems.push(`${f.rel} writes (${m[1]}) ${table}, a table of ${OWNER[table]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("registers settings listeners in buildApp, never in a route file", () => {
    const routeFiles = files.filter((f) => /(^|\/|-)routes\.ts$/.test(f.rel));
    expect(routeFiles.length).toBeGreaterThan(15);
    expect(routeFiles.filter((f) => /settingsListeners|onSettingsChanged/.test(f.source)).map((f) => f.rel)).toEqual(
      [],
    );
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
