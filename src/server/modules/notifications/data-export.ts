// What the notifications module gives to a buyer's data export: the user's notifications.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { notifications } from "../../db/schema/community.js";

/** The user's notifications, oldest first, as they were written (in `lang`, the language they were sent in). */
export async function exportNotificationsOf(db: DbOrTx, userId: number): Promise<DataExport["notifications"]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  return rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    title: n.title,
    message: n.message,
    link: n.link,
    lang: n.lang,
    read_at: n.readAt?.toISOString() ?? null,
    created_at: n.createdAt.toISOString(),
  }));
}
