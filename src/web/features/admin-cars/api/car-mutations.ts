import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateCatalogue } from "../../../lib/catalogue/invalidate-catalogue";
import type { CarImage } from "../../../../shared/api/cars";
import type { AdminCar } from "./admin-cars";
import type { CarCreateBody as CarInput, CarPatchBody, SoldoutResult } from "../../../../shared/api/cars";
import type { ToggleResult } from "../../../../shared/api/banners";

export type { CarInput };

function useCatalogueMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateCatalogue(queryClient) });
}

export const useCreateCar = () => useCatalogueMutation((input: CarInput) => api.post<AdminCar>("/api/cars", input));

export const useUpdateCar = () =>
  useCatalogueMutation(({ id, patch }: { id: number; patch: CarPatchBody }) =>
    api.patch<AdminCar>(`/api/cars/${id}`, patch),
  );

export const useDeleteCar = () => useCatalogueMutation((id: number) => api.delete<void>(`/api/cars/${id}`));

/** POST (mark) or DELETE (clear) /api/cars/{car_id}/soldout. */
export const useSetSoldout = () =>
  useCatalogueMutation(({ id, soldout }: { id: number; soldout: boolean }) =>
    soldout ? api.post<SoldoutResult>(`/api/cars/${id}/soldout`) : api.delete<SoldoutResult>(`/api/cars/${id}/soldout`),
  );

/** POST /api/hero-banners/admin/toggle/{car_id}. */
export const useToggleBanner = () =>
  useCatalogueMutation((carId: number) => api.post<ToggleResult>(`/api/hero-banners/admin/toggle/${carId}`));

/** POST /api/admin/photos (multipart): stores one photo and answers its URLs. */
export function uploadPhoto(file: File): Promise<CarImage> {
  const body = new FormData();
  body.append("file", file);
  return api.post<CarImage>("/api/admin/photos", body);
}
