// The board's API types, from the contract (src/shared/api/board.ts).
import type { PostCreateBody } from "../../../../shared/api/board";

export type { BoardCategory, Post as BoardPost, PostSummary as BoardPostSummary } from "../../../../shared/api/board";
export type { Page } from "../../../../shared/api/common";

/** What the post form edits: a new post's body, with the category always chosen or null. */
export type PostInput = Required<Pick<PostCreateBody, "title" | "content" | "category_id">>;
