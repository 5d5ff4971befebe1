// The books checked: every balance against the sum of its ledger entries. The ledger is
// append-only in the database, but a balance is a column anyone with SQL can set; a balance that
// its entries do not explain is money that moved without a record (or a record tampered with
// by someone who could drop the trigger).
import { sql } from "drizzle-orm";
import { milliToCc } from "../../../shared/cc.js";
import type { LedgerReconciliation } from "../../../shared/api/users.js";
import type { Core } from "../../core.js";
import { queryRows } from "../../lib/sql.js";
import { reportToStaff, type StaffReport } from "./staff.js";

type MismatchRow = { user_id: number; kind: "cc" | "cash_cc"; balance: string; ledger_sum: string };

/**
 * Compares both balances of every account with its ledger, from one snapshot (a repeatable-read
 * transaction, so a payment committing meanwhile is seen whole or not at all). Purged accounts'
 * entries name no account any more and are left out. One aggregate over the ledger: at 100,000
 * users and a million entries, a second or so of the database's time, once a day.
 */
export async function reconcileLedger(core: Pick<Core, "db">): Promise<LedgerReconciliation> {
  return core.db.transaction(
    async (tx) => {
      const [{ users_checked }] = await queryRows<{ users_checked: number }>(
        tx,
        sql`select count(*)::int as users_checked from users`,
      );
      const rows = await queryRows<MismatchRow>(
        tx,
        sql`with sums as (
              select user_id,
                     coalesce(sum(amount) filter (where account = 'cc'), 0) as cc,
                     coalesce(sum(amount) filter (where account = 'cash_cc'), 0) as cash_cc
              from cc_ledger where user_id is not null group by user_id
            )
            select u.id as user_id, k.kind, k.balance::text as balance, k.ledger_sum::text as ledger_sum
            from users u
            left join sums s on s.user_id = u.id
            cross join lateral (values
              ('cc', u.cc_balance, coalesce(s.cc, 0)),
              ('cash_cc', u.cash_cc_balance, coalesce(s.cash_cc, 0))
            ) k(kind, balance, ledger_sum)
            where k.balance <> k.ledger_sum
            order by u.id, k.kind`,
      );
      return {
        users_checked,
        mismatches: rows.map((r) => ({
          user_id: r.user_id,
          kind: r.kind,
          balance: milliToCc(Number(r.balance)),
          ledger_sum: milliToCc(Number(r.ledger_sum)),
        })),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The most mismatches one email lists; the admin API lists them all. */
const EMAILED_MISMATCHES = 50;

/**
 * The daily job: reconciles, and when anything differs emails the staff (staff_email, else the
 * first administrator) with the accounts concerned. Nothing is sent while the books agree.
 */
export async function reconcileAndReport(core: Core): Promise<LedgerReconciliation> {
  const result = await reconcileLedger(core);
  if (result.mismatches.length === 0) return result;
  core.log.error({ mismatches: result.mismatches.length }, "ledger reconciliation: balances differ from their ledgers");
  await core.db.transaction((tx) => reportToStaff(core, tx, mismatchReport(result)));
  return result;
}

/** What the ledger check tells the staff: the accounts whose balance differs from their ledger. */
function mismatchReport(result: LedgerReconciliation): StaffReport {
  const n = result.mismatches.length;
  const heading = `Ledger check: ${n} balance${n === 1 ? "" : "s"} do${n === 1 ? "es" : ""} not match the ledger`;
  const lines = result.mismatches
    .slice(0, EMAILED_MISMATCHES)
    .map(
      (m) =>
        `User #${m.user_id}, ${m.kind === "cc" ? "CC" : "cash CC"}: balance ${m.balance}, ledger entries add up to ${m.ledger_sum} (difference ${Number((m.balance - m.ledger_sum).toFixed(3))}).`,
    );
  const more = n > EMAILED_MISMATCHES ? [`…and ${n - EMAILED_MISMATCHES} more.`] : [];
  return {
    check: "ledger",
    heading,
    paragraphs: [
      `The daily check compared the balances of ${result.users_checked} accounts with their CC ledgers. These differ: money moved without a ledger entry, or a balance was changed by hand.`,
      ...lines,
      ...more,
      "Nothing was corrected automatically. Look at each account's ledger in the admin area; a correction is a new ledger entry (an adjustment), never an edit.",
    ],
    action: { label: "Open the admin area", path: "/admin/users" },
  };
}
