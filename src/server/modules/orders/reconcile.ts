// The daily check of the buyers' money (api.md "The buyer's money, protected"), the payments'
// sibling of the ledger's reconciliation (accounts/reconcile.ts): orders whose refunds exceed
// their payments (the service refuses that, so only SQL could have done it), and cancelled orders
// that still hold money `ship_within_days` after their cancellation (a refund forgotten). The
// staff are emailed on a finding; nothing is corrected automatically.
import { sql } from "drizzle-orm";
import type { Core } from "../../core.js";
import { queryRows } from "../../lib/sql.js";
import { reportToStaff, type StaffReport } from "../accounts/index.js";
import { getSettingIn } from "../settings/index.js";
import { fromCents } from "../../../shared/price-chain/index.js";

export type PaymentsFinding =
  | { kind: "refunds_exceed_payments"; order_id: number; paid_usd: number; refunded_usd: number }
  | { kind: "cancelled_still_holding"; order_id: number; held_usd: number; cancelled_at: string };

type Row = { order_id: number; paid: string; refunded: string; status: string; cancelled_at: Date | null };

/** Reads every order with money records in one snapshot, and names those that need the staff. */
export async function checkPayments(core: Pick<Core, "db">): Promise<PaymentsFinding[]> {
  return core.db.transaction(
    async (tx) => {
      const days = await getSettingIn(tx, "ship_within_days");
      const rows = await queryRows<Row>(
        tx,
        sql`with paid as (select order_id, sum(amount_cents) as cents from order_payments group by order_id),
                 refunded as (select order_id, sum(amount_cents) as cents from order_refunds group by order_id),
                 money as (
                   select coalesce(p.order_id, r.order_id) as order_id,
                          coalesce(p.cents, 0) as paid, coalesce(r.cents, 0) as refunded
                   from paid p full join refunded r on r.order_id = p.order_id
                 )
            select m.order_id, m.paid::text as paid, m.refunded::text as refunded, o.status,
                   (select max(e.created_at) from order_events e
                     where e.order_id = o.id and e.status = 'cancelled') as cancelled_at
            from money m join orders o on o.id = m.order_id
            where m.refunded > m.paid
               or (o.status = 'cancelled' and m.paid > m.refunded)
            order by m.order_id`,
      );
      const cutoff = Date.now() - days * 24 * 3_600_000;
      const findings: PaymentsFinding[] = [];
      for (const r of rows) {
        const paid = Number(r.paid);
        const refunded = Number(r.refunded);
        if (refunded > paid)
          findings.push({
            kind: "refunds_exceed_payments",
            order_id: r.order_id,
            paid_usd: fromCents(paid),
            refunded_usd: fromCents(refunded),
          });
        else if (r.cancelled_at !== null && new Date(r.cancelled_at).getTime() <= cutoff)
          findings.push({
            kind: "cancelled_still_holding",
            order_id: r.order_id,
            held_usd: fromCents(paid - refunded),
            cancelled_at: new Date(r.cancelled_at).toISOString(),
          });
      }
      return findings;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The most findings one email lists. */
const EMAILED_FINDINGS = 50;

/** The daily job: checks, and when anything is found emails the staff with the orders concerned. */
export async function checkPaymentsAndReport(core: Core): Promise<PaymentsFinding[]> {
  const findings = await checkPayments(core);
  if (findings.length === 0) return findings;
  core.log.error({ findings: findings.length }, "payments check: orders need the staff");
  await core.db.transaction((tx) => reportToStaff(core, tx, findingsReport(findings)));
  return findings;
}

/** What the payments check tells the staff: the orders concerned, by order number. */
function findingsReport(findings: PaymentsFinding[]): StaffReport {
  const n = findings.length;
  const heading = `Payments check: ${n} order${n === 1 ? " needs" : "s need"} attention`;
  const lines = findings
    .slice(0, EMAILED_FINDINGS)
    .map((f) =>
      f.kind === "refunds_exceed_payments"
        ? `Order #${f.order_id}: refunds of ${f.refunded_usd} USD exceed its payments of ${f.paid_usd} USD.`
        : `Order #${f.order_id}: cancelled on ${f.cancelled_at.slice(0, 10)} and still holds ${f.held_usd} USD of the buyer's money.`,
    );
  const more = n > EMAILED_FINDINGS ? [`…and ${n - EMAILED_FINDINGS} more.`] : [];
  return {
    check: "payments",
    heading,
    paragraphs: [
      "The daily check compared every order's payments with its refunds.",
      ...lines,
      ...more,
      "Nothing was corrected automatically. A refund exceeding the payments was written outside the site (the site refuses it); a cancelled order's money is sent back with a refund in Admin → Orders.",
    ],
    action: { label: "Open Admin → Orders", path: "/admin/orders" },
  };
}
