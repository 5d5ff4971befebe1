/**
 * The mail module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { enqueueMail, enqueueMails } from "./service.js";
export { escapeHtml, renderEmailLayout } from "./layout.js";
export type { OutgoingMail } from "./transport.js";
export { mailBodyStore } from "./mail-bodies.js";
