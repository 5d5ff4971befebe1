/**
 * The notifications module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { notify, siteInfo } from "./service.js";
export { exportNotificationsOf } from "./data-export.js";
export { markReadByLink } from "./inbox.js";
export { renderNotification, type AlertCar } from "./templates/catalogue.js";
export { CHROME } from "./templates/chrome.js";
export { questionThreadLink } from "./templates/questions.js";
export type { Lang, SiteInfo } from "./templates/types.js";
