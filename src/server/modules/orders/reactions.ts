import type { Core } from "../../core.js";
import { anonymiseOrdersOf } from "./service.js";

/** A purged account's orders stay as money records, anonymised (accounts/purge.ts runs this step). */
export function ordersReactions(core: Core) {
  core.purgeSteps.push(anonymiseOrdersOf);
}
