/**
 * The visitors module's entry point: what other modules may use of it (the rule
 * "no-reach-into-module" in .dependency-cruiser.mjs). Its other files are its own.
 */
export { forgetVisitorUser, installationSecret, visitorCounts } from "./service.js";
export { visitorSecretStore } from "./visitor-identity.js";
export { exportVisitsOf } from "./data-export.js";
export { countriesOfAddresses } from "./places.js";
export { normalizeAddress } from "./visitor-identity.js";
