import { usePublicSettings } from "../../lib/public-settings";
import { paths } from "../../config/paths";

export interface MainNavItem {
  to: string;
  /** Key in the common namespace. */
  labelKey: string;
}

const HOME = { to: paths.home, labelKey: "nav.home" };
const CARS = { to: paths.cars, labelKey: "nav.cars" };
const INQUIRY = { to: paths.inquiry, labelKey: "nav.inquiry" };
const BOARD = { to: paths.board.list, labelKey: "nav.board" };
const CONTACT = { to: paths.contact, labelKey: "nav.contact" };
const COST = { to: paths.cost, labelKey: "nav.cost" };

/** The public menu; Board sits between Inquiry and Contact Us while board_enabled is on. */
export function useMainNavItems(): MainNavItem[] {
  const { data } = usePublicSettings();
  return data?.board_enabled === true
    ? [HOME, CARS, INQUIRY, BOARD, CONTACT, COST]
    : [HOME, CARS, INQUIRY, CONTACT, COST];
}
