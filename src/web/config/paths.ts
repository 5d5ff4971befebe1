/**
 * Every internal path of the web app: the site's pages (src/shared/paths.ts, shared with the
 * server's email and notification links) and the links that carry a query. Links built from these
 * keep the page's `?lang=` through src/web/lib/lang-router.tsx's Link and useNavigate. Two builders
 * with rules of their own live beside their code, on this table: loginPath (src/web/lib/session)
 * and comparePath (src/web/lib/compare).
 */
import { paths as pages } from "../../shared/paths";

export const paths = {
  ...pages,
  /** The cost calculator, opened on a car's price. */
  costOf: (car: { id: number; price_krw: number }) => `${pages.cost}?price_krw=${car.price_krw}&car_id=${car.id}`,
  /** Registration, with the referral code of the link the visitor came by. */
  registerWith: (ref: string | null | undefined) =>
    ref ? `${pages.register}?ref=${encodeURIComponent(ref)}` : pages.register,
  /** The forgotten-password page, with the address already typed. */
  forgotPasswordFor: (email: string) => `${pages.forgotPassword}?email=${encodeURIComponent(email)}`,
  /** An admin list opened on one status (src/web/components/use-status-filter.ts). */
  adminWithStatus: (list: "topups" | "questions" | "orders" | "claims", status: string) =>
    `${pages.admin[list]}?status=${status}`,
} as const;
