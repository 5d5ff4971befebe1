// The export restrictions as SQL over a car row: the list's `exportable=true` (cars no rule of the
// port's country matches or could match) and the alert scans' "restricted for this buyer's port"
// (cars a rule matches). Made from the same bounds as match.ts; test/export-restrictions-*.test.ts
// compares the list's answer with each car's `export.status`.
import { sql, type SQL } from "drizzle-orm";
import type { ExportBan } from "../../../shared/export-restrictions.js";

const column = (alias: string, name: string) => sql.raw(alias ? `${alias}.${name}` : name);

/** The bounds of a range on a column that is never null (inclusive). */
function range(col: SQL, min: number | undefined, max: number | undefined): SQL[] {
  return [...(min !== undefined ? [sql`${col} >= ${min}`] : []), ...(max !== undefined ? [sql`${col} <= ${max}`] : [])];
}

/**
 * A rule that matches the car or could match it, had its engine size or power been known: a
 * bound on a column the car leaves empty holds.
 */
function couldMatch(ban: ExportBan, alias: string): SQL {
  const parts = range(column(alias, "year"), ban.min_year, ban.max_year);
  if (ban.fuels !== undefined)
    parts.push(
      sql`${column(alias, "fuel")} in (${sql.join(
        ban.fuels.map((f) => sql`${f}`),
        sql`, `,
      )})`,
    );
  for (const [name, min, max] of [
    ["displacement_cc", ban.min_cc, ban.max_cc],
    ["power_hp", ban.min_hp, ban.max_hp],
  ] as const) {
    const bounds = range(column(alias, name), min, max);
    if (bounds.length > 0) parts.push(sql`(${column(alias, name)} is null or (${sql.join(bounds, sql` and `)}))`);
  }
  return parts.length > 0 ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
}

/** Car (columns of `cars`, under `alias`) is `allowed` by every rule of `bans` (the list's `exportable=true`). */
export function allowedSql(bans: readonly ExportBan[], alias = ""): SQL {
  if (bans.length === 0) return sql`true`;
  return sql`not (${sql.join(
    bans.map((b) => couldMatch(b, alias)),
    sql` or `,
  )})`;
}

/** Bans per port, as the alert scans join them to a buyer's remembered port. */
export type PortBan = ExportBan & { port_id: number };

/**
 * The relation `name (port_id, min_cc, …, fuels)` of `bans` (a CTE's body): the restrictions of
 * each port's country, one row per rule.
 */
export const portBansRelationSql = (bans: readonly PortBan[]): SQL =>
  sql`select * from jsonb_to_recordset(${JSON.stringify(bans)}::jsonb)
      as b(port_id int, min_cc int, max_cc int, min_hp int, max_hp int, min_year int, max_year int, fuels text[])`;

/**
 * Car `carAlias` is restricted for port `portId` by a row of the relation `relation`
 * (portBansRelationSql): a rule whose every bound holds; a bound on what the car leaves empty
 * does not (that car is `unknown`, not restricted).
 */
export function restrictedAtPortSql(relation: string, portId: SQL, carAlias: string): SQL {
  const c = (name: string) => `${carAlias}.${name}`;
  const holds = (col: string, min: string, max: string) =>
    `(b.${min} is null or coalesce(${c(col)} >= b.${min}, false)) and (b.${max} is null or coalesce(${c(col)} <= b.${max}, false))`;
  return sql`exists (select 1 from ${sql.raw(relation)} b where b.port_id = ${portId}
      and ${sql.raw(holds("year", "min_year", "max_year"))}
      and ${sql.raw(holds("displacement_cc", "min_cc", "max_cc"))}
      and ${sql.raw(holds("power_hp", "min_hp", "max_hp"))}
      and (b.fuels is null or ${sql.raw(c("fuel"))} = any (b.fuels)))`;
}
