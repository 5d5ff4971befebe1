import { languageForCountry } from "../../../shared/country-language.js";
import type { Core } from "../../core.js";
import type { DbOrTx } from "../../db/client.js";
import { enqueueMail, renderEmailLayout } from "../mail/index.js";
import { siteInfo } from "../notifications/index.js";
import { getSettingIn } from "../settings/index.js";
import { liveAdmins } from "./reads.js";

/**
 * Where the staff are emailed (buyers' questions, a ledger that does not add up): the
 * `staff_email` setting, or the first active administrator's address; null when neither exists.
 * The language is that administrator's (by country).
 */
export async function staffRecipient(
  tx: DbOrTx,
): Promise<{ email: string; lang: ReturnType<typeof languageForCountry> } | null> {
  const configured = (await getSettingIn(tx, "staff_email")).trim();
  const admins = await liveAdmins(tx);
  if (configured) {
    const admin = admins.find((a) => a.email.toLowerCase() === configured.toLowerCase());
    return { email: configured, lang: languageForCountry(admin?.country ?? admins[0]?.country) };
  }
  return admins[0] ? { email: admins[0].email, lang: languageForCountry(admins[0].country) } : null;
}

/** A daily check's findings, as its report to the staff says them. */
export type StaffReport = {
  /** The check, as the footer names it: "ledger", "payments". */
  check: string;
  heading: string;
  paragraphs: string[];
  /** The admin page to open, and its label. */
  action: { label: string; path: string };
};

/**
 * Emails a daily check's report to the staff (`staffRecipient`), in English: the staff's own
 * reading, with figures and ids that need no translation. Queued in the caller's transaction;
 * without any staff address it is only logged.
 */
export async function reportToStaff(core: Core, tx: DbOrTx, report: StaffReport): Promise<void> {
  const staff = await staffRecipient(tx);
  if (!staff) {
    core.log.warn({ check: report.check }, "a daily check found something, but there is no staff address to email");
    return;
  }
  const site = siteInfo(core);
  const body = renderEmailLayout({
    siteName: site.siteName,
    baseUrl: site.baseUrl,
    lang: "en",
    heading: report.heading,
    paragraphs: report.paragraphs,
    action: { label: report.action.label, url: `${site.baseUrl}${report.action.path}` },
    footer: `${site.siteName} — sent to the staff address by the daily ${report.check} check.`,
  });
  await enqueueMail(core, tx, {
    to: staff.email,
    subject: `[${site.siteName}] ${report.heading}`,
    html: body.html,
    text: body.text,
  });
}
