import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TermCategory } from "../../../../shared/vehicle-terms";
import { api } from "../../../lib/api-client";
import type { Translation, TranslationCreateBody } from "../../../../shared/api/translations";
import { queryKeys } from "../../../lib/query-keys";

export type { Translation };

/** What the form sends: a term in one of the categories (TERM_CATEGORIES) in each language. */
export type TranslationInput = TranslationCreateBody;

export interface TranslationsQuery {
  category: TermCategory | null;
  q: string;
  page: number;
  pageSize: number;
}

export function useAdminTranslations(query: TranslationsQuery) {
  return useQuery({
    queryKey: queryKeys.admin.translations.list(query),
    queryFn: () =>
      api.get("/api/admin/translations", {
        query: { category: query.category, q: query.q.trim(), page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

function useTranslationsMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.translations.all }),
  });
}

export const useCreateTranslation = () =>
  useTranslationsMutation((input: TranslationInput) => api.post("/api/admin/translations", { body: input }));

export const useUpdateTranslation = () =>
  useTranslationsMutation(({ id, patch }: { id: number; patch: Partial<TranslationInput> }) =>
    api.patch("/api/admin/translations/{translation_id}", { path: { translation_id: id }, body: patch }),
  );

export const useDeleteTranslation = () =>
  useTranslationsMutation((id: number) =>
    api.delete("/api/admin/translations/{translation_id}", { path: { translation_id: id } }),
  );

/** POST /api/translations/seed-all-defaults: loads the static dictionary into the table. */
export const useSeedDefaults = () => useTranslationsMutation(() => api.post("/api/translations/seed-all-defaults"));
