/**
 * The site's pages, one place for every internal path: the web's links (src/web/config/paths.ts
 * adds the ones with a query) and the links of the server's emails and notifications are built
 * from this table, so a page that moves moves everywhere. Paths only: the page's language
 * (`?lang=`) is added by the web's links (src/web/lib/lang-router.tsx) and by the mail templates.
 */
export const paths = {
  home: "/",
  cars: "/cars",
  car: (id: number) => `/cars/${id}`,
  compare: "/compare",
  cost: "/cost",
  inquiry: "/inquiry",
  reviews: "/reviews",
  contact: "/contact",
  verify: "/verify",
  /** An invoice's verification page (the code printed on the invoice). */
  verifyInvoice: (code: string) => `/verify/${encodeURIComponent(code)}`,
  board: {
    list: "/board",
    post: (id: number) => `/board/${id}`,
    edit: (id: number) => `/board/${id}/edit`,
    new: "/board/new",
  },
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  /** The signed-in visitor's own pages. */
  me: {
    home: "/me",
    orders: "/me/orders",
    topups: "/me/topups",
    notifications: "/me/notifications",
    questions: "/me/questions",
    question: (threadId: number) => `/me/questions/${threadId}`,
    vehicles: "/me/vehicles",
    sns: "/me/sns",
    withdrawals: "/me/withdrawals",
    security: "/me/security",
  },
  admin: {
    home: "/admin",
    cars: "/admin/cars",
    car: (id: number) => `/admin/cars/${id}`,
    newCar: "/admin/cars/new",
    questions: "/admin/questions",
    question: (threadId: number) => `/admin/questions/${threadId}`,
    orders: "/admin/orders",
    topups: "/admin/topups",
    withdrawals: "/admin/withdrawals",
    sns: "/admin/sns",
    vehicleRequests: "/admin/vehicle-requests",
    contactMessages: "/admin/contact-messages",
    users: "/admin/users",
    visitors: "/admin/visitors",
    settings: "/admin/settings",
    importRules: "/admin/import-rules",
  },
} as const;
