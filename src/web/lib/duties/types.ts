// PROVISIONAL: the contract's shapes (api.md "Door to door") until src/shared/api/import-rules.ts
// lands from the API branch; then these come from there.
import type { CarDetail as BaseCarDetail } from "../../../shared/api/cars";

export type RulesCurrency = "KRW" | "USD" | "MNT" | "RUB" | "EUR";
export type ComponentWhen = {
  min_age?: number;
  max_age?: number;
  min_cc?: number;
  max_cc?: number;
  fuels?: string[];
};
export type ImportComponent = {
  name: { en: string; ko: string; mn: string; ru: string };
  kind: "percent" | "per_cc" | "fixed";
  when?: ComponentWhen;
  rate?: number;
  of?: "value" | "value_and_above";
  min_per_cc?: number;
  amount?: number;
};
export type ImportRules = {
  country: string;
  currency: RulesCurrency;
  as_of: string;
  source: string;
  max_age: number | null;
  components: ImportComponent[];
};
export type ImportRulesBody = Omit<ImportRules, "country">;
export type Duties = {
  country: string;
  currency: RulesCurrency;
  as_of: string;
  source: string;
  eligible: boolean;
  reasons: "max_age"[];
  customs_value: number;
  items: { name: string; amount: number; amount_usd: number }[];
  total: number;
  total_usd: number;
  door_total_usd: number;
  door_total: { KRW: number; USD: number; MNT: number; RUB: number };
};
export type DutiesUnavailable = "no_port" | "no_rules" | "displacement_unknown";
export type CarDetail = BaseCarDetail & { duties?: Duties | null; duties_unavailable?: DutiesUnavailable };
