import type { Language } from "../i18n";
import { formatWholeMoney, formatWon } from "../format";
import type { ImportRuleCurrency as RulesCurrency } from "../../../shared/import-rules";

/**
 * An amount in the currency the import rules are written in ("₮1,234,000", "€2,310", "₩3,200,000"):
 * whole units, the currency's own sign, as the site writes prices.
 */
export function formatRulesMoney(amount: number, currency: RulesCurrency, lang: Language): string {
  if (currency === "KRW") return formatWon(Math.round(amount), lang);
  return formatWholeMoney(Math.round(amount), currency, lang);
}
