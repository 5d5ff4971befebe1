/** A board category as GET /api/board/categories returns it. */
export interface BoardCategory {
  id: number;
  /** The name in the requested language. */
  name: string;
  name_en: string;
  name_ko: string;
  name_mn: string;
  name_ru: string;
  position: number;
}

/** A post in a list (no body). */
export interface BoardPostSummary {
  id: number;
  category_id: number | null;
  category_name: string | null;
  title: string;
  author_id: number;
  author_name: string;
  lang: string | null;
  views: number;
  is_notice: boolean;
  is_pinned: boolean;
  created_at: string;
  updated_at: string;
}

/** A whole post; `content` is HTML the server has sanitised. */
export interface BoardPost extends BoardPostSummary {
  content: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface PostInput {
  title: string;
  content: string;
  category_id: number | null;
}
