import type { Core } from "../../core.js";
import { anonymiseOrdersOf } from "./service.js";
import { anonymiseClaimsOf } from "./claims.js";
import { noticeBankDetailsChange } from "./bank-details-notice.js";

/**
 * A purged account's orders and claims stay as money records, anonymised (accounts/purge.ts runs
 * these steps); their payments and refunds name only the order, and stay exactly as written.
 */
export function ordersReactions(core: Core) {
  core.purgeSteps.push(anonymiseOrdersOf);
  core.purgeSteps.push(anonymiseClaimsOf);
  // New bank details on invoices: the buyers with an invoice to pay hear of them (once, on this instance).
  core.events.on("settingsChanged", "orders: new bank details to invoiced buyers", ({ previous, settings }) =>
    noticeBankDetailsChange(core, previous, settings),
  );
}
