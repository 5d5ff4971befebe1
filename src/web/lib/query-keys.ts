import type { Language } from "./i18n";

/** A family of keys under `all`: `list(…)` for one page or filter of it (its query, or page and size). */
function family<const K extends readonly string[]>(...all: K) {
  return { all, list: <A extends unknown[]>(...args: A) => [...all, ...args] as const };
}

/**
 * Every TanStack Query key of the web app. A key begins with its area and narrows from there, so
 * invalidating a prefix refreshes every query under it: `queryKeys.cars.all` every car list,
 * detail, comparison and duties preview; `queryKeys.admin.orders.all` every page of Admin → Orders.
 * Features share a key only through here (they never import each other).
 */
export const queryKeys = {
  /** The logged-in user (or null); the server render sends it with the page (e2e/layout-public.slow). */
  me: ["auth", "me"],
  publicSettings: ["settings", "public"],
  ports: ["ports"],
  /** The bell and the lists: one invalidation refreshes both (a question thread read clears them). */
  notifications: {
    all: ["notifications"],
    unreadCount: ["notifications", "unread-count"],
    list: <Q>(query: Q, lang: Language) => ["notifications", "list", query, lang] as const,
  },
  cars: {
    all: ["cars"],
    list: <Q>(query: Q) => ["cars", "list", query] as const,
    /** A car's detail in every port and language. */
    detailOf: (id: number) => ["cars", "detail", id] as const,
    /** A car's detail at a port in a language (the car page and the cards' breakdowns share it). */
    detail: (id: number, portId: number | undefined, lang: Language) =>
      ["cars", "detail", id, portId ?? null, lang] as const,
    priceHistory: (carId: number) => ["cars", "price-history", carId] as const,
    makers: ["cars", "makers"],
    models: (maker: string | undefined) => ["cars", "models", maker] as const,
    compare: (ids: number[], portId: number | undefined, lang: Language) =>
      ["cars", "compare", ids, portId ?? null, portId ? lang : null] as const,
    /** Under the cars' key, so a save of the import rules (which invalidates it) refreshes it. */
    dutiesPreview: (carId: number | null, portId: number | null, lang: Language) =>
      ["cars", "duties-preview", carId, portId, lang] as const,
  },
  heroBanners: { all: ["hero-banners"], of: (lang: Language) => ["hero-banners", lang] as const },
  reviews: {
    all: ["reviews"],
    public: (page: number, pageSize: number) => ["reviews", "public", page, pageSize] as const,
  },
  board: {
    all: ["board"],
    categories: (lang: Language) => ["board", "categories", lang] as const,
    posts: { all: ["board", "posts"], list: <Q>(query: Q) => ["board", "posts", "list", query] as const },
    post: (id: number, lang: Language) => ["board", "posts", "one", id, lang] as const,
  },
  exportRestrictions: ["export-restrictions"],
  importRules: ["import-rules"],
  invoiceVerification: (code: string | undefined) => ["invoices", "verify", code] as const,

  account: {
    profile: ["account", "profile"],
    totp: ["account", "totp"],
    sessions: ["account", "sessions"],
    credits: { all: ["account", "credits"], page: (page: number) => ["account", "credits", page] as const },
  },
  favorites: family("buyers", "favorites"),
  savedSearches: ["buyers", "saved-searches"],
  promo: {
    preference: ["promo", "preference"],
    makers: ["promo", "makers"],
    models: (maker: string | null) => ["promo", "models", maker] as const,
  },
  /** The credits feature's "my vehicles": every CC charge refreshes it (refresh-after-charge.ts). */
  myVehicles: ["credits", "my-vehicles"],
  myOrders: {
    ...family("orders", "me"),
    claims: (orderId: number) => ["orders", "me", "claims", orderId] as const,
  },
  myQuestions: {
    all: ["questions", "me"],
    lists: ["questions", "me", "list"],
    list: (page: number, pageSize: number) => ["questions", "me", "list", page, pageSize] as const,
    thread: (id: number) => ["questions", "me", "thread", id] as const,
  },
  myTopups: family("topups", "me"),
  myWithdrawals: family("withdrawals", "me"),
  myVehicleRequests: family("vehicle-requests", "me"),
  mySnsShares: family("sns", "me"),

  admin: {
    dashboard: ["admin", "dashboard"],
    settings: ["admin", "settings"],
    ports: ["admin", "ports"],
    banners: ["admin", "banners"],
    audit: family("admin", "audit"),
    claims: family("admin", "claims"),
    contactMessages: family("admin", "contact-messages"),
    translations: family("admin", "translations"),
    vehicleRequests: family("admin", "vehicle-requests"),
    sns: family("admin", "sns"),
    jobs: family("admin", "jobs"),
    reviews: family("admin", "reviews"),
    topups: family("admin", "topups"),
    withdrawals: family("admin", "withdrawals"),
    notificationBroadcasts: family("admin", "notification-broadcasts"),
    board: {
      all: ["admin", "board"],
      categories: ["admin", "board", "categories"],
      posts: <Q>(query: Q) => ["admin", "board", "posts", query] as const,
    },
    cars: {
      all: ["admin", "cars"],
      list: <Q>(query: Q) => ["admin", "cars", "list", query] as const,
      detail: (id: number) => ["admin", "cars", "detail", id] as const,
      recommendSearch: (q: string) => ["admin", "cars", "recommend-search", q] as const,
      importRulesPreview: (q: string) => ["admin", "cars", "list", "import-rules-preview", q] as const,
    },
    orders: { ...family("admin", "orders"), invoicedCount: ["admin", "orders", "invoiced-count"] },
    questions: {
      all: ["admin", "questions"],
      list: <Q>(query: Q) => ["admin", "questions", "list", query] as const,
      openCount: ["admin", "questions", "open-count"],
      thread: (id: number) => ["admin", "questions", "thread", id] as const,
    },
    users: { ...family("admin", "users"), picker: (q: string) => ["admin", "users", "picker", q] as const },
    upstream: {
      availabilityCheck: ["admin", "upstream", "availability-check"],
      syncRuns: ["admin", "upstream", "sync-runs"],
      syncSchedule: ["admin", "upstream", "sync-runs", "schedule"],
      syncRules: ["admin", "upstream", "sync-rules"],
      search: family("admin", "upstream", "search"),
      complexes: ["admin", "upstream", "complexes"],
    },
    visitors: {
      stats: (days: number) => ["admin", "visitors", "stats", days] as const,
      map: (minutes: number) => ["admin", "visitors", "map", minutes] as const,
    },
  },
} as const;
