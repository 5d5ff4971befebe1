import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useErrorMessage } from "../../../lib/api-error-message";
import { importUpstreamCars } from "../api/import-cars";
import type { ImportResult } from "../types/upstream";
import { queryKeys } from "../../../lib/query-keys";

// Small requests, so the progress bar moves and one slow car does not hold the rest.
const CHUNK = 5;

export interface ImportProgress {
  running: boolean;
  done: number;
  total: number;
  result: ImportResult;
}

const empty = (): ImportResult => ({ imported: [], skipped: [], failed: [] });

/** Imports keys a few at a time and gathers the three result lists as they come in. */
export function useChunkedImport() {
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const running = useRef(false);

  const start = useCallback(
    async (keys: string[]) => {
      if (running.current || keys.length === 0) return;
      running.current = true;
      let result = empty();
      setProgress({ running: true, done: 0, total: keys.length, result });
      for (let i = 0; i < keys.length; i += CHUNK) {
        const chunk = keys.slice(i, i + CHUNK);
        try {
          const answer = await importUpstreamCars(chunk);
          result = {
            imported: [...result.imported, ...answer.imported],
            skipped: [...result.skipped, ...answer.skipped],
            failed: [...result.failed, ...answer.failed],
          };
        } catch (error) {
          // The whole request failed (network, upstream): its cars go to the failed list.
          const message = errorMessage(error);
          result = { ...result, failed: [...result.failed, ...chunk.map((car_key) => ({ car_key, error: message }))] };
        }
        setProgress({ running: true, done: Math.min(keys.length, i + chunk.length), total: keys.length, result });
      }
      setProgress({ running: false, done: keys.length, total: keys.length, result });
      running.current = false;
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.upstream.search.all });
    },
    [errorMessage, queryClient],
  );

  return { progress, start, reset: () => setProgress(null) };
}
