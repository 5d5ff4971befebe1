import { usePublicSettings } from "../../lib/public-settings";

export interface MainNavItem {
  to: string;
  /** Key in the common namespace. */
  labelKey: string;
}

const HOME = { to: "/", labelKey: "nav.home" };
const CARS = { to: "/cars", labelKey: "nav.cars" };
const INQUIRY = { to: "/inquiry", labelKey: "nav.inquiry" };
const BOARD = { to: "/board", labelKey: "nav.board" };
const CONTACT = { to: "/contact", labelKey: "nav.contact" };
const COST = { to: "/cost", labelKey: "nav.cost" };

/** The public menu; Board sits between Inquiry and Contact Us while board_enabled is on. */
export function useMainNavItems(): MainNavItem[] {
  const { data } = usePublicSettings();
  return data?.board_enabled === true
    ? [HOME, CARS, INQUIRY, BOARD, CONTACT, COST]
    : [HOME, CARS, INQUIRY, CONTACT, COST];
}
