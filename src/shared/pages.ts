/**
 * The site's pages, each declared once (docs/decisions/0013-one-page-table.md): its path and how
 * the server answers it. Three things are made from this table:
 * - the links the code builds (`paths`, src/shared/paths.ts: the web's links and the server's
 *   emails and notifications);
 * - the web app's routes (src/web/app/router.tsx and admin-routes.tsx give each page its component;
 *   TypeScript refuses a page without one, or a component without a page);
 * - the server's page matching (`matchPage`: which pages it draws, caches, indexes or leaves to the
 *   browser, src/server/modules/site/pages.ts; robots.txt; the share previews).
 *
 * Adding a page is one line here and its component in the router. A path's parameters are
 * `:name`: a name that is `id` or ends in `Id` is a database id (a positive integer of at most 9
 * digits, so that it fits the database's integer), any other is text of 1–64 characters without
 * "/". A link to such a page is a function of its one parameter (`paths.car(7)`).
 */

/**
 * How the server answers a page (docs/decisions/0004-server-rendering.md):
 * - `server`: drawn on the server for visitors, kept `ttlMs` in the page cache, indexed;
 * - `browser`: drawn in the browser (forms, and the compare page whose cars come from the browser's
 *   list), indexed;
 * - `unindexed`: public, drawn in the browser, never indexed;
 * - `private`: a signed-in user's or staff's page: drawn in the browser, never indexed.
 */
export type PageDrawing =
  { drawn: "server"; ttlMs: number } | { drawn: "browser" } | { drawn: "unindexed" } | { drawn: "private" };

export type Page<P extends string = string> = PageDrawing & {
  path: P;
  /** Addresses the page had before: they still open it (the app moves the visitor on). */
  formerly?: readonly string[];
};

// The catalogue's pages are cleared by its events; kept 10 minutes at most.
const CATALOGUE: PageDrawing = { drawn: "server", ttlMs: 10 * 60_000 };
// Board posts and reviews have no events: a few seconds, enough for a burst of visitors.
const COMMUNITY: PageDrawing = { drawn: "server", ttlMs: 5_000 };
const BROWSER: PageDrawing = { drawn: "browser" };
const UNINDEXED: PageDrawing = { drawn: "unindexed" };
const PRIVATE: PageDrawing = { drawn: "private" };

const page = <P extends string>(path: P, drawing: PageDrawing, formerly?: readonly string[]): Page<P> => ({
  path,
  ...drawing,
  ...(formerly ? { formerly } : {}),
});

