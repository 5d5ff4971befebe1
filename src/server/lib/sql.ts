import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";

/** A LIKE/ILIKE pattern that matches `text` literally anywhere (its `\`, `%` and `_` escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows of a raw statement, whichever driver runs it (node-postgres and PGlite both answer `rows`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
