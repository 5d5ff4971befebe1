import { useMutation } from "@tanstack/react-query";
import { ApiError, codeForStatus, NETWORK_ERROR } from "../../../lib/api-client";
import { saveDownload, type Download } from "../../../lib/save-download";

/** The server's download: the file's bytes and the name it gave it. */

const FALLBACK_NAME = "my-data.json";

/** The `filename="…"` of a Content-Disposition header (the server names the file; nothing to decode). */
function filenameOf(disposition: string | null): string {
  const name = disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
  return name && /^[\w.-]+$/.test(name) ? name : FALLBACK_NAME;
}

/** The contract's error body of a failed answer, as the API client's error. */
async function errorOf(response: Response): Promise<ApiError> {
  let error: { code?: unknown; message?: unknown; details?: unknown } | undefined;
  try {
    error = ((await response.json()) as { error?: typeof error }).error;
  } catch {
    error = undefined;
  }
  return new ApiError(
    response.status,
    typeof error?.code === "string" ? error.code : codeForStatus(response.status),
    typeof error?.message === "string" ? error.message : response.statusText || "Request failed",
    error?.details,
  );
}

/**
 * Everything the service keeps about me (GET /api/users/me/export), as the JSON file the server
 * names. Read as a Blob, not parsed: the file is saved as it came.
 */
export async function exportMyData(): Promise<Download> {
  let response: Response;
  try {
    response = await fetch("/api/users/me/export", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch (cause) {
    throw new ApiError(0, NETWORK_ERROR, "Network error", cause);
  }
  if (!response.ok) throw await errorOf(response);
  return { blob: await response.blob(), filename: filenameOf(response.headers.get("content-disposition")) };
}

/** Downloads my data and saves it as a file. */
export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData, onSuccess: saveDownload });
}
