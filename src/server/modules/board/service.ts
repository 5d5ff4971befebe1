import type { Lang } from "../../../shared/api/constants.js";
import { and, asc, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { boardCategories, boardPosts } from "../../db/schema/community.js";
import { forbidden, notFound, validationError } from "../../lib/errors.js";
import type { SessionUser } from "../../lib/session-user.js";
import { getSetting } from "../settings/index.js";
import { htmlToText, MAX_CONTENT_HTML, sanitizePostHtml } from "./sanitize.js";
import type {
  CategoryCreateInput,
  CategoryPatchInput,
  PostCreateInput,
  PostPatchInput,
} from "../../../shared/api/board.js";
import { pageOffset, pagedResponse } from "../../lib/paging.js";
import { containsPattern } from "../../lib/sql.js";
import { userCards } from "../accounts/index.js";

export type { Lang };
type CategoryRow = typeof boardCategories.$inferSelect;

/** Whether the board (menu, pages, public API) is switched on. */
export const boardEnabled = (core: Core) => getSetting(core, "board_enabled");

const localName = (c: Pick<CategoryRow, "nameEn" | "nameKo" | "nameMn" | "nameRu">, lang: Lang) =>
  ({ en: c.nameEn, ko: c.nameKo, mn: c.nameMn, ru: c.nameRu })[lang] || c.nameEn;

function serializeCategory(c: CategoryRow, lang: Lang) {
  return {
    id: c.id,
    name: localName(c, lang),
    name_en: c.nameEn,
    name_ko: c.nameKo,
    name_mn: c.nameMn,
    name_ru: c.nameRu,
    position: c.position,
  };
}

/** Categories in their order, with the name in `lang` and all four names. */
export async function listCategories(core: Core, lang: Lang = "en") {
  const rows = await core.db
    .select()
    .from(boardCategories)
    .orderBy(asc(boardCategories.position), asc(boardCategories.id));
  return rows.map((c) => serializeCategory(c, lang));
}

export async function createCategory(core: Core, input: CategoryCreateInput) {
  const [row] = await core.db
    .insert(boardCategories)
    .values({
      nameEn: input.name_en.trim(),
      nameKo: input.name_ko.trim(),
      nameMn: input.name_mn.trim(),
      nameRu: input.name_ru.trim(),
      position: input.position ?? 0,
    })
    .returning();
  return serializeCategory(row, "en");
}

export async function updateCategory(core: Core, id: number, patch: CategoryPatchInput) {
  const set: Partial<typeof boardCategories.$inferInsert> = {};
  if (patch.name_en !== undefined) set.nameEn = patch.name_en.trim();
  if (patch.name_ko !== undefined) set.nameKo = patch.name_ko.trim();
  if (patch.name_mn !== undefined) set.nameMn = patch.name_mn.trim();
  if (patch.name_ru !== undefined) set.nameRu = patch.name_ru.trim();
  if (patch.position !== undefined) set.position = patch.position;
  const [row] = await core.db.update(boardCategories).set(set).where(eq(boardCategories.id, id)).returning();
  if (!row) throw notFound("Category");
  return serializeCategory(row, "en");
}

/** Removes a category; its posts stay, without a category. */
export async function deleteCategory(core: Core, id: number) {
  const rows = await core.db
    .delete(boardCategories)
    .where(eq(boardCategories.id, id))
    .returning({ id: boardCategories.id });
  if (rows.length === 0) throw notFound("Category");
}

const postColumns = { post: boardPosts, category: boardCategories };

type PostJoinRow = { post: typeof boardPosts.$inferSelect; authorName: string | null; category: CategoryRow | null };

function serializePostSummary(r: PostJoinRow, lang: Lang) {
  return {
    id: r.post.id,
    category_id: r.post.categoryId,
    category_name: r.category ? localName(r.category, lang) : null,
    title: r.post.title,
    author_id: r.post.userId,
    author_name: r.authorName ?? "",
    lang: r.post.lang,
    views: r.post.views,
    is_notice: r.post.isNotice,
    is_pinned: r.post.isPinned,
    created_at: r.post.createdAt.toISOString(),
    updated_at: r.post.updatedAt.toISOString(),
  };
}

function serializePost(r: PostJoinRow, lang: Lang) {
  return { ...serializePostSummary(r, lang), content: r.post.contentHtml };
}

const selectPosts = (db: DbOrTx) =>
  db.select(postColumns).from(boardPosts).leftJoin(boardCategories, eq(boardCategories.id, boardPosts.categoryId));

/** The posts with their authors' names (asked of the accounts module; a purged author has none). */
async function withAuthors(db: DbOrTx, rows: Omit<PostJoinRow, "authorName">[]): Promise<PostJoinRow[]> {
  const authors = await userCards(
    db,
    rows.map((r) => r.post.userId),
  );
  return rows.map((r) => ({ ...r, authorName: authors.get(r.post.userId)?.name ?? null }));
}

// Notices first, then pinned posts, then newest.
const BOARD_ORDER = [
  desc(boardPosts.isNotice),
  desc(boardPosts.isPinned),
  desc(boardPosts.createdAt),
  desc(boardPosts.id),
];

/** A page of posts (public list and admin list share it). */
export async function listPosts(
  core: Core,
  query: { categoryId?: number; q?: string; lang?: Lang; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (query.categoryId !== undefined) conditions.push(eq(boardPosts.categoryId, query.categoryId));
  const q = query.q?.trim();
  if (q) conditions.push(ilike(boardPosts.title, containsPattern(q)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    selectPosts(core.db)
      .where(where)
      .orderBy(...BOARD_ORDER)
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    core.db.select({ total: count() }).from(boardPosts).where(where),
  ]);
  const lang = query.lang ?? "en";
  return pagedResponse(
    (await withAuthors(core.db, rows)).map((r) => serializePostSummary(r, lang)),
    total,
    query.page,
    query.pageSize,
  );
}

async function loadPost(db: DbOrTx, id: number): Promise<PostJoinRow> {
  const [row] = await withAuthors(db, await selectPosts(db).where(eq(boardPosts.id, id)));
  if (!row) throw notFound("Post");
  return row;
}

/** One post for reading; counts the view. */
export async function readPost(core: Core, id: number, lang: Lang = "en") {
  const updated = await core.db
    .update(boardPosts)
    .set({ views: sql`${boardPosts.views} + 1` })
    .where(eq(boardPosts.id, id))
    .returning({ id: boardPosts.id });
  if (updated.length === 0) throw notFound("Post");
  return serializePost(await loadPost(core.db, id), lang);
}

/** One post without counting a view (share previews, admin). */
export async function peekPost(core: Core, id: number) {
  const [row] = await withAuthors(core.db, await selectPosts(core.db).where(eq(boardPosts.id, id)));
  return row ? serializePost(row, "en") : null;
}

/** Sanitises a body and enforces its limits; 422 when nothing visible remains or it is too long. */
export function cleanContent(raw: string): string {
  const html = sanitizePostHtml(raw);
  if (!htmlToText(html) && !/<img\s/i.test(html))
    throw validationError([{ field: "content", message: "must contain some text" }]);
  if (html.length > MAX_CONTENT_HTML)
    throw validationError([{ field: "content", message: `must be at most ${MAX_CONTENT_HTML} characters of HTML` }]);
  return html;
}

function cleanTitle(raw: string): string {
  // Titles are plain text; control characters would only break layouts and previews.
  // eslint-disable-next-line no-control-regex
  const title = raw.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  if (!title) throw validationError([{ field: "title", message: "must not be empty" }]);
  return title;
}

async function assertCategory(db: DbOrTx, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const [row] = await db.select({ id: boardCategories.id }).from(boardCategories).where(eq(boardCategories.id, id));
  if (!row) throw validationError([{ field: "category_id", message: "no such category" }]);
}

/** A user writes a post; title and body are cleaned on the way in. */
export async function createPost(core: Core, user: SessionUser, input: PostCreateInput) {
  const title = cleanTitle(input.title);
  const contentHtml = cleanContent(input.content);
  await assertCategory(core.db, input.category_id);
  const [row] = await core.db
    .insert(boardPosts)
    .values({
      userId: user.id,
      categoryId: input.category_id ?? null,
      title,
      contentHtml,
      lang: input.lang ?? user.lang,
    })
    .returning({ id: boardPosts.id });
  return serializePost(await loadPost(core.db, row.id), (input.lang ?? user.lang) as Lang);
}

/** A post's author, its row locked until the transaction ends (an edit or delete of it waits); 404 when gone. */
async function lockPost(tx: DbOrTx, id: number): Promise<{ userId: number }> {
  const [post] = await tx
    .select({ userId: boardPosts.userId })
    .from(boardPosts)
    .where(eq(boardPosts.id, id))
    .for("update");
  if (!post) throw notFound("Post");
  return post;
}

/** The author edits their post; anyone else gets 403. */
export async function updatePost(core: Core, user: SessionUser, id: number, patch: PostPatchInput) {
  const set: Partial<typeof boardPosts.$inferInsert> = {};
  if (patch.title !== undefined) set.title = cleanTitle(patch.title);
  if (patch.content !== undefined) set.contentHtml = cleanContent(patch.content);
  if (patch.lang !== undefined) set.lang = patch.lang;
  if (patch.category_id !== undefined) {
    await assertCategory(core.db, patch.category_id);
    set.categoryId = patch.category_id;
  }
  await core.db.transaction(async (tx) => {
    const post = await lockPost(tx, id);
    if (post.userId !== user.id) throw forbidden("Only the author can edit this post");
    await tx
      .update(boardPosts)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(boardPosts.id, id));
  });
  return serializePost(await loadPost(core.db, id), user.lang as Lang);
}

/** Deletes a post: its author, or an administrator. */
export async function deletePost(core: Core, user: SessionUser, id: number) {
  await core.db.transaction(async (tx) => {
    const post = await lockPost(tx, id);
    if (post.userId !== user.id && user.role !== "admin") throw forbidden("Only the author can delete this post");
    await tx.delete(boardPosts).where(eq(boardPosts.id, id));
  });
}

/** Flips the notice or pin flag in one statement (two racing toggles flip twice). */
export async function togglePostFlag(core: Core, id: number, flag: "notice" | "pin") {
  const column = flag === "notice" ? boardPosts.isNotice : boardPosts.isPinned;
  const [row] = await core.db
    .update(boardPosts)
    .set(flag === "notice" ? { isNotice: sql`not ${column}` } : { isPinned: sql`not ${column}` })
    .where(eq(boardPosts.id, id))
    .returning({ id: boardPosts.id, isNotice: boardPosts.isNotice, isPinned: boardPosts.isPinned });
  if (!row) throw notFound("Post");
  return flag === "notice" ? { id: row.id, is_notice: row.isNotice } : { id: row.id, is_pinned: row.isPinned };
}

/** The newest posts' ids and last changes, for the sitemap (none while the board is switched off). */
export async function postsForSitemap(core: Core, limit: number) {
  if (!(await boardEnabled(core))) return [];
  return core.db
    .select({ id: boardPosts.id, updatedAt: boardPosts.updatedAt })
    .from(boardPosts)
    .orderBy(desc(boardPosts.id))
    .limit(limit);
}
