import { ApiError } from "../../../lib/api-client";

/** The `details` entry of a 422 that names `field`, if any. */
export function fieldDetail(error: unknown, field: string): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return undefined;
  return (error.details as unknown[]).find(
    (d): d is Record<string, unknown> => !!d && typeof d === "object" && (d as { field?: unknown }).field === field,
  );
}