export const PAGES = {
  home: page("/", CATALOGUE),
  cars: page("/cars", CATALOGUE),
  car: page("/cars/:carId", CATALOGUE),
  compare: page("/compare", BROWSER),
  cost: page("/cost", CATALOGUE),
  inquiry: page("/inquiry", BROWSER),
  reviews: page("/reviews", COMMUNITY),
  contact: page("/contact", BROWSER),
  verify: page("/verify", BROWSER),
  /**
   * An invoice's verification page (the code printed on the invoice): drawn in the browser (the
   * look-up is limited per client address, so the browser asks it, not the server), never indexed
   * (a code is no page for search engines).
   */
  verifyInvoice: page("/verify/:code", UNINDEXED),
  board: {
    list: page("/board", COMMUNITY),
    post: page("/board/:id", COMMUNITY),
    edit: page("/board/:id/edit", PRIVATE),
    new: page("/board/new", PRIVATE),
  },
  login: page("/login", BROWSER),
  register: page("/register", BROWSER),
  forgotPassword: page("/forgot-password", BROWSER),
  resetPassword: page("/reset-password", BROWSER),
  /** The signed-in visitor's own pages. */
  me: {
    home: page("/me", PRIVATE),
    orders: page("/me/orders", PRIVATE),
    topups: page("/me/topups", PRIVATE),
    notifications: page("/me/notifications", PRIVATE),
    questions: page("/me/questions", PRIVATE),
    question: page("/me/questions/:threadId", PRIVATE),
    vehicles: page("/me/vehicles", PRIVATE),
    sns: page("/me/sns", PRIVATE),
    withdrawals: page("/me/withdrawals", PRIVATE),
    security: page("/me/security", PRIVATE),
  },
  /** The staff's pages (the admin layout; its sidebar is src/web/app/layouts/admin-nav.ts). */
  admin: {
    home: page("/admin", PRIVATE),
    cars: page("/admin/cars", PRIVATE),
    newCar: page("/admin/cars/new", PRIVATE),
    car: page("/admin/cars/:carId", PRIVATE),
    upstream: page("/admin/upstream", PRIVATE),
    heroBanners: page("/admin/hero-banners", PRIVATE),
    vehicleRequests: page("/admin/vehicle-requests", PRIVATE, ["/admin/requests"]),
    users: page("/admin/users", PRIVATE),
    topups: page("/admin/topups", PRIVATE),
    orders: page("/admin/orders", PRIVATE),
    claims: page("/admin/claims", PRIVATE),
    ports: page("/admin/ports", PRIVATE),
    importRules: page("/admin/import-rules", PRIVATE),
    exportRestrictions: page("/admin/export-restrictions", PRIVATE),
    settings: page("/admin/settings", PRIVATE),
    translations: page("/admin/translations", PRIVATE),
    board: page("/admin/board", PRIVATE),
    reviews: page("/admin/reviews", PRIVATE),
    sns: page("/admin/sns", PRIVATE, ["/admin/sns-shares"]),
    withdrawals: page("/admin/withdrawals", PRIVATE),
    questions: page("/admin/questions", PRIVATE),
    question: page("/admin/questions/:threadId", PRIVATE),
    contactMessages: page("/admin/contact-messages", PRIVATE, ["/admin/contact"]),
    notifications: page("/admin/notifications", PRIVATE),
    visitors: page("/admin/visitors", PRIVATE, ["/admin/visitor-stats"]),
    audit: page("/admin/audit", PRIVATE),
    jobs: page("/admin/jobs", PRIVATE),
  },
} as const;

type PageTree = { readonly [key: string]: Page | PageTree };

/** A page's name in the table: "car", "board.post", "admin.cars". */
export type PageId<T = typeof PAGES, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends Page ? `${Prefix}${K}` : PageId<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The staff's pages (drawn inside the admin layout). */
export type AdminPageId = Extract<PageId, `admin.${string}`>;
export type PublicPageId = Exclude<PageId, AdminPageId>;

/** A page with its name, as the router and the server's matching walk them. */
export type NamedPage = Page & { id: PageId };

function flatten(tree: PageTree, prefix: string): NamedPage[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    "path" in value && typeof value.path === "string"
      ? [{ ...(value as Page), id: `${prefix}${key}` as PageId }]
      : flatten(value as PageTree, `${prefix}${key}.`),
  );
}

/** Every page of the table, in its order. */
export const PAGE_LIST: readonly NamedPage[] = flatten(PAGES, "");

/** Whether a path parameter is a database id (see the top of this file). */
export const isIdParam = (name: string) => name === "id" || name.endsWith("Id");

// ---- Links ----

type ParamOf<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${string}`
    ? Name
    : Rest
  : never;
type ParamValue<Name extends string> = Name extends "id" | `${string}Id` ? number : string;

/** A page's link: its path, or a function of its one parameter. */
export type LinkOf<P extends string> = [ParamOf<P>] extends [never] ? P : (value: ParamValue<ParamOf<P>>) => string;
export type LinksOf<T> = {
  readonly [K in keyof T]: T[K] extends Page<infer P> ? LinkOf<P> : LinksOf<T[K]>;
};

function linkOf(path: string): string | ((value: string | number) => string) {
  if (!path.includes(":")) return path;
  return (value) => path.replace(/:[A-Za-z]+/, encodeURIComponent(String(value)));
}

/** The table's links, in its own shape: `links.home`, `links.car(7)`, `links.me.orders`. */
export function linksOf<T extends PageTree>(tree: T): LinksOf<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      "path" in value && typeof value.path === "string" ? linkOf(value.path) : linksOf(value as PageTree),
    ]),
  ) as LinksOf<T>;
}
