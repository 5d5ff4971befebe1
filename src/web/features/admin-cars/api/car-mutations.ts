import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateCatalogue } from "../../../lib/catalogue/invalidate-catalogue";
import type { CarImage } from "../../cars/types/car";
import type { AdminCar } from "./admin-cars";

/** The body of POST /api/cars and PATCH /api/cars/{car_id}. */
export interface CarInput {
  car_name: string;
  maker: string;
  model: string;
  year: number;
  mileage: number;
  fuel: string;
  transmission: string;
  price_krw: number;
  grade?: string | null;
  month?: number | null;
  color?: string | null;
  displacement_cc?: number | null;
  car_number?: string | null;
  options?: string[];
  description?: string | null;
  dealer_comment?: string | null;
  dealer_name?: string | null;
  dealer_phone?: string | null;
  images?: CarImage[];
  main_image?: string | null;
}

function useCatalogueMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateCatalogue(queryClient) });
}

export const useCreateCar = () => useCatalogueMutation((input: CarInput) => api.post<AdminCar>("/api/cars", input));

export const useUpdateCar = () =>
  useCatalogueMutation(({ id, patch }: { id: number; patch: Partial<CarInput> }) =>
    api.patch<AdminCar>(`/api/cars/${id}`, patch),
  );

export const useDeleteCar = () => useCatalogueMutation((id: number) => api.delete<void>(`/api/cars/${id}`));

/** POST (mark) or DELETE (clear) /api/cars/{car_id}/soldout. */
export const useSetSoldout = () =>
  useCatalogueMutation(({ id, soldout }: { id: number; soldout: boolean }) =>
    soldout
      ? api.post<{ id: number; soldout: boolean }>(`/api/cars/${id}/soldout`)
      : api.delete<{ id: number; soldout: boolean }>(`/api/cars/${id}/soldout`),
  );

/** POST /api/hero-banners/admin/toggle/{car_id}. */
export const useToggleBanner = () =>
  useCatalogueMutation((carId: number) =>
    api.post<{ car_id: number; is_banner: boolean }>(`/api/hero-banners/admin/toggle/${carId}`),
  );

/** POST /api/admin/photos (multipart): stores one photo and answers its URLs. */
export function uploadPhoto(file: File): Promise<CarImage> {
  const body = new FormData();
  body.append("file", file);
  return api.post<CarImage>("/api/admin/photos", body);
}
