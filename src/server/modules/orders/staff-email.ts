// The staff's emails about a buyer's money: a refund asked for, a claim filed (api.md "The buyer's
// money, protected": `staff_email`, or the first admin while it is empty), in their language.
import type { Core } from "../../core.js";
import type { Tx } from "../../db/client.js";
import { staffRecipient } from "../accounts/index.js";
import { enqueueMail } from "../mail/index.js";
import { renderNotification, siteInfo } from "../notifications/index.js";

/** Emails the staff (staff_email, else the first admin) a rendered staff template, in their language. */
export async function emailStaff<K extends "refund_request_received" | "claim_filed">(
  core: Core,
  tx: Tx,
  kind: K,
  params: Parameters<typeof renderNotification<K>>[2],
) {
  const staff = await staffRecipient(tx);
  if (!staff) {
    core.log.warn({ kind }, "no staff address to email");
    return;
  }
  const r = renderNotification(kind, staff.lang, params, siteInfo(core));
  await enqueueMail(core, tx, { to: staff.email, subject: r.title, html: r.html, text: r.text });
}
