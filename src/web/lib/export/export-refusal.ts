import { ApiError } from "../api-client";
import type { ExportRefusalReason } from "../../../shared/api/export-restrictions";
import type { Lang } from "../../../shared/api/constants";

/**
 * A purchase's or an order's port refused because the car may not (or may not be known to) leave
 * Korea for that port's country (api.md "The truth at the border"): its reasons, each in `lang`,
 * with their source. Null for any other error.
 */
export function exportRefusalOf(error: unknown, lang: Lang): { reasons: string[]; sources: string[] } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  if (error.code !== "export_restricted" && error.code !== "export_unknown") return null;
  const details = (error.details ?? {}) as { reasons?: ExportRefusalReason[] };
  const reasons = Array.isArray(details.reasons) ? details.reasons : [];
  return {
    reasons: reasons.map((r) => r.reason?.[lang] ?? r.text),
    sources: [...new Set(reasons.map((r) => r.source).filter(Boolean))],
  };
}
