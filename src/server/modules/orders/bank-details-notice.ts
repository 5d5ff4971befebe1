// When the bank details printed on invoices change (invoice_bank_details, or while it is empty
// topup_bank_details), every buyer with an order in `invoiced` (an invoice still to pay) is told
// the new details and the verify page, once per change, in their language with its email. A job
// does it in chunks of buyers: each chunk's notifications and the job for the next chunk are
// written in one transaction, so a failed chunk is retried whole and a finished one never again.
import { and, asc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { invoiceReference } from "../../../shared/api/deals-statuses.js";
import type { Settings } from "../../../shared/settings.js";
import type { Core } from "../../core.js";
import { orders } from "../../db/schema/deals.js";
import { notify } from "../notifications/index.js";
import { invoiceBankDetails } from "./invoice-facts.js";

export const BANK_DETAILS_NOTICE_JOB = "orders.bank-details-notice";
/** Buyers per transaction. */
export const BANK_DETAILS_NOTICE_CHUNK = 100;

export type BankDetailsNoticeData = { details: string; afterUserId: number };

/** The reaction to stored settings: a job when the details an invoice prints really changed. */
export async function noticeBankDetailsChange(core: Core, previous: Settings, settings: Settings) {
  const before = invoiceBankDetails(previous);
  const after = invoiceBankDetails(settings);
  if (after === before || after === "") return;
  await core.jobs.send(BANK_DETAILS_NOTICE_JOB, { details: after, afterUserId: 0 } satisfies BankDetailsNoticeData);
}

/** One chunk of buyers (ids above `afterUserId`), and the job for the next chunk when there may be more. */
export async function runBankDetailsNotice(core: Core, data: BankDetailsNoticeData) {
  await core.db.transaction(async (tx) => {
    const buyers = await tx
      .selectDistinct({ userId: orders.userId })
      .from(orders)
      .where(and(eq(orders.status, "invoiced"), isNotNull(orders.userId), gt(orders.userId, data.afterUserId)))
      .orderBy(asc(orders.userId))
      .limit(BANK_DETAILS_NOTICE_CHUNK);
    const ids = buyers.map((b) => b.userId!);
    if (ids.length === 0) return;
    const rows = await tx
      .select({ id: orders.id, userId: orders.userId, code: orders.invoiceCode })
      .from(orders)
      .where(and(eq(orders.status, "invoiced"), inArray(orders.userId, ids)))
      .orderBy(asc(orders.id));
    const verifyPage = `${core.config.publicBaseUrl}/verify`;
    for (const userId of ids) {
      const own = rows.filter((r) => r.userId === userId);
      const codes = own.flatMap((r) => (r.code ? [r.code] : []));
      await notify(core, tx, {
        userId,
        kind: "bank_details_changed",
        params: {
          details: data.details,
          references: own.map((r) => invoiceReference(r.id)),
          codes,
          verifyUrl: codes.length === 1 ? `${verifyPage}/${codes[0]}` : verifyPage,
        },
      });
    }
    if (ids.length === BANK_DETAILS_NOTICE_CHUNK)
      await core.jobs.send(
        BANK_DETAILS_NOTICE_JOB,
        { details: data.details, afterUserId: ids.at(-1)! } satisfies BankDetailsNoticeData,
        { tx },
      );
  });
}
