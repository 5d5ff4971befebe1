// What the board module gives to a buyer's data export: the user's posts (the board has no comments).
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../shared/api/data-export.js";
import type { DbOrTx } from "../../db/client.js";
import { boardPosts } from "../../db/schema/community.js";

/** The user's board posts, oldest first, with their stored (sanitised) HTML. */
export async function exportBoardPostsOf(db: DbOrTx, userId: number): Promise<DataExport["board_posts"]> {
  const rows = await db.select().from(boardPosts).where(eq(boardPosts.userId, userId)).orderBy(asc(boardPosts.id));
  return rows.map((p) => ({
    id: p.id,
    category_id: p.categoryId,
    title: p.title,
    content_html: p.contentHtml,
    lang: p.lang,
    is_notice: p.isNotice,
    is_pinned: p.isPinned,
    views: p.views,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }));
}
