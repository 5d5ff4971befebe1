import { type RouteObject } from "react-router";
import { Navigate } from "../lib/lang-router";
import { NotFoundPage } from "./routes/not-found-page";
import { lazyPage } from "../lib/lazy-page";
import { paths } from "../config/paths";

// Every admin page is its own chunk; this file only holds the loaders, so no admin
// code reaches the public bundle. The sidebar entries live in layouts/admin-nav.ts.
const AdminDashboardPage = lazyPage(
  () => import("../features/admin-dashboard/pages/admin-dashboard-page"),
  "AdminDashboardPage",
);
const AdminCarsPage = lazyPage(() => import("../features/admin-cars/pages/admin-cars-page"), "AdminCarsPage");
const AdminCarCreatePage = lazyPage(
  () => import("../features/admin-cars/pages/admin-car-create-page"),
  "AdminCarCreatePage",
);
const AdminCarDetailPage = lazyPage(
  () => import("../features/admin-cars/pages/admin-car-detail-page"),
  "AdminCarDetailPage",
);
const AdminUpstreamPage = lazyPage(
  () => import("../features/admin-upstream/pages/admin-upstream-page"),
  "AdminUpstreamPage",
);
const AdminHeroBannersPage = lazyPage(
  () => import("../features/admin-banners/pages/admin-banners-page"),
  "AdminBannersPage",
);
const AdminVehicleRequestsPage = lazyPage(
  () => import("../features/admin-vehicle-requests/pages/admin-vehicle-requests-page"),
  "AdminVehicleRequestsPage",
);
const AdminUsersPage = lazyPage(() => import("../features/admin-users/pages/admin-users-page"), "AdminUsersPage");
const AdminSettingsRoute = lazyPage(() => import("./routes/admin-settings-route"), "AdminSettingsRoute");
const AdminTranslationsPage = lazyPage(
  () => import("../features/admin-translations/pages/admin-translations-page"),
  "AdminTranslationsPage",
);
const AdminPortsPage = lazyPage(() => import("../features/admin-ports/pages/admin-ports-page"), "AdminPortsPage");
const AdminImportRulesPage = lazyPage(
  () => import("../features/admin-import-rules/pages/admin-import-rules-page"),
  "AdminImportRulesPage",
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
const AdminNotificationsPage = lazyPage(
  () => import("../features/admin-notifications/pages/admin-notifications-page"),
  "AdminNotificationsPage",
);
const AdminContactMessagesPage = lazyPage(
  () => import("../features/admin-contact-messages/pages/admin-contact-messages-page"),
  "AdminContactMessagesPage",
);
const AdminVisitorsPage = lazyPage(
  () => import("../features/admin-visitors/pages/admin-visitors-page"),
  "AdminVisitorsPage",
);

const AdminAuditPage = lazyPage(() => import("../features/admin-audit/pages/admin-audit-page"), "AdminAuditPage");

const AdminTopupsPage = lazyPage(() => import("../features/admin-topups/pages/admin-topups-page"), "AdminTopupsPage");
const AdminOrdersPage = lazyPage(() => import("../features/admin-orders/pages/admin-orders-page"), "AdminOrdersPage");

const AdminQuestionsPage = lazyPage(
  () => import("../features/admin-questions/pages/admin-questions-page"),
  "AdminQuestionsPage",
);
const AdminQuestionPage = lazyPage(
  () => import("../features/admin-questions/pages/admin-question-page"),
  "AdminQuestionPage",
);
const AdminJobsPage = lazyPage(() => import("../features/admin-jobs/pages/admin-jobs-page"), "AdminJobsPage");

/** Children of /admin, rendered inside the (lazy) admin layout. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <AdminDashboardPage /> },
  { path: "cars", element: <AdminCarsPage /> },
  { path: "cars/new", element: <AdminCarCreatePage /> },
  { path: "cars/:carId", element: <AdminCarDetailPage /> },
  { path: "upstream", element: <AdminUpstreamPage /> },
  { path: "hero-banners", element: <AdminHeroBannersPage /> },
  { path: "vehicle-requests", element: <AdminVehicleRequestsPage /> },
  { path: "requests", element: <Navigate to={paths.admin.vehicleRequests} replace /> },
  { path: "users", element: <AdminUsersPage /> },
  { path: "topups", element: <AdminTopupsPage /> },
  { path: "orders", element: <AdminOrdersPage /> },
  { path: "ports", element: <AdminPortsPage /> },
  { path: "import-rules", element: <AdminImportRulesPage /> },
  { path: "settings", element: <AdminSettingsRoute /> },
  { path: "translations", element: <AdminTranslationsPage /> },
  { path: "board", element: <AdminBoardPage /> },
  { path: "reviews", element: <AdminReviewsPage /> },
  { path: "sns", element: <AdminSnsSharesPage /> },
  { path: "sns-shares", element: <Navigate to={paths.admin.sns} replace /> },
  { path: "withdrawals", element: <AdminWithdrawalsPage /> },
  { path: "questions", element: <AdminQuestionsPage /> },
  { path: "questions/:threadId", element: <AdminQuestionPage /> },
  { path: "contact-messages", element: <AdminContactMessagesPage /> },
  { path: "contact", element: <AdminContactMessagesPage /> },
  { path: "notifications", element: <AdminNotificationsPage /> },
  { path: "visitors", element: <AdminVisitorsPage /> },
  { path: "visitor-stats", element: <Navigate to={paths.admin.visitors} replace /> },
  { path: "audit", element: <AdminAuditPage /> },
  { path: "jobs", element: <AdminJobsPage /> },
  { path: "*", element: <NotFoundPage /> },
];
