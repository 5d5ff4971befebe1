import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateCatalogue } from "../../../lib/catalogue/invalidate-catalogue";
import type { AdminBanner, BannerPatchBody } from "../../../../shared/api/banners";

export type { AdminBanner };

export { LANGUAGES as BANNER_LANGS, type Lang as BannerLang } from "../../../../shared/api/constants";

/** The eight title and subtitle fields of a banner. */
export type BannerTexts = Omit<BannerPatchBody, "is_active">;

export const adminBannersQueryKey = ["admin", "banners"] as const;

export function useBannerCars() {
  return useQuery({
    queryKey: adminBannersQueryKey,
    queryFn: () => api.get<AdminBanner[]>("/api/hero-banners/admin/banner-cars"),
  });
}

/** PUT /api/hero-banners/admin/reorder with {car_ids}. */
export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carIds: number[]) => api.put<AdminBanner[]>("/api/hero-banners/admin/reorder", { car_ids: carIds }),
    onSuccess: (banners) => {
      queryClient.setQueryData(adminBannersQueryKey, banners);
      invalidateCatalogue(queryClient);
    },
  });
}

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Partial<BannerTexts> & { is_active?: boolean } }) =>
      api.put<AdminBanner>(`/api/hero-banners/admin/${id}`, patch),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/hero-banners/admin/${id}`),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
