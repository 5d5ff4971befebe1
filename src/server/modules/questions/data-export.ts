// What the questions module gives to a buyer's data export: the user's question threads.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { withCarNames } from "../cars/index.js";
import { questionMessages, questionThreads } from "../../db/schema/questions.js";

type Messages = DataExport["questions"][number]["messages"];

/**
 * The user's threads, oldest first, each with all its messages (the buyer's and the staff's
 * answers); which administrator answered stays out.
 */
export async function exportQuestionsOf(db: DbOrTx, userId: number): Promise<DataExport["questions"]> {
  const threads = await withCarNames(
    db,
    await db
      .select({ t: questionThreads })
      .from(questionThreads)
      .where(eq(questionThreads.userId, userId))
      .orderBy(asc(questionThreads.id)),
    (r) => r.t.carId,
  );
  const messages = await db
    .select({
      id: questionMessages.id,
      threadId: questionMessages.threadId,
      from: questionMessages.from,
      body: questionMessages.body,
      readAt: questionMessages.readAt,
      createdAt: questionMessages.createdAt,
    })
    .from(questionMessages)
    .innerJoin(questionThreads, eq(questionThreads.id, questionMessages.threadId))
    .where(eq(questionThreads.userId, userId))
    .orderBy(asc(questionMessages.id));
  const byThread = new Map<number, Messages>();
  for (const m of messages) {
    const list = byThread.get(m.threadId) ?? [];
    list.push({
      id: m.id,
      from: m.from as "buyer" | "staff",
      body: m.body,
      read_at: m.readAt?.toISOString() ?? null,
      at: m.createdAt.toISOString(),
    });
    byThread.set(m.threadId, list);
  }
  return threads.map(({ t, carName }) => ({
    id: t.id,
    car: { id: t.carId, car_name: carName },
    created_at: t.createdAt.toISOString(),
    last_message_at: t.lastMessageAt.toISOString(),
    messages: byThread.get(t.id) ?? [],
  }));
}
