import {
  IconAddressBook,
  IconAnchor,
  IconBellRinging,
  IconArticle,
  IconCar,
  IconCloudDownload,
  IconCoins,
  IconFileInvoice,
  IconChartDots3,
  IconCurrencyWon,
  IconGauge,
  IconHistory,
  IconLanguage,
  IconListCheck,
  IconMessageStar,
  IconMessageQuestion,
  IconMessageReport,
  IconPhoto,
  IconReceiptTax,
  IconSettings,
  IconShare,
  IconShieldX,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from "@tabler/icons-react";
import { paths } from "../../config/paths";

export interface AdminNavItem {
  /** The page (src/shared/pages.ts). */
  to: string;
  /** Key in the common namespace. */
  labelKey: string;
  icon: Icon;
  /** A count shown beside the entry (what waits for the staff). */
  count?: "openQuestions";
}

export const ADMIN_NAV: AdminNavItem[] = [
  { to: paths.admin.home, labelKey: "admin.nav.dashboard", icon: IconGauge },
  { to: paths.admin.cars, labelKey: "admin.nav.cars", icon: IconCar },
  { to: paths.admin.upstream, labelKey: "admin.nav.upstream", icon: IconCloudDownload },
  { to: paths.admin.heroBanners, labelKey: "admin.nav.heroBanners", icon: IconPhoto },
  { to: paths.admin.vehicleRequests, labelKey: "admin.nav.vehicleRequests", icon: IconTruckDelivery },
  { to: paths.admin.topups, labelKey: "admin.nav.topups", icon: IconCoins },
  { to: paths.admin.orders, labelKey: "admin.nav.orders", icon: IconFileInvoice },
  { to: paths.admin.claims, labelKey: "admin.nav.claims", icon: IconMessageReport },
  { to: paths.admin.ports, labelKey: "admin.nav.ports", icon: IconAnchor },
  { to: paths.admin.importRules, labelKey: "admin.nav.importRules", icon: IconReceiptTax },
  { to: paths.admin.exportRestrictions, labelKey: "admin.nav.exportRestrictions", icon: IconShieldX },
  { to: paths.admin.users, labelKey: "admin.nav.users", icon: IconUsers },
  { to: paths.admin.settings, labelKey: "admin.nav.settings", icon: IconSettings },
  { to: paths.admin.translations, labelKey: "admin.nav.translations", icon: IconLanguage },
  { to: paths.admin.board, labelKey: "admin.nav.board", icon: IconArticle },
  { to: paths.admin.reviews, labelKey: "admin.nav.reviews", icon: IconMessageStar },
  { to: paths.admin.sns, labelKey: "admin.nav.snsShares", icon: IconShare },
  { to: paths.admin.withdrawals, labelKey: "admin.nav.withdrawals", icon: IconCurrencyWon },
  { to: paths.admin.questions, labelKey: "admin.nav.questions", icon: IconMessageQuestion, count: "openQuestions" },
  { to: paths.admin.contactMessages, labelKey: "admin.nav.contactMessages", icon: IconAddressBook },
  { to: paths.admin.notifications, labelKey: "admin.nav.notifications", icon: IconBellRinging },
  { to: paths.admin.visitors, labelKey: "admin.nav.visitorStats", icon: IconChartDots3 },
  { to: paths.admin.audit, labelKey: "admin.nav.audit", icon: IconHistory },
  { to: paths.admin.jobs, labelKey: "admin.nav.jobs", icon: IconListCheck },
];
