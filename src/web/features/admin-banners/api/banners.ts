import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateCatalogue } from "../../../lib/catalogue/invalidate-catalogue";
import type { AdminBanner, BannerPatchBody } from "../../../../shared/api/banners";
import { queryKeys } from "../../../lib/query-keys";

export type { AdminBanner };

export { LANGUAGES as BANNER_LANGS, type Lang as BannerLang } from "../../../../shared/api/constants";

/** The eight title and subtitle fields of a banner. */
export type BannerTexts = Omit<BannerPatchBody, "is_active">;

export function useBannerCars() {
  return useQuery({
    queryKey: queryKeys.admin.banners,
    queryFn: () => api.get("/api/hero-banners/admin/banner-cars"),
  });
}

/** PUT /api/hero-banners/admin/reorder with {car_ids}. */
export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carIds: number[]) => api.put("/api/hero-banners/admin/reorder", { body: { car_ids: carIds } }),
    onSuccess: (banners) => {
      queryClient.setQueryData(queryKeys.admin.banners, banners);
      invalidateCatalogue(queryClient);
    },
  });
}

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Partial<BannerTexts> & { is_active?: boolean } }) =>
      api.put("/api/hero-banners/admin/{banner_id}", { path: { banner_id: id }, body: patch }),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete("/api/hero-banners/admin/{banner_id}", { path: { banner_id: id } }),
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
