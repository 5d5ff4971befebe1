// Questions about a car: one thread per buyer and car between the buyer and the staff.
// Messages are plain text, stored as typed (trimmed) and always shown as text.
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { QUESTION_LIMITS, type QuestionStatus } from "../../../shared/api/constants.js";
import type { Core } from "../../core.js";
import type { DbOrTx, Tx } from "../../db/client.js";
import { questionMessages, questionThreads } from "../../db/schema/questions.js";
import { AppError, notFound, validationError } from "../../lib/errors.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { isForeignKeyViolation } from "../../lib/pg-errors.js";
import { queryRows } from "../../lib/sql.js";
import { enqueueMail } from "../mail/index.js";
import { markReadByLink, notify, questionThreadLink, renderNotification, siteInfo } from "../notifications/index.js";
import { staffRecipient, userEmailSql } from "../accounts/index.js";
import { assertListedCar, carRowsById, withCars, type CarRow } from "../cars/index.js";

type MessageRow = typeof questionMessages.$inferSelect;
type From = "buyer" | "staff";

// Namespace of the advisory lock that serialises one buyer's messages (the other key is the user id).
const LOCK_NAMESPACE = 15_026;
/** The staff are emailed about a thread at most once in this many minutes. */
export const STAFF_EMAIL_MINUTES = 10;

const serializeMessage = (m: Pick<MessageRow, "id" | "body" | "from" | "createdAt">) => ({
  id: m.id,
  body: m.body,
  from: m.from as From,
  at: m.createdAt,
});

/** The body as stored: trimmed, 1..2000 Unicode code points, no NUL; nothing else is changed. */
export function cleanBody(raw: string): string {
  const body = raw.trim();
  const length = [...body].length;
  if (body.includes("\u0000")) throw validationError([{ field: "body", message: "must not contain NUL" }]);
  if (length === 0) throw validationError([{ field: "body", message: "must not be empty" }]);
  if (length > QUESTION_LIMITS.body) {
    throw validationError([{ field: "body", message: `must be at most ${QUESTION_LIMITS.body} characters` }]);
  }
  return body;
}

/**
 * The per-user limit (30 buyer messages per 10 minutes), counted on the messages themselves
 * under an advisory lock per user: parallel requests of one buyer take turns, so a burst of 40
 * stores exactly 30, on every instance (they share the database). Runs inside the message's
 * transaction: a refused or failed message takes no slot.
 */
