import type { TFunction } from "i18next";
import type { Settings as AdminSettings } from "../../../../shared/api/settings";
import { SNS_PLATFORMS, SYNC_MAX_PER_RUN_LIMIT } from "../../../../shared/settings";

type SettingKey = Extract<keyof AdminSettings, string>;

export type FieldSpec =
  | { key: SettingKey; kind: "switch" }
  | {
      key: SettingKey;
      kind: "number";
      /** Decimal places accepted; 0 means a whole number. */
      decimals: number;
      min: number;
      max?: number;
      step?: number;
    }
  | { key: SettingKey; kind: "time" }
  | { key: SettingKey; kind: "text"; maxLength: number }
  | { key: SettingKey; kind: "platforms" };

export interface SettingsSection {
  /** Key under settings.sections in common.json. */
  id: "catalogue" | "board" | "availability" | "sync" | "sns" | "cost" | "deals";
  fields: FieldSpec[];
}

export const SETTINGS_SECTIONS: SettingsSection[] = [
  {
    id: "catalogue",
    fields: [
      { key: "cc_per_banner_view", kind: "number", decimals: 3, min: 0, step: 0.1 },
      { key: "show_dealer_comment", kind: "switch" },
    ],
  },
  { id: "board", fields: [{ key: "board_enabled", kind: "switch" }] },
  {
    id: "availability",
    fields: [
      { key: "availability_check_enabled", kind: "switch" },
      { key: "availability_check_time", kind: "time" },
    ],
  },
  {
    id: "sync",
    fields: [
      { key: "sync_enabled", kind: "switch" },
      { key: "sync_time", kind: "time" },
      { key: "sync_max_per_run", kind: "number", decimals: 0, min: 0, max: SYNC_MAX_PER_RUN_LIMIT, step: 10 },
    ],
  },
  {
    id: "sns",
    fields: [
      { key: "sns_campaign_enabled", kind: "switch" },
      { key: "sns_reward_cc", kind: "number", decimals: 3, min: 0, step: 0.1 },
      { key: "sns_platforms", kind: "platforms" },
      { key: "sns_max_per_user", kind: "number", decimals: 0, min: 0, step: 1 },
    ],
  },
  {
    id: "cost",
    fields: [
      { key: "usd_krw_rate", kind: "number", decimals: 2, min: 0, step: 1 },
      { key: "domestic_export_customs_krw", kind: "number", decimals: 0, min: 0, step: 10_000 },
      { key: "cost_inland_transport_krw", kind: "number", decimals: 0, min: 0, step: 10_000 },
      { key: "cost_shipping_usd", kind: "number", decimals: 2, min: 0, step: 50 },
      { key: "cost_insurance_percent", kind: "number", decimals: 3, min: 0, max: 100, step: 0.1 },
      { key: "cost_agency_fee_krw", kind: "number", decimals: 0, min: 0, step: 10_000 },
    ],
  },
  {
    id: "deals",
    fields: [
      { key: "topup_min_cc", kind: "number", decimals: 3, min: 0, step: 1 },
      { key: "topup_max_cc", kind: "number", decimals: 3, min: 0, step: 100 },
      { key: "cc_price_usd", kind: "number", decimals: 2, min: 0.01, step: 0.1 },
      { key: "topup_bank_details", kind: "text", maxLength: 2000 },
      { key: "staff_email", kind: "text", maxLength: 254 },
      { key: "reservation_days", kind: "number", decimals: 0, min: 1, max: 90, step: 1 },
      { key: "ship_within_days", kind: "number", decimals: 0, min: 0, max: 365, step: 1 },
      { key: "claim_window_days", kind: "number", decimals: 0, min: 0, max: 365, step: 1 },
      { key: "mnt_krw_rate", kind: "number", decimals: 4, min: 0.0001, step: 0.01 },
      { key: "rub_krw_rate", kind: "number", decimals: 4, min: 0.0001, step: 0.1 },
      { key: "eur_krw_rate", kind: "number", decimals: 4, min: 0.0001, step: 1 },
      { key: "seller_legal_name", kind: "text", maxLength: 200 },
      { key: "seller_address", kind: "text", maxLength: 1000 },
      { key: "invoice_bank_details", kind: "text", maxLength: 2000 },
      { key: "port_of_loading", kind: "text", maxLength: 200 },
    ],
  },
];

export const FIELD_SPECS: FieldSpec[] = SETTINGS_SECTIONS.flatMap((section) => section.fields);
export const FIELD_KEYS = new Set<string>(FIELD_SPECS.map((spec) => spec.key));

/** NumberInput hands back a string while empty or half typed. */
export type FieldValue = boolean | number | string | string[];
export type SettingsFormValues = Record<string, FieldValue>;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function toFormValues(settings: AdminSettings): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const spec of FIELD_SPECS) {
    const value = settings[spec.key];
    if (spec.kind === "switch") values[spec.key] = value === true;
    else if (spec.kind === "platforms") values[spec.key] = Array.isArray(value) ? [...value] : [];
    else if (spec.kind === "time") values[spec.key] = typeof value === "string" ? value.slice(0, 5) : "";
    else if (spec.kind === "text") values[spec.key] = typeof value === "string" ? value : "";
    else values[spec.key] = typeof value === "number" ? value : "";
  }
  return values;
}

export function toApiValue(spec: FieldSpec, value: FieldValue): unknown {
  if (spec.kind !== "number") return value;
  // Rounded to the accepted places so float noise never reaches the server.
  return Number(Number(value).toFixed(spec.decimals));
}

function validateNumber(spec: Extract<FieldSpec, { kind: "number" }>, value: FieldValue, t: TFunction): string | null {
  if (value === "" || value === null || value === undefined) return t("settings.validation.required");
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return t("settings.validation.number");
  if (spec.decimals === 0 && !Number.isInteger(number)) return t("settings.validation.integer");
  if (number < spec.min) return t("settings.validation.min", { min: spec.min });
  if (spec.max !== undefined && number > spec.max) {
    return t("settings.validation.max", { max: spec.max });
  }
  return null;
}

/** Client-side checks mirroring the server's, with messages in the page language. */
export function validateSettings(values: SettingsFormValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const spec of FIELD_SPECS) {
    const value = values[spec.key];
    let error: string | null = null;
    if (spec.kind === "number") error = validateNumber(spec, value, t);
    else if (spec.kind === "time" && !TIME_PATTERN.test(String(value))) {
      error = t("settings.validation.time");
    } else if (
      spec.kind === "platforms" &&
      !(Array.isArray(value) && value.every((p) => (SNS_PLATFORMS as readonly string[]).includes(p)))
    ) {
      error = t("settings.validation.platforms");
    }
    if (error) errors[spec.key] = error;
  }
  return errors;
}
