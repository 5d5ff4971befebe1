import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TermCategory } from "../../../../shared/vehicle-terms";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../../shared/api/common";
import type { SeedResult, Translation } from "../../../../shared/api/translations";

export type { Translation };

export type TranslationInput = Pick<Translation, "category" | "ko" | "en" | "mn" | "ru">;

export interface TranslationsQuery {
  category: TermCategory | null;
  q: string;
  page: number;
  pageSize: number;
}

export const adminTranslationsQueryKey = ["admin", "translations"] as const;

export function useAdminTranslations(query: TranslationsQuery) {
  return useQuery({
    queryKey: [...adminTranslationsQueryKey, query],
    queryFn: () =>
      api.get<Page<Translation>>("/api/admin/translations", {
        query: { category: query.category, q: query.q.trim(), page: query.page, page_size: query.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

function useTranslationsMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTranslationsQueryKey }),
  });
}

export const useCreateTranslation = () =>
  useTranslationsMutation((input: TranslationInput) => api.post<Translation>("/api/admin/translations", input));

export const useUpdateTranslation = () =>
  useTranslationsMutation(({ id, patch }: { id: number; patch: Partial<TranslationInput> }) =>
    api.patch<Translation>(`/api/admin/translations/${id}`, patch),
  );

export const useDeleteTranslation = () =>
  useTranslationsMutation((id: number) => api.delete<void>(`/api/admin/translations/${id}`));

/** POST /api/translations/seed-all-defaults: loads the static dictionary into the table. */
export const useSeedDefaults = () =>
  useTranslationsMutation(() => api.post<SeedResult>("/api/translations/seed-all-defaults"));
