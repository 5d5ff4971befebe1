import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { CarListItem } from "../../cars/types/car";
import { invalidateCatalogue } from "../../../lib/catalogue/invalidate-catalogue";

export const BANNER_LANGS = ["en", "ko", "mn", "ru"] as const;
export type BannerLang = (typeof BANNER_LANGS)[number];

export type BannerTexts = {
  [K in `title_${BannerLang}` | `subtitle_${BannerLang}`]: string | null;
};

/** An item of GET /api/hero-banners/admin/banner-cars. */
export interface AdminBanner extends BannerTexts {
  id: number;
  car_id: number;
  position: number;
  is_active: boolean;
  created_at: string;
  car: CarListItem & { status: "active" | "sold_out" };
}

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
