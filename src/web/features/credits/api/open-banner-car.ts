import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { BannerViewResult } from "../types/credits";
import { refreshAfterCharge } from "../../../lib/refresh-after-charge";

/** Opens a banner car's description and PDF; charges cc_per_banner_view the first time. */
export function openBannerCar(carId: number): Promise<BannerViewResult> {
  return api.post("/api/cars/{car_id}/banner-view", { path: { car_id: carId } });
}

export function useOpenBannerCar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openBannerCar, onSuccess: () => refreshAfterCharge(queryClient) });
}
