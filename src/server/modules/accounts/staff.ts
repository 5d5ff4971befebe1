import { and, eq, isNull } from "drizzle-orm";
import { languageForCountry } from "../../../shared/country-language.js";
import type { DbOrTx } from "../../db/client.js";
import { users } from "../../db/schema/users.js";
import { getSettingIn } from "../settings/index.js";

/**
 * Where the staff are emailed (buyers' questions, a ledger that does not add up): the
 * `staff_email` setting, or the first active administrator's address; null when neither exists.
 * The language is that administrator's (by country).
 */
export async function staffRecipient(
  tx: DbOrTx,
): Promise<{ email: string; lang: ReturnType<typeof languageForCountry> } | null> {
  const configured = (await getSettingIn(tx, "staff_email")).trim();
  const admins = await tx
    .select({ email: users.email, country: users.country })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true), isNull(users.deletedAt)))
    .orderBy(users.id);
  if (configured) {
    const admin = admins.find((a) => a.email.toLowerCase() === configured.toLowerCase());
    return { email: configured, lang: languageForCountry(admin?.country ?? admins[0]?.country) };
  }
  return admins[0] ? { email: admins[0].email, lang: languageForCountry(admins[0].country) } : null;
}
