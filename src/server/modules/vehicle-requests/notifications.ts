// The vehicle-request notifications, through the notification templates (user's language;
// the recommendation is always English and mentions the 1 CC review reward).
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { mailCarOf, type CarRow } from "../cars/index.js";
import { notify } from "../notifications/index.js";
import type { PatchStatus } from "../../../shared/api/vehicle-requests.js";
import { paths } from "../../../shared/paths.js";

type RequestInfo = { id: number; maker: string; model: string | null; adminNote: string | null };

/** Where the requester follows their requests and writes the review. */
export const REQUESTS_LINK = paths.inquiry;

const vehicleOf = (r: RequestInfo) => [r.maker, r.model].filter(Boolean).join(" ");

/** Tells the requester that an administrator changed the status of the request. */
export async function notifyStatusChange(core: Core, tx: Tx, userId: number, status: PatchStatus, r: RequestInfo) {
  await notify(core, tx, {
    userId,
    kind: "request_status",
    params: { status, requestId: r.id, vehicle: vehicleOf(r), note: r.adminNote },
    link: REQUESTS_LINK,
  });
}

/**
 * The recommendation notification (English, with the 1 CC review reward); it names the
 * cars, and its email shows each with its photo and a link to its page.
 */
export async function notifyRecommendation(
  core: Core,
  tx: Tx,
  userId: number,
  r: RequestInfo,
  recommended: CarRow[],
  note: string | null,
) {
  const cars = recommended.map(mailCarOf);
  await notify(core, tx, {
    userId,
    kind: "recommendation",
    params: { requestId: r.id, cars, note },
    link: REQUESTS_LINK,
  });
}
