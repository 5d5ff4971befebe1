import type { RouteObject } from "react-router";
import { NotFoundPage } from "./routes/not-found-page";
import { lazyPage } from "./lazy-page";

// Every admin page is its own chunk; this file only holds the loaders, so no admin
// code reaches the public bundle. The sidebar entries live in layouts/admin-nav.ts.
const AdminDashboardPage = lazyPage(
  () => import("../features/admin-dashboard/pages/admin-dashboard-page"),
  "AdminDashboardPage",
);
const AdminCarsPage = lazyPage(() => import("../features/admin-cars/pages/admin-cars-page"), "AdminCarsPage");
const AdminHeroBannersPage = lazyPage(
  () => import("../features/admin-hero-banners/pages/admin-hero-banners-page"),
  "AdminHeroBannersPage",
);
const AdminVehicleRequestsPage = lazyPage(
  () => import("../features/admin-vehicle-requests/pages/admin-vehicle-requests-page"),
  "AdminVehicleRequestsPage",
);
const AdminUsersPage = lazyPage(() => import("../features/admin-users/pages/admin-users-page"), "AdminUsersPage");
const AdminSettingsPage = lazyPage(
  () => import("../features/admin-settings/pages/admin-settings-page"),
  "AdminSettingsPage",
);
const AdminTranslationsPage = lazyPage(
  () => import("../features/admin-translations/pages/admin-translations-page"),
  "AdminTranslationsPage",
);
const AdminBoardPage = lazyPage(() => import("../features/admin-board/pages/admin-board-page"), "AdminBoardPage");
const AdminReviewsPage = lazyPage(
  () => import("../features/admin-reviews/pages/admin-reviews-page"),
  "AdminReviewsPage",
);
const AdminSnsSharesPage = lazyPage(
  () => import("../features/admin-sns-shares/pages/admin-sns-shares-page"),
  "AdminSnsSharesPage",
);
const AdminWithdrawalsPage = lazyPage(
  () => import("../features/admin-withdrawals/pages/admin-withdrawals-page"),
  "AdminWithdrawalsPage",
);
const AdminContactMessagesPage = lazyPage(
  () => import("../features/admin-contact-messages/pages/admin-contact-messages-page"),
  "AdminContactMessagesPage",
);
const AdminVisitorStatsPage = lazyPage(
  () => import("../features/admin-visitor-stats/pages/admin-visitor-stats-page"),
  "AdminVisitorStatsPage",
);

/** Children of /admin, rendered inside the (lazy) admin layout. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboardPage /> },
  { path: "cars", element: <AdminCarsPage /> },
  { path: "hero-banners", element: <AdminHeroBannersPage /> },
  { path: "vehicle-requests", element: <AdminVehicleRequestsPage /> },
  { path: "users", element: <AdminUsersPage /> },
  { path: "settings", element: <AdminSettingsPage /> },
  { path: "translations", element: <AdminTranslationsPage /> },
  { path: "board", element: <AdminBoardPage /> },
  { path: "reviews", element: <AdminReviewsPage /> },
  { path: "sns-shares", element: <AdminSnsSharesPage /> },
  { path: "withdrawals", element: <AdminWithdrawalsPage /> },
  { path: "contact-messages", element: <AdminContactMessagesPage /> },
  { path: "visitor-stats", element: <AdminVisitorStatsPage /> },
  { path: "*", element: <NotFoundPage /> },
];
