import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";
import type { Language } from "../lib/i18n";

/** What the server render leaves in the page (`<script type="application/json" id="ssr-state">`) for the browser. */
export interface SsrState {
  lang: Language;
  /** The texts of the namespaces the page used, in its language. */
  resources: Record<string, Record<string, unknown>>;
  /** Whether the server drew the wide-screen layout (guessed from the User-Agent). */
  desktop: boolean;
  /** The query cache, with each error as plain fields (see `plainError`). */
  queries: DehydratedState;
}

type PlainError = { apiError: true; status: number; code: string; message: string; details: unknown };

/** An error as JSON can carry it (an Error's own fields are not enumerable). */
export function plainError(error: unknown): PlainError {
  if (error instanceof ApiError)
    return { apiError: true, status: error.status, code: error.code, message: error.message, details: error.details };
  return { apiError: true, status: 0, code: "server_error", message: String(error), details: null };
}

/**
 * Fills the browser's query cache with the server's answers, as fresh as the page (the server's
 * page cache is cleared when they change), and each error as the ApiError the pages test for.
 * A query that failed on the server is not retried on mount: the page shows what the server drew.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  for (const query of state.queries) {
    const error = query.state.error as PlainError | null;
    if (error?.apiError) {
      query.state.error = new ApiError(error.status, error.code, error.message, error.details) as never;
      query.state.errorUpdatedAt = now;
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
  }
  hydrate(client, state);
}
