/**
 * Every internal link, made from the page table (src/shared/pages.ts): the web's links (src/web/config/paths.ts
 * adds the ones with a query) and the links of the server's emails and notifications, so a page
 * that moves moves everywhere. Paths only: the page's language (`?lang=`) is added by the web's
 * links (src/web/lib/lang-router.tsx) and by the mail templates.
 *
 * `paths.home` is "/", `paths.car(7)` is "/cars/7", `paths.me.orders` is "/me/orders".
 */
import { linksOf, PAGES } from "./pages.js";

export const paths = linksOf(PAGES);
