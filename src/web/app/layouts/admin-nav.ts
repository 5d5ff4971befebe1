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
  IconPhoto,
  IconReceiptTax,
  IconSettings,
  IconShare,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from "@tabler/icons-react";

export interface AdminNavItem {
  /** Relative to /admin; "" is the dashboard. */
  path: string;
  /** Key in the common namespace. */
  labelKey: string;
  icon: Icon;
  /** A count shown beside the entry (what waits for the staff). */
  count?: "openQuestions";
}

export const ADMIN_NAV: AdminNavItem[] = [
  { path: "", labelKey: "admin.nav.dashboard", icon: IconGauge },
  { path: "cars", labelKey: "admin.nav.cars", icon: IconCar },
  { path: "upstream", labelKey: "admin.nav.upstream", icon: IconCloudDownload },
  { path: "hero-banners", labelKey: "admin.nav.heroBanners", icon: IconPhoto },
  { path: "vehicle-requests", labelKey: "admin.nav.vehicleRequests", icon: IconTruckDelivery },
  { path: "topups", labelKey: "admin.nav.topups", icon: IconCoins },
  { path: "orders", labelKey: "admin.nav.orders", icon: IconFileInvoice },
  { path: "ports", labelKey: "admin.nav.ports", icon: IconAnchor },
  { path: "import-rules", labelKey: "admin.nav.importRules", icon: IconReceiptTax },
  { path: "users", labelKey: "admin.nav.users", icon: IconUsers },
  { path: "settings", labelKey: "admin.nav.settings", icon: IconSettings },
  { path: "translations", labelKey: "admin.nav.translations", icon: IconLanguage },
  { path: "board", labelKey: "admin.nav.board", icon: IconArticle },
  { path: "reviews", labelKey: "admin.nav.reviews", icon: IconMessageStar },
  { path: "sns", labelKey: "admin.nav.snsShares", icon: IconShare },
  { path: "withdrawals", labelKey: "admin.nav.withdrawals", icon: IconCurrencyWon },
  { path: "questions", labelKey: "admin.nav.questions", icon: IconMessageQuestion, count: "openQuestions" },
  { path: "contact-messages", labelKey: "admin.nav.contactMessages", icon: IconAddressBook },
  { path: "notifications", labelKey: "admin.nav.notifications", icon: IconBellRinging },
  { path: "visitors", labelKey: "admin.nav.visitorStats", icon: IconChartDots3 },
  { path: "audit", labelKey: "admin.nav.audit", icon: IconHistory },
  { path: "jobs", labelKey: "admin.nav.jobs", icon: IconListCheck },
];
