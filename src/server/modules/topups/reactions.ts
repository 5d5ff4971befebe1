import type { Core } from "../../core.js";
import { anonymiseTopupsOf } from "./service.js";

/** A purged account's top-ups stay as money records, anonymised (accounts/purge.ts runs this step). */
export function topupsReactions(core: Core) {
  core.purgeSteps.push(anonymiseTopupsOf);
}
