import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../lib/sql.js";
import { NOTHING_DONE, addOutcomes, resealEach, type SealedStore } from "../../lib/secrets/sealed-store.js";
import type { SecretBox } from "../../lib/secrets/secret-box.js";
import type { OutgoingMail } from "./transport.js";

/**
 * An email as its job keeps it in the queue (pgboss.job.data, kept there for days after it is
 * sent): the recipient and subject in the clear (the logs and Admin → Jobs name them), the body
 * and headers sealed, for that recipient, since they carry reset links, sign-up codes and
 * unsubscribe tokens. Jobs queued by an earlier version hold the body in the clear; they are sent
 * as they are and sealed at the next start.
 */
export type QueuedMail = Omit<OutgoingMail, "html" | "text" | "headers"> &
  ({ sealed: string } | Pick<OutgoingMail, "html" | "text" | "headers">);

type Body = Pick<OutgoingMail, "html" | "text" | "headers">;

const context = (to: string) => `mail-send:${to}`;

export function sealMail(box: SecretBox, mail: OutgoingMail): QueuedMail {
  const { html, text, headers, ...envelope } = mail;
  const body: Body = { html, text, ...(headers ? { headers } : {}) };
  return { ...envelope, sealed: box.seal(JSON.stringify(body), context(mail.to)) };
}

export function openMail(box: SecretBox, queued: QueuedMail): OutgoingMail {
  if (!("sealed" in queued)) return queued;
  const { sealed, ...envelope } = queued;
  const body = JSON.parse(box.open(sealed, context(queued.to))) as Body;
  return { ...envelope, ...body };
}

type JobRow = { id: string; data: Record<string, unknown> };

const PAGE = 500;

/** The queued emails of pgboss.job, a page at a time after `afterId`: only those a pass must look at. */
async function jobPage(db: Db, afterId: string, box: SecretBox, rotate: boolean): Promise<JobRow[]> {
  return queryRows<JobRow>(
    db,
    sql`select id::text, data from pgboss.job
         where name = 'mail-send' and id > ${afterId}::uuid
           and (data ? 'html' or (${rotate} and data ? 'sealed' and split_part(data->>'sealed', ':', 2) <> ${box.keyId}))
         order by id limit ${PAGE}`,
  );
}

const NO_UUID = "00000000-0000-0000-0000-000000000000";

/**
 * The bodies of queued and kept emails. Not checked at start (an email sealed under a lost key
 * fails alone, at once and for good, and nothing else depends on it); sealed at the first start and
 * sealed again by the rotation, in pages. A body no key opens is forgotten by deleting its job.
 */
export const mailBodyStore: SealedStore = {
  label: "queued email bodies",
  checkedAtStart: false,
  async keyIds(db: Db) {
    if (!(await hasJobTable(db))) return {};
    const rows = await queryRows<{ key_id: string; n: number }>(
      db,
      sql`select split_part(data->>'sealed', ':', 2) as key_id, count(*)::int as n
            from pgboss.job where name = 'mail-send' and data ? 'sealed' group by 1`,
    );
    return Object.fromEntries(rows.map((r) => [r.key_id, Number(r.n)]));
  },
  async reseal(db: Db, box: SecretBox, options) {
    if (!(await hasJobTable(db))) return NOTHING_DONE;
    let total = NOTHING_DONE;
    let after = NO_UUID;
    for (;;) {
      const rows = await jobPage(db, after, box, options.rotate);
      if (rows.length === 0) return total;
      after = rows[rows.length - 1]!.id;
      const same = (row: JobRow) =>
        sql`id = ${row.id}::uuid and name = 'mail-send' and data = ${JSON.stringify(row.data)}::jsonb`;
      const outcome = await resealEach(rows, box, options, {
        value: (row) => {
          if (typeof row.data.sealed === "string") return row.data.sealed;
          const { html, text, headers } = row.data as Body;
          return JSON.stringify({ html, text, ...(headers ? { headers } : {}) });
        },
        context: (row) => context(String(row.data.to)),
        write: async (row, sealed) => {
          const { html: _h, text: _t, headers: _x, ...rest } = row.data;
          const data = JSON.stringify({ ...rest, sealed });
          const done = await queryRows(
            db,
            sql`update pgboss.job set data = ${data}::jsonb where ${same(row)} returning id`,
          );
          return done.length > 0;
        },
        forget: async (row) =>
          (await queryRows(db, sql`delete from pgboss.job where ${same(row)} and state <> 'active' returning id`))
            .length > 0,
      });
      total = addOutcomes(total, outcome);
      if (rows.length < PAGE) return total;
    }
  },
};

async function hasJobTable(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(db, sql`select to_regclass('pgboss.job') is not null as found`);
  return Boolean(row?.found);
}
