import { useQuery } from "@tanstack/react-query";
import { modelsOfMaker, DEFAULT_TRANSLATIONS } from "../../../shared/vehicle-terms";
import { api } from "../api-client";
import { queryKeys } from "../query-keys";

// The catalogue's own makers and models (as stored, in Korean) merged with the dictionary's,
// so that a maker with no car listed yet can still be chosen for alerts.
const DICTIONARY_MAKERS = [...new Set(DEFAULT_TRANSLATIONS.filter((e) => e.category === "maker").map((e) => e.ko))];

/** The answer of `load`, or nothing when the catalogue cannot say. */
async function orNone<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch {
    return [];
  }
}

export function useMakerOptions() {
  return useQuery({
    queryKey: queryKeys.promo.makers,
    queryFn: async () => {
      const listed = (await orNone(() => api.get("/api/cars/makers"))).map((m) => m.maker);
      return [...new Set([...listed, ...DICTIONARY_MAKERS])];
    },
    staleTime: 30 * 60_000,
  });
}

export function useModelOptions(maker: string | null) {
  return useQuery({
    queryKey: queryKeys.promo.models(maker),
    enabled: !!maker,
    queryFn: async () => {
      const listed = (await orNone(() => api.get("/api/cars/models", { query: { maker: maker! } }))).map(
        (m) => m.model,
      );
      return [...new Set([...listed, ...modelsOfMaker(maker!)])];
    },
    staleTime: 30 * 60_000,
  });
}
