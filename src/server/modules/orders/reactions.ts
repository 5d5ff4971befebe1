import type { Core } from "../../core.js";
import { anonymiseOrdersOf } from "./service.js";
import { noticeBankDetailsChange } from "./bank-details-notice.js";

/** A purged account's orders stay as money records, anonymised (accounts/purge.ts runs this step). */
export function ordersReactions(core: Core) {
  core.purgeSteps.push(anonymiseOrdersOf);
  // New bank details on invoices: the buyers with an invoice to pay hear of them (once, on this instance).
  core.events.on("settingsChanged", "orders: new bank details to invoiced buyers", ({ previous, settings }) =>
    noticeBankDetailsChange(core, previous, settings),
  );
}
