import { Suspense } from "react";
import { matchRoutes, useRoutes, type RouteObject } from "react-router";
import type { ReactElement } from "react";
import { PageLoader } from "../components/page-loader";
import { HomePage, preloadHome } from "../features/home/pages/home-page";
import { adminRoutes } from "./admin-routes";
import { lazyPage } from "../lib/lazy-page";
import { firstRenderDesktop } from "../lib/hydration";
import { ContainedPages, PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./root-layout";
import { NotFoundPage } from "./routes/not-found-page";
import { routesOf, type PageRoutes } from "./page-routes";
import type { PublicPageId } from "../../shared/pages";

// Home is in the first bundle (most visits start there); every other page is a chunk.
const CarsPage = lazyPage(() => import("../features/cars/pages/cars-page"), "CarsPage");
const CarDetailRoute = lazyPage(() => import("./routes/car-detail-route"), "CarDetailRoute");
const InquiryPage = lazyPage(() => import("../features/inquiry/pages/inquiry-page"), "InquiryPage");
const BoardPage = lazyPage(() => import("../features/board/pages/board-page"), "BoardPage");
const BoardPostPage = lazyPage(() => import("../features/board/pages/board-post-page"), "BoardPostPage");
const BoardNewPage = lazyPage(() => import("../features/board/pages/board-new-page"), "BoardNewPage");
const BoardEditPage = lazyPage(() => import("../features/board/pages/board-edit-page"), "BoardEditPage");
const MySnsPage = lazyPage(() => import("../features/sns/pages/my-sns-page"), "MySnsPage");
const MyWithdrawalsPage = lazyPage(
  () => import("../features/withdrawals/pages/my-withdrawals-page"),
  "MyWithdrawalsPage",
);
const ContactPage = lazyPage(() => import("../features/contact/pages/contact-page"), "ContactPage");
const CostPage = lazyPage(() => import("../features/cost/pages/cost-page"), "CostPage");
const LoginPage = lazyPage(() => import("../features/auth/pages/login-page"), "LoginPage");
const RegisterPage = lazyPage(() => import("../features/auth/pages/register-page"), "RegisterPage");
const ForgotPasswordPage = lazyPage(() => import("../features/auth/pages/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("../features/auth/pages/reset-password-page"), "ResetPasswordPage");
const MyPage = lazyPage(() => import("./routes/my-page"), "MyPage");
const SecurityPage = lazyPage(() => import("../features/account/pages/security-page"), "SecurityPage");
const MyTopupsPage = lazyPage(() => import("../features/topups/pages/my-topups-page"), "MyTopupsPage");
const MyOrdersPage = lazyPage(() => import("../features/orders/pages/my-orders-page"), "MyOrdersPage");
const MyVehiclesPage = lazyPage(() => import("../features/credits/pages/my-vehicles-page"), "MyVehiclesPage");
const MyNotificationsPage = lazyPage(
  () => import("../features/notifications/pages/my-notifications-page"),
  "MyNotificationsPage",
);
const ComparePage = lazyPage(() => import("../features/compare/pages/compare-page"), "ComparePage");
const MyQuestionsPage = lazyPage(() => import("../features/questions/pages/my-questions-page"), "MyQuestionsPage");
const MyQuestionPage = lazyPage(() => import("../features/questions/pages/my-question-page"), "MyQuestionPage");
const VerifyPage = lazyPage(() => import("../features/verify/pages/verify-page"), "VerifyPage");
const ReviewsPage = lazyPage(() => import("../features/reviews/pages/reviews-page"), "ReviewsPage");

/**
 * A wide screen draws the list's filter fields at once (a phone only behind its filter button):
 * their code then comes with the page's, so the page is whole when it becomes live.
 */
const preloadFilterFieldsOnWideScreen = () =>
  firstRenderDesktop() === false
    ? Promise.resolve()
    : import("../features/cars/components/car-filters").then((module) => module.preloadFilterFields());

// The whole administrator area (layout, sidebar, pages) stays out of the public bundle.
const AdminLayout = lazyPage(() => import("./layouts/admin-layout"), "AdminLayout");

/**
 * What draws each public page of the page table (src/shared/pages.ts, where its path is declared;
 * the admin pages are in admin-routes.tsx).
 */
const PUBLIC_PAGES: PageRoutes<PublicPageId> = {
  home: { component: HomePage, preload: preloadHome },
  cars: { component: CarsPage, preload: preloadFilterFieldsOnWideScreen },
  car: CarDetailRoute,
  compare: ComparePage,
  cost: CostPage,
  inquiry: InquiryPage,
  reviews: ReviewsPage,
  contact: ContactPage,
  verify: VerifyPage,
  verifyInvoice: VerifyPage,
  "board.list": BoardPage,
  "board.post": BoardPostPage,
  "board.edit": BoardEditPage,
  "board.new": BoardNewPage,
  login: LoginPage,
  register: RegisterPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  "me.home": MyPage,
  "me.orders": MyOrdersPage,
  "me.topups": MyTopupsPage,
  "me.notifications": MyNotificationsPage,
  "me.questions": MyQuestionsPage,
  "me.question": MyQuestionPage,
  "me.vehicles": MyVehiclesPage,
  "me.sns": MySnsPage,
  "me.withdrawals": MyWithdrawalsPage,
  "me.security": SecurityPage,
};
const { home: _home, ...containedPages } = PUBLIC_PAGES;

/**
 * The app's routes: the browser (main.tsx) and the server render (entry-server.tsx) share them.
 * React Router runs in its declarative mode (decision 0011): the pages fetch their own data, so
 * the data router's loaders, actions and fetchers were 16 KB (brotli) of the first load unused.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          // Home draws its own full-width sections (the hero); every other page sits in the
          // centred container.
          ...routesOf({ home: PUBLIC_PAGES.home }, "/"),
          {
            element: <ContainedPages />,
            children: [...routesOf(containedPages, "/"), { path: "*", element: <NotFoundPage /> }],
          },
        ],
      },
      {
        path: "admin",
        element: (
          <Suspense fallback={<PageLoader fullScreen />}>
            <AdminLayout />
          </Suspense>
        ),
        children: adminRoutes,
      },
    ],
  },
];

/** The page for the current location (inside a BrowserRouter or a StaticRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Whether a path is one the app has no page for (the server answers it with 404). */
export function isUnknownPath(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path === "*";
}

/**
 * Loads the lazy pages a location shows, so that the server renders them whole and the browser
 * hydrates them without suspending (the server's HTML stays until then: no second draw).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => {
      const type = (match.route.element as ReactElement | undefined)?.type as { preload?: () => Promise<unknown> };
      const handle = match.route.handle as { preload?: () => Promise<unknown> } | undefined;
      return Promise.all([type?.preload?.(), handle?.preload?.()]);
    }),
  );
}