async function takeMessageSlot(tx: Tx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${userId})`);
  const [row] = await queryRows<{ n: number; oldest: Date | string | null }>(
    tx,
    sql`select count(*)::int as n, min(created_at) as oldest from question_messages
        where author_id = ${userId} and "from" = 'buyer'
          and created_at > now() - make_interval(mins => ${QUESTION_LIMITS.windowMinutes})`,
  );
  if (row.n >= QUESTION_LIMITS.perWindow) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
    const retry = Math.max(1, Math.ceil((oldest + QUESTION_LIMITS.windowMinutes * 60_000 - Date.now()) / 1000));
    throw new AppError(429, "rate_limited", `Too many messages; try again in ${retry} seconds`, {
      retry_after_seconds: retry,
    });
  }
}

/**
 * A buyer's message in `threadId`: stored, the thread's last activity moved, and the staff
 * emailed unless they were within the last 10 minutes about this thread. The conditional UPDATE
 * of `staff_emailed_at` is the guard: of two messages at once, only one finds it old enough.
 */
async function addBuyerMessage(
  core: Core,
  tx: Tx,
  thread: { id: number; carId: number },
  buyer: { id: number; email: string },
  body: string,
) {
  const [message] = await tx
    .insert(questionMessages)
    .values({ threadId: thread.id, authorId: buyer.id, from: "buyer", body })
    .returning();
  const emailed = await queryRows<{ id: number }>(
    tx,
    sql`update question_threads set staff_emailed_at = now()
        where id = ${thread.id}
          and (staff_emailed_at is null or staff_emailed_at <= now() - make_interval(mins => ${STAFF_EMAIL_MINUTES}))
        returning id`,
  );
  if (emailed.length > 0) {
    const staff = await staffRecipient(tx);
    if (!staff) {
      core.log.warn({ threadId: thread.id }, "question stored, but there is no staff address to email");
    } else {
      const car = (await carRowsById(tx, [thread.carId])).get(thread.carId);
      const r = renderNotification(
        "question_received",
        staff.lang,
        { threadId: thread.id, carId: thread.carId, carName: car?.carName ?? "", email: buyer.email, message: body },
        siteInfo(core),
      );
      await enqueueMail(core, tx, { to: staff.email, subject: r.title, html: r.html, text: r.text });
    }
  }
  return message;
}

/** POST /api/cars/{car_id}/questions: the buyer's thread about the car (made on the first question) gets the message. */
export async function askQuestion(core: Core, buyer: { id: number; email: string }, carId: number, raw: string) {
  const body = cleanBody(raw);
  // An archived car takes no new questions (buyers get 404 for it); its threads stay readable.
  await assertListedCar(core.db, carId);
  try {
    return await core.db.transaction(async (tx) => {
      await takeMessageSlot(tx, buyer.id);
      const [thread] = await tx
        .insert(questionThreads)
        .values({ userId: buyer.id, carId, lastFrom: "buyer" })
        .onConflictDoUpdate({
          target: [questionThreads.userId, questionThreads.carId],
          set: { lastFrom: "buyer", lastMessageAt: sql`now()` },
        })
        .returning({ id: questionThreads.id, carId: questionThreads.carId });
      const message = await addBuyerMessage(core, tx, thread, buyer, body);
      return { thread_id: thread.id, message: serializeMessage(message) };
    });
  } catch (err) {
    // The car was deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw notFound("Car");
    throw err;
  }
}

/** POST /api/users/me/questions/{thread_id}/messages: a follow-up in one of my threads. */
export async function followUp(core: Core, buyer: { id: number; email: string }, threadId: number, raw: string) {
  const body = cleanBody(raw);
  const message = await core.db.transaction(async (tx) => {
    await takeMessageSlot(tx, buyer.id);
    const [thread] = await tx
      .update(questionThreads)
      .set({ lastFrom: "buyer", lastMessageAt: sql`now()` })
      .where(and(eq(questionThreads.id, threadId), eq(questionThreads.userId, buyer.id)))
      .returning({ id: questionThreads.id, carId: questionThreads.carId });
    if (!thread) throw notFound("Question");
    return addBuyerMessage(core, tx, thread, buyer, body);
  });
  return serializeMessage(message);
}

/** POST /api/admin/questions/{thread_id}/messages: the staff's answer, and the buyer's notification (and email). */
export async function staffReply(core: Core, admin: { id: number }, threadId: number, raw: string) {
  const body = cleanBody(raw);
  const message = await core.db.transaction(async (tx) => {
    const [thread] = await tx
      .update(questionThreads)
      .set({ lastFrom: "staff", lastMessageAt: sql`now()` })
      .where(eq(questionThreads.id, threadId))
      .returning({ id: questionThreads.id, carId: questionThreads.carId, userId: questionThreads.userId });
    if (!thread) throw notFound("Question");
    const [row] = await tx
      .insert(questionMessages)
      .values({ threadId, authorId: admin.id, from: "staff", body })
      .returning();
    const car = (await carRowsById(tx, [thread.carId])).get(thread.carId);
    await notify(core, tx, {
      userId: thread.userId,
      kind: "question_reply",
      params: { threadId, carId: thread.carId, carName: car?.carName ?? "", reply: body },
    });
    return row;
  });
  return serializeMessage(message);
}

type ThreadListRow = {
  id: number;
  car_id: number;
  car: CarRow;
  last_from: From;
  last_at: Date | string;
  last_body: string;
  unread: number;
  email: string;
  messages: number;
};

const threadSummary = (r: ThreadListRow) => ({
  id: r.id,
  car: { id: r.car_id, car_name: r.car.carName, main_image: r.car.mainImage },
  last_message: { body: r.last_body, from: r.last_from, at: r.last_at },
});

/** The columns of a thread list: its car, its last message, unread staff messages, the buyer's email. */
const LIST_COLUMNS = sql`t.id, t.car_id, t.last_from, t.last_message_at as last_at,
  (select m.body from question_messages m where m.thread_id = t.id order by m.id desc limit 1) as last_body,
  (select count(*)::int from question_messages m
    where m.thread_id = t.id and m."from" = 'staff' and m.read_at is null) as unread,
  (select count(*)::int from question_messages m where m.thread_id = t.id) as messages,
  ${userEmailSql(sql`t.user_id`)} as email`;
const LIST_FROM = sql`from question_threads t`;

/** The threads of a list with their cars (asked of the cars module). */
const listRows = async (db: DbOrTx, query: SQL) =>
  withCars(db, await queryRows<Omit<ThreadListRow, "car">>(db, query), (r) => r.car_id);

/** GET /api/users/me/questions: my threads, latest activity first, with the unread staff messages. */
export async function listMyThreads(core: Core, userId: number, page: number, pageSize: number) {
  const [rows, [{ total, unread }]] = await Promise.all([
    listRows(
      core.db,
      sql`select ${LIST_COLUMNS} ${LIST_FROM} where t.user_id = ${userId}
          order by t.last_message_at desc, t.id desc limit ${pageSize} offset ${pageOffset(page, pageSize)}`,
    ),
    queryRows<{ total: number; unread: number }>(
      core.db,
      sql`select (select count(*)::int from question_threads where user_id = ${userId}) as total,
                 (select count(*)::int from question_messages m join question_threads t on t.id = m.thread_id
                   where t.user_id = ${userId} and m."from" = 'staff' and m.read_at is null) as unread`,
    ),
  ]);
  return {
    ...pagedResponse(
      rows.map((r) => ({ ...threadSummary(r), unread: r.unread })),
      total,
      page,
      pageSize,
    ),
    unread,
  };
}

const statusOf = (lastFrom: string): QuestionStatus => (lastFrom === "buyer" ? "open" : "answered");

/** GET /api/admin/questions: threads by status (open = the buyer spoke last), open ones first, latest activity first. */
export async function listAdminThreads(core: Core, opts: { status?: QuestionStatus; page: number; pageSize: number }) {
  const where =
    opts.status === "open"
      ? sql`where t.last_from = 'buyer'`
      : opts.status === "answered"
        ? sql`where t.last_from = 'staff'`
        : sql``;
  const [rows, [{ total }]] = await Promise.all([
    listRows(
      core.db,
      sql`select ${LIST_COLUMNS} ${LIST_FROM} ${where}
          order by (t.last_from = 'buyer') desc, t.last_message_at desc, t.id desc
          limit ${opts.pageSize} offset ${pageOffset(opts.page, opts.pageSize)}`,
    ),
    queryRows<{ total: number }>(core.db, sql`select count(*)::int as total from question_threads t ${where}`),
  ]);
  const items = rows.map((r) => ({
    ...threadSummary(r),
    email: r.email,
    status: statusOf(r.last_from),
    messages: r.messages,
  }));
  return pagedResponse(items, total, opts.page, opts.pageSize);
}

async function threadWithMessages(db: DbOrTx, threadId: number, userId?: number) {
  const [thread] = await withCars(
    db,
    await queryRows<{ id: number; user_id: number; car_id: number; last_from: From; email: string }>(
      db,
      sql`select t.id, t.user_id, t.car_id, t.last_from, ${userEmailSql(sql`t.user_id`)} as email ${LIST_FROM}
          where t.id = ${threadId} ${userId === undefined ? sql`` : sql`and t.user_id = ${userId}`}`,
    ),
    (t) => t.car_id,
  );
  if (!thread) return null;
  const messages = await db
    .select()
    .from(questionMessages)
    .where(eq(questionMessages.threadId, threadId))
    .orderBy(questionMessages.id);
  return {
    id: thread.id,
    car: { id: thread.car_id, car_name: thread.car.carName, main_image: thread.car.mainImage },
    messages: messages.map(serializeMessage),
    email: thread.email,
    status: statusOf(thread.last_from),
  };
}

/** GET /api/users/me/questions/{thread_id}: my thread, oldest first; the staff's messages become read. Another buyer's: 404. */
export async function readMyThread(core: Core, userId: number, threadId: number) {
  const thread = await threadWithMessages(core.db, threadId, userId);
  if (!thread) throw notFound("Question");
  await core.db
    .update(questionMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(questionMessages.threadId, threadId), eq(questionMessages.from, "staff"), isNull(questionMessages.readAt)),
    );
  // The replies' notifications point here: reading the thread reads them too.
  await markReadByLink(core, userId, questionThreadLink(threadId));
  return { id: thread.id, car: thread.car, messages: thread.messages };
}

/** GET /api/admin/questions/{thread_id}: the thread, with the buyer's email and its status. */
export async function adminThread(core: Core, threadId: number) {
  const thread = await threadWithMessages(core.db, threadId);
  if (!thread) throw notFound("Question");
  return thread;
}

/** The admin dashboard's count: threads whose last message is the buyer's. */
export async function openQuestionCount(core: Pick<Core, "db">) {
  const [row] = await queryRows<{ n: number }>(
    core.db,
    sql`select count(*)::int as n from question_threads where last_from = 'buyer'`,
  );
  return row.n;
}
