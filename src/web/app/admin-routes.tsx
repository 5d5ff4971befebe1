import { type RouteObject } from "react-router";
import { NotFoundPage } from "./routes/not-found-page";
import { lazyPage } from "../lib/lazy-page";
import { paths } from "../config/paths";
import type { AdminPageId } from "../../shared/pages";
import { routesOf, type PageRoutes } from "./page-routes";

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
const AdminExportRestrictionsPage = lazyPage(
  () => import("../features/admin-export-restrictions/pages/admin-export-restrictions-page"),
  "AdminExportRestrictionsPage",
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
const AdminClaimsPage = lazyPage(() => import("../features/admin-claims/pages/admin-claims-page"), "AdminClaimsPage");

const AdminQuestionsPage = lazyPage(
  () => import("../features/admin-questions/pages/admin-questions-page"),
  "AdminQuestionsPage",
);
const AdminQuestionPage = lazyPage(
  () => import("../features/admin-questions/pages/admin-question-page"),
  "AdminQuestionPage",
);
const AdminJobsPage = lazyPage(() => import("../features/admin-jobs/pages/admin-jobs-page"), "AdminJobsPage");

/**
 * What draws each admin page of the page table (src/shared/pages.ts, where its path is declared):
 * the children of /admin, rendered inside the (lazy) admin layout.
 */
const ADMIN_PAGES: PageRoutes<AdminPageId> = {
  "admin.home": AdminDashboardPage,
  "admin.cars": AdminCarsPage,
  "admin.newCar": AdminCarCreatePage,
  "admin.car": AdminCarDetailPage,
  "admin.upstream": AdminUpstreamPage,
  "admin.heroBanners": AdminHeroBannersPage,
  "admin.vehicleRequests": AdminVehicleRequestsPage,
  "admin.users": AdminUsersPage,
  "admin.topups": AdminTopupsPage,
  "admin.orders": AdminOrdersPage,
  "admin.claims": AdminClaimsPage,
  "admin.ports": AdminPortsPage,
  "admin.importRules": AdminImportRulesPage,
  "admin.exportRestrictions": AdminExportRestrictionsPage,
  "admin.settings": AdminSettingsRoute,
  "admin.translations": AdminTranslationsPage,
  "admin.board": AdminBoardPage,
  "admin.reviews": AdminReviewsPage,
  "admin.sns": AdminSnsSharesPage,
  "admin.withdrawals": AdminWithdrawalsPage,
  "admin.questions": AdminQuestionsPage,
  "admin.question": AdminQuestionPage,
  "admin.contactMessages": AdminContactMessagesPage,
  "admin.notifications": AdminNotificationsPage,
  "admin.visitors": AdminVisitorsPage,
  "admin.audit": AdminAuditPage,
  "admin.jobs": AdminJobsPage,
};

export const adminRoutes: RouteObject[] = [
  ...routesOf(ADMIN_PAGES, paths.admin.home),
  { path: "*", element: <NotFoundPage /> },
];
