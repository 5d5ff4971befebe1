import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { notifications } from "../../db/schema/community.js";
import { notFound } from "../../lib/errors.js";
import type { NotificationRow } from "./service.js";
import { renderInApp } from "./templates/catalogue.js";
import type { Lang } from "./templates/types.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";

/**
 * One notification for the in-app list. With `lang` (the page's language) a notification made
 * from a template is rendered again in it; a bare-text one (an admin's message) stays as written.
 */
export function serializeNotification(n: NotificationRow, lang?: Lang, siteName = "") {
  const again = lang && lang !== n.lang ? renderInApp(n.kind, lang, n.params, siteName) : null;
  return {
    id: n.id,
    kind: n.kind,
    title: again?.title ?? n.title,
    message: again?.message ?? n.message,
    link: n.link,
    lang: again && lang ? lang : n.lang,
    read: n.readAt !== null,
    read_at: n.readAt?.toISOString() ?? null,
    created_at: n.createdAt.toISOString(),
  };
}

/** How many of the user's notifications are unread (the bell's number). */
export async function unreadCount(core: Core, userId: number): Promise<number> {
  const [{ n }] = await core.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return n;
}

/** The user's notifications, newest first, with the unread count. */
export async function listNotifications(
  core: Core,
  userId: number,
  opts: { page: number; pageSize: number; unreadOnly?: boolean; lang?: Lang },
) {
  const where = and(eq(notifications.userId, userId), opts.unreadOnly ? isNull(notifications.readAt) : undefined);
  const [items, [{ total }], unread] = await Promise.all([
    core.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(opts.pageSize)
      .offset(pageOffset(opts.page, opts.pageSize)),
    core.db.select({ total: count() }).from(notifications).where(where),
    unreadCount(core, userId),
  ]);
  return {
    ...pagedResponse(
      items.map((n) => serializeNotification(n, opts.lang, core.config.siteName)),
      total,
      opts.page,
      opts.pageSize,
    ),
    unread_count: unread,
  };
}

/** Marks one of the user's notifications read (again is fine); another user's is 404. */
export async function markRead(core: Core, userId: number, id: number) {
  const [row] = await core.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound("Notification");
  return { ...serializeNotification(row), unread_count: await unreadCount(core, userId) };
}

/** Marks every notification of the user read. */
export async function markAllRead(core: Core, userId: number) {
  const rows = await core.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length, unread_count: 0 };
}

/**
 * Marks read the user's unread notifications that point at `link` (a question's replies, once the
 * buyer has read the thread they point at): the bell counts only what is still new.
 */
export async function markReadByLink(core: Core, userId: number, link: string) {
  await core.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.link, link), isNull(notifications.readAt)));
}
