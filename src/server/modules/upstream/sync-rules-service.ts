/**
 * Sync rules: which upstream searches the sync agent imports from. A rule's complex must be one
 * the upstream lists, so a typo never turns into a rule that silently finds nothing.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { syncRules } from "../../db/schema/sync.js";
import { notFound, validationError } from "../../lib/errors.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import type { SyncRule, SyncRuleBody, SyncRuleListQuery, SyncRulePatch } from "../../../shared/api/sync.js";
import { listComplexes } from "./search-service.js";

type RuleRow = typeof syncRules.$inferSelect;
// The server's side: timestamps are still Dates (the serializer writes them).
type RuleOut = Omit<SyncRule, "created_at" | "updated_at"> & { created_at: Date; updated_at: Date };

export function serializeRule(row: RuleRow): RuleOut {
  return {
    id: row.id,
    complex_code: row.complexCode,
    maker: row.maker,
    model: row.model,
    max_price_krw: row.maxPriceKrw,
    enabled: row.enabled,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

type RuleFields = { complex_code: string; maker: string | null; model: string | null };

/** Checks what the schema cannot: a model needs its maker, and the complex must exist upstream. */
async function validateRule(core: Core, rule: RuleFields, complexChanged: boolean): Promise<void> {
  if (rule.model !== null && rule.maker === null) {
    throw validationError([{ field: "model", message: "a model needs its maker" }]);
  }
  if (!complexChanged) return;
  const complexes = await listComplexes(core);
  if (!complexes.some((c) => c.code === rule.complex_code)) {
    throw validationError([{ field: "complex_code", message: "is not a complex of the upstream" }]);
  }
}

export async function listRules(core: Core, query: SyncRuleListQuery) {
  const [rows, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(syncRules)
      .orderBy(asc(syncRules.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    core.db.select({ total: count() }).from(syncRules),
  ]);
  return pagedResponse(rows.map(serializeRule), total, query.page, query.page_size);
}

export async function createRule(core: Core, body: SyncRuleBody): Promise<RuleOut> {
  const fields = { complex_code: body.complex_code, maker: body.maker ?? null, model: body.model ?? null };
  await validateRule(core, fields, true);
  const [row] = await core.db
    .insert(syncRules)
    .values({
      complexCode: fields.complex_code,
      maker: fields.maker,
      model: fields.model,
      maxPriceKrw: body.max_price_krw ?? null,
      enabled: body.enabled ?? true,
    })
    .returning();
  return serializeRule(row);
}

export async function updateRule(core: Core, id: number, patch: SyncRulePatch): Promise<RuleOut> {
  const [current] = await core.db.select().from(syncRules).where(eq(syncRules.id, id));
  if (!current) throw notFound("Sync rule");
  const fields = {
    complex_code: patch.complex_code ?? current.complexCode,
    maker: patch.maker !== undefined ? patch.maker : current.maker,
    model: patch.model !== undefined ? patch.model : current.model,
  };
  await validateRule(core, fields, fields.complex_code !== current.complexCode);
  const [row] = await core.db
    .update(syncRules)
    .set({
      complexCode: fields.complex_code,
      maker: fields.maker,
      model: fields.model,
      ...(patch.max_price_krw !== undefined ? { maxPriceKrw: patch.max_price_krw } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(syncRules.id, id))
    .returning();
  if (!row) throw notFound("Sync rule");
  return serializeRule(row);
}

export async function deleteRule(core: Core, id: number): Promise<void> {
  const deleted = await core.db.delete(syncRules).where(eq(syncRules.id, id)).returning({ id: syncRules.id });
  if (deleted.length === 0) throw notFound("Sync rule");
}

/** The enabled rules, oldest first (the order a run works through them). */
export async function enabledRules(core: Pick<Core, "db">): Promise<RuleRow[]> {
  return core.db.select().from(syncRules).where(eq(syncRules.enabled, true)).orderBy(asc(syncRules.id));
}
