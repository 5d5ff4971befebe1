import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateCatalogue } from "../../../lib/catalogue/invalidate-catalogue";
import type { CarImage } from "../../../../shared/api/cars";
import type { CarCreateBody as CarInput, CarPatchBody } from "../../../../shared/api/cars";

export type { CarInput };

function useCatalogueMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateCatalogue(queryClient) });
}

export const useCreateCar = () => useCatalogueMutation((input: CarInput) => api.post("/api/cars", { body: input }));

export const useUpdateCar = () =>
  useCatalogueMutation(({ id, patch }: { id: number; patch: CarPatchBody }) =>
    api.patch("/api/cars/{car_id}", { path: { car_id: id }, body: patch }),
  );

export const useDeleteCar = () =>
  useCatalogueMutation((id: number) => api.delete("/api/cars/{car_id}", { path: { car_id: id } }));

/** POST (mark) or DELETE (clear) /api/cars/{car_id}/soldout. */
export const useSetSoldout = () =>
  useCatalogueMutation(({ id, soldout }: { id: number; soldout: boolean }) =>
    soldout
      ? api.post("/api/cars/{car_id}/soldout", { path: { car_id: id } })
      : api.delete("/api/cars/{car_id}/soldout", { path: { car_id: id } }),
  );

/** POST /api/hero-banners/admin/toggle/{car_id}. */
export const useToggleBanner = () =>
  useCatalogueMutation((carId: number) =>
    api.post("/api/hero-banners/admin/toggle/{car_id}", { path: { car_id: carId } }),
  );

/** POST /api/admin/photos (multipart): stores one photo and answers its URLs. */
export function uploadPhoto(file: File): Promise<CarImage> {
  const body = new FormData();
  body.append("file", file);
  return api.post("/api/admin/photos", { body });
}
