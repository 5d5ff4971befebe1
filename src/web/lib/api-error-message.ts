import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, codeForStatus } from "./api-client";

// Codes with their own sentence under `errors.codes` in common.json.
const TRANSLATED_CODES = new Set([
  "validation_error",
  "invalid_credentials",
  "account_locked",
  "account_disabled",
  "insufficient_cc",
  "not_found",
  "forbidden",
  "unauthorized",
  "rate_limited",
  "email_taken",
  "network_error",
  "server_error",
  "conflict",
  "bad_request",
  "totp_required",
  "totp_enrollment_required",
  "export_restricted",
  "export_unknown",
]);

/** A sentence in the page language for any error thrown by the API client (or anything else). */
export function getErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (TRANSLATED_CODES.has(error.code)) return t(`common:errors.codes.${error.code}`);
    const byStatus = codeForStatus(error.status);
    if (TRANSLATED_CODES.has(byStatus)) return t(`common:errors.codes.${byStatus}`);
  }
  return t("common:errors.unknown");
}

/** `getErrorMessage` bound to the current language. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation("common");
  return useCallback((error: unknown) => getErrorMessage(error, t), [t]);
}

// Validation details may name a field plainly or as a JSON pointer / body path.
function normaliseField(field: string): string {
  return field
    .replace(/^\/+/, "")
    .replace(/^body[./]/, "")
    .replace(/\//g, ".");
}

/** Field → server message, from the `details` of a 422 validation_error. */
export function getFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiError) || error.status !== 422) return result;
  if (!Array.isArray(error.details)) return result;
  for (const item of error.details as unknown[]) {
    if (item && typeof item === "object" && "field" in item) {
      const { field, message } = item as { field?: unknown; message?: unknown };
      if (typeof field === "string" && field) {
        result[normaliseField(field)] = typeof message === "string" ? message : "";
      }
    }
  }
  return result;
}
