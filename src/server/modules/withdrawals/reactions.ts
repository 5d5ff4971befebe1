import type { Core } from "../../core.js";
import { anonymiseWithdrawalsOf } from "./service.js";

/** A purged account's withdrawals stay as money records, anonymised (accounts/purge.ts runs this step). */
export function withdrawalsReactions(core: Core) {
  core.purgeSteps.push(anonymiseWithdrawalsOf);
}
