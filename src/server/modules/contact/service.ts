import { and, count, desc, eq, gt, ilike, or, sql } from "drizzle-orm";
import { languageForCountry } from "../../../shared/country-language.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { contactMessages } from "../../db/schema/community.js";
import { AppError, validationError } from "../../lib/errors.js";
import { enqueueMails } from "../mail/index.js";
import { renderNotification, siteInfo } from "../notifications/index.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { containsPattern } from "../../lib/sql.js";

/** Messages one sender address may send per window (the route also limits per client address). */
export const CONTACT_RATE = { max: 5, windowMinutes: 10 } as const;

export type ContactInput = { name: string; email: string; subject: string; message: string };

/**
 * Stores a Contact Us message and, in the same transaction, queues one email per active
 * administrator (in their language, Reply-To the sender).
 */
export async function submitContactMessage(core: Core, input: ContactInput, userId: number | null) {
  const name = input.name.replace(/\s+/g, " ").trim();
  const email = input.email.trim().toLowerCase();
  const subject = input.subject.replace(/\s+/g, " ").trim();
  const message = input.message.replace(/\r\n?/g, "\n").trim();
  const bad = (
    [
      ["name", name],
      ["subject", subject],
      ["message", message],
    ] as const
  )
    .filter(([, value]) => value === "")
    .map(([field]) => ({ field, message: "must not be empty" }));
  if (bad.length > 0) throw validationError(bad);

  const since = sql`now() - make_interval(mins => ${CONTACT_RATE.windowMinutes})`;
  const [{ recent }] = await core.db
    .select({ recent: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, email), gt(contactMessages.createdAt, since)));
  if (recent >= CONTACT_RATE.max) {
    throw new AppError(429, "rate_limited", "Too many messages from this address; please try again later", {
      retry_after_seconds: CONTACT_RATE.windowMinutes * 60,
    });
  }

  return core.db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values({ name, email, subject, message, userId }).returning();
    const admins = await core.users.liveAdmins(tx);
    if (admins.length === 0)
      core.log.warn({ contactMessageId: row.id }, "contact message stored, but there is no administrator to email");
    const site = siteInfo(core);
    await enqueueMails(
      core,
      tx,
      admins.map((admin) => {
        const r = renderNotification(
          "contact_received",
          languageForCountry(admin.country),
          { messageId: row.id, name, email, subject, message },
          site,
        );
        return { to: admin.email, subject: r.title, html: r.html, text: r.text, replyTo: { name, address: email } };
      }),
    );
    return serializeContactMessage(row);
  });
}

export function serializeContactMessage(m: typeof contactMessages.$inferSelect) {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    user_id: m.userId,
    created_at: m.createdAt.toISOString(),
  };
}

/** Contact messages, newest first; `q` searches name, email and subject. */
export async function listContactMessages(core: Core, opts: { q?: string; page: number; pageSize: number }) {
  const q = opts.q?.trim();
  const pattern = q ? containsPattern(q) : undefined;
  const where = pattern
    ? or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
      )
    : undefined;
  const [items, [{ total }]] = await Promise.all([
    core.db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.id))
      .limit(opts.pageSize)
      .offset(pageOffset(opts.page, opts.pageSize)),
    core.db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return pagedResponse(items.map(serializeContactMessage), total, opts.page, opts.pageSize);
}

/** Forgets who sent the messages of a purged account (name and email); the messages stay. */
export async function forgetContactSender(db: DbOrTx, userId: number) {
  await db.update(contactMessages).set({ name: "", email: "", userId: null }).where(eq(contactMessages.userId, userId));
}

/** The dashboard's count: messages of the last 7 days. */
export async function recentContactCount(core: Pick<Core, "db">) {
  const [row] = await core.db
    .select({ n: count() })
    .from(contactMessages)
    .where(sql`${contactMessages.createdAt} >= now() - interval '7 days'`);
  return Number(row.n);
}
