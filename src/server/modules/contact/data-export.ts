// What the contact module gives to a buyer's data export: the messages the user sent while logged in.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { contactMessages } from "../../db/schema/community.js";

/** The contact messages sent from the user's account, oldest first. */
export async function exportContactMessagesOf(db: DbOrTx, userId: number): Promise<DataExport["contact_messages"]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.id));
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    created_at: m.createdAt.toISOString(),
  }));
}
