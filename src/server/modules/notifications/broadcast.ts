import { count, desc, eq, sql } from "drizzle-orm";
import { languageForCountry } from "../../../shared/country-language.js";
import type { Core } from "../../core.js";
import { notificationBroadcasts, notifications } from "../../db/schema/community.js";
import { notFound, validationError } from "../../lib/errors.js";
import { enqueueMails } from "../mail/index.js";
import { notify, siteInfo } from "./service.js";
import { renderNotification, type RenderedNotification } from "./templates/catalogue.js";
import type { Lang } from "./templates/types.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";

export const BROADCAST_JOB = "notification-broadcast";
/** Users per transaction: each chunk writes its notifications and email jobs together. */
export const BROADCAST_CHUNK = 250;
// One job run works this long, then hands over to a fresh job (well inside the job expiry).
const JOB_BUDGET_MS = 60_000;

export type AdminNotificationBody = { user_id?: number; all?: boolean; title: string; message: string };

/**
 * An administrator's message to one user (`user_id`) or to every active user (`all`).
 * All users: a broadcast row and its job are written first; the first chunk is written
 * at once and the rest, if any, by the job in chunks.
 */
export async function sendAdminNotification(core: Core, adminId: number, body: AdminNotificationBody) {
  const title = body.title.trim();
  const message = body.message.trim();
  const bad: { field: string; message: string }[] = [];
  const all = body.all === true;
  if (all && body.user_id !== undefined)
    bad.push({ field: "all", message: "give either user_id or all: true, not both" });
  if (!all && body.user_id === undefined) bad.push({ field: "user_id", message: "give user_id or all: true" });
  if (!title) bad.push({ field: "title", message: "must not be empty" });
  if (!message) bad.push({ field: "message", message: "must not be empty" });
  if (bad.length > 0) throw validationError(bad);

  if (!all) {
    const userId = body.user_id!;
    await core.db.transaction(async (tx) => {
      const user = await core.users.userContact(tx, userId);
      if (!user || user.deleted) throw notFound("User");
      await notify(core, tx, { userId, kind: "admin_message", params: { title, message } });
    });
    return { created: 1, recipients: 1, queued: 0, broadcast_id: null };
  }

  const broadcastId = await core.db.transaction(async (tx) => {
    const stats = await core.users.liveUserStats(tx);
    const [row] = await tx
      .insert(notificationBroadcasts)
      .values({ title, message, createdByUserId: adminId, maxUserId: stats.maxId ?? 0, recipients: stats.count })
      .returning({ id: notificationBroadcasts.id });
    await core.jobs.send(BROADCAST_JOB, { broadcastId: row.id }, { tx });
    return row.id;
  });
  await runBroadcastChunk(core, broadcastId);
  const b = await getBroadcast(core, broadcastId);
  return { created: b.created, recipients: b.recipients, queued: b.queued, broadcast_id: b.id };
}

/**
 * Writes the next chunk of a broadcast in one transaction and moves its cursor; true
 * when nothing is left. The row lock makes concurrent runs take turns.
 */
export async function runBroadcastChunk(core: Core, broadcastId: number): Promise<boolean> {
  return core.db.transaction(async (tx) => {
    const [b] = await tx
      .select()
      .from(notificationBroadcasts)
      .where(eq(notificationBroadcasts.id, broadcastId))
      .for("update");
    if (!b || b.finishedAt) return true;
    const batch = await core.users.liveUsersBetween(tx, {
      after: b.lastUserId,
      upTo: b.maxUserId,
      limit: BROADCAST_CHUNK,
    });
    const rendered = new Map<Lang, RenderedNotification>();
    const render = (lang: Lang) => {
      let r = rendered.get(lang);
      if (!r) {
        r = renderNotification("admin_message", lang, { title: b.title, message: b.message }, siteInfo(core));
        rendered.set(lang, r);
      }
      return r;
    };
    if (batch.length > 0) {
      const items = batch.map((u) => ({ user: u, r: render(languageForCountry(u.country)) }));
      await tx.insert(notifications).values(
        items.map(({ user, r }) => ({
          userId: user.id,
          kind: "admin_message",
          title: r.title,
          message: r.message,
          link: r.link,
          lang: r.lang,
        })),
      );
      await enqueueMails(
        core,
        tx,
        items.map(({ user, r }) => ({ to: user.email, subject: r.title, html: r.html, text: r.text })),
      );
    }
    const last = batch.at(-1)?.id ?? b.maxUserId;
    const finished = batch.length < BROADCAST_CHUNK || last >= b.maxUserId;
    await tx
      .update(notificationBroadcasts)
      .set({
        lastUserId: last,
        created: sql`${notificationBroadcasts.created} + ${batch.length}`,
        finishedAt: finished ? sql`now()` : null,
      })
      .where(eq(notificationBroadcasts.id, broadcastId));
    return finished;
  });
}

/** The job: writes chunks until the broadcast is done, handing over to a new job after a while. */
export async function runBroadcastJob(core: Core, broadcastId: number) {
  const started = Date.now();
  while (!(await runBroadcastChunk(core, broadcastId))) {
    if (Date.now() - started > JOB_BUDGET_MS) {
      await core.jobs.send(BROADCAST_JOB, { broadcastId });
      return;
    }
  }
}

function serializeBroadcast(b: typeof notificationBroadcasts.$inferSelect) {
  return {
    id: b.id,
    title: b.title,
    message: b.message,
    created_by_user_id: b.createdByUserId,
    recipients: b.recipients,
    created: b.created,
    queued: b.finishedAt ? 0 : Math.max(0, b.recipients - b.created),
    finished_at: b.finishedAt?.toISOString() ?? null,
    created_at: b.createdAt.toISOString(),
  };
}

export async function getBroadcast(core: Core, id: number) {
  const [b] = await core.db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id));
  if (!b) throw notFound("Broadcast");
  return serializeBroadcast(b);
}

/** Messages sent to all users, newest first, with their progress. */
export async function listBroadcasts(core: Core, page: number, pageSize: number) {
  const [items, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(notificationBroadcasts)
      .orderBy(desc(notificationBroadcasts.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    core.db.select({ total: count() }).from(notificationBroadcasts),
  ]);
  return pagedResponse(items.map(serializeBroadcast), total, page, pageSize);
}
