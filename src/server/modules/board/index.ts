/**
 * The board module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { boardEnabled, peekPost, postsForSitemap } from "./service.js";
export { exportBoardPostsOf } from "./data-export.js";
export { firstImageSrc, htmlToText } from "./sanitize.js";
